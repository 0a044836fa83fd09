// The OIDC sign-in's own code, in the "oidc" chunk with oidc-client-ts (./userManager.ts): lazySignIn loads it
// when a session or a sign-in needs it, so an anonymous visitor's first page carries none of it.
import { authorityFor, type PortalConfig, type Provider } from '@portal/config';
import { createOidcSignIn } from './oidcSignIn';
import type { SessionChannel } from './sessionChannel';
import type { SignInStrategy } from './signInStrategy';

/** The OIDC strategy of the provider's authority (its own, else its group's), telling and hearing the other tabs
 * over `channel`. */
export function createOidcStrategy(
  config: PortalConfig,
  provider: Provider,
  channel: SessionChannel,
): SignInStrategy {
  const loadUserManager = () =>
    import(/* webpackChunkName: "oidc" */ './userManager').then((m) => m.createUserManager(config, provider));
  return createOidcSignIn(loadUserManager, authorityFor(config, provider), config, channel, {
    userPool: provider.group === 'cognito',
  });
}

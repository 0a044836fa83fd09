import { authorityFor, type PortalConfig, type Provider } from '@portal/config';
import { lazySignIn } from './lazySignIn';
import { isSigninCallback } from './returnPath';
import { createSessionChannel, type SessionChannel } from './sessionChannel';
import { signOutToFinish } from './pendingSignOut';
import { hasStoredUser } from './signInStorage';
import type { SignInStrategy } from './signInStrategy';

/**
 * The one place the shell chooses how to sign in: mock-user mode signs in as the mock student with no
 * identity provider and no request (loaded on demand, in a chunk of its own); otherwise oidc-client-ts
 * against the provider's authority, its own or its group's (loaded when a session or a sign-in needs it).
 */
export async function createSignIn(config: PortalConfig, provider: Provider): Promise<SignInStrategy> {
  if (config.mockUser) {
    const { createMockSignIn } = await import(/* webpackChunkName: "mock-sign-in" */ './mockSignIn');
    return createMockSignIn();
  }
  // The strategy and oidc-client-ts come in their own chunk, when a session or a sign-in first needs them
  // (at once on a page that may be signed in; never for an anonymous visitor who does not sign in).
  // One channel to the other tabs, made when first needed: at once by a tab restoring its session, which listens
  // from the start (lazySignIn); else with the sign-in code. An anonymous visitor's page opens none.
  const authority = authorityFor(config, provider);
  let channel: SessionChannel | undefined;
  const sessionChannel = () => (channel ??= createSessionChannel());
  return lazySignIn(
    () =>
      import(/* webpackChunkName: "oidc" */ './oidcStrategy').then((m) =>
        m.createOidcStrategy(config, provider, sessionChannel()),
      ),
    // A pending sign-out is finished by the page load's restore, before a signed-in-only page signs in.
    () => isSigninCallback(window.location.search) || hasStoredUser(authority) || signOutToFinish(),
    {
      userPool: provider.group === 'cognito',
      channel: sessionChannel,
      restoresStoredSession: () => !isSigninCallback(window.location.search) && hasStoredUser(authority),
    },
  );
}

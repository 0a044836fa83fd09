import type { AuthorityConfig, PortalConfig, Provider, ProviderGroup, SignOutStyle } from './types';

/** The sign-out style of each group unless configured: the user pool's /logout, the directory's RP-initiated
 * logout. */
export const DEFAULT_SIGN_OUT_STYLE: Record<ProviderGroup, SignOutStyle> = {
  cognito: 'cognito',
  aad: 'oidc',
};

/** Whether a group's IdP may give a refreshed ID token a later auth_time than the sign-in's: an Amazon Cognito
 * user pool does when its app client rotates refresh tokens (OpenID Connect says a refreshed ID token keeps the
 * original auth_time; Entra ID does). */
export const REFRESH_RENEWS_AUTH_TIME: Record<ProviderGroup, boolean> = {
  cognito: true,
  aad: false,
};

/** A provider's sign-in settings, complete: the deployment's for it (`providerAuth`) where given, else its
 * document's (`signIn`), else its group's (`auth`), and the group's default sign-out style when none names one. */
export function authorityFor(
  config: Pick<PortalConfig, 'auth' | 'providerAuth'>,
  provider: Pick<Provider, 'slug' | 'group' | 'signIn'>,
): AuthorityConfig & { signOutStyle: SignOutStyle } {
  const group = config.auth[provider.group];
  const defined = (own: Partial<AuthorityConfig> = {}) =>
    Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  const merged = {
    ...group,
    ...defined(provider.signIn),
    ...defined(config.providerAuth?.[provider.slug]),
  } as AuthorityConfig;
  return { ...merged, signOutStyle: merged.signOutStyle ?? DEFAULT_SIGN_OUT_STYLE[provider.group] };
}

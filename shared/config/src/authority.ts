import { safeHttpUrl } from './safeHttpUrl';
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

/** Whether the ID token's claims make the signed-in person a student of `provider`: the membership claim its
 * sign-in settings name holds the rule's value (by default the provider's slug), as a string or in a list. No
 * rule, a missing claim, or a claim of another shape is no membership. */
export function isMemberOf(
  claims: Readonly<Record<string, unknown>>,
  settings: Pick<AuthorityConfig, 'membership'>,
  provider: Pick<Provider, 'slug'>,
): boolean {
  if (!settings.membership) return false;
  const { claim, value = provider.slug } = settings.membership;
  if (!Object.prototype.hasOwnProperty.call(claims, claim)) return false;
  const held = claims[claim];
  return Array.isArray(held) ? held.includes(value) : held === value;
}

/** Microsoft's own page where a work or school account changes its password (and its other sign-in methods). */
export const ENTRA_ACCOUNT_SECURITY_URL = 'https://mysignins.microsoft.com/security-info';

/** Where a student changes their password outside the portal: the ID token's `pwd_url` claim (Entra ID's, an
 * optional claim), else the provider's own address (`passwordChangeUrl`), else Microsoft's account page. Only
 * an http(s) address is taken. */
export function passwordChangeUrlOf(
  claims: Readonly<Record<string, unknown>>,
  settings: Pick<AuthorityConfig, 'passwordChangeUrl'>,
): string {
  const fromClaim = typeof claims.pwd_url === 'string' ? safeHttpUrl(claims.pwd_url) : undefined;
  return fromClaim ?? safeHttpUrl(settings.passwordChangeUrl ?? '') ?? ENTRA_ACCOUNT_SECURITY_URL;
}

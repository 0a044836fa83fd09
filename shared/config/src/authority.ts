import { safeHttpUrl } from './safeHttpUrl';
import type { AuthorityConfig, PortalConfig, Provider, ProviderGroup, SignOutStyle } from './types';

/** The sign-out style of each group unless configured: the user pool's /logout, the directory's RP-initiated
 * logout. */
export const DEFAULT_SIGN_OUT_STYLE: Record<ProviderGroup, SignOutStyle> = {
  cognito: 'cognito',
  aad: 'oidc',
};

/** A provider's sign-in settings, complete: its own (`providerAuth`) where given, else its group's (`auth`),
 * and the group's default sign-out style when neither names one. */
export function authorityFor(
  config: Pick<PortalConfig, 'auth' | 'providerAuth'>,
  provider: Pick<Provider, 'slug' | 'group'>,
): AuthorityConfig & { signOutStyle: SignOutStyle } {
  const group = config.auth[provider.group];
  const own = config.providerAuth?.[provider.slug] ?? {};
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  const merged = { ...group, ...defined } as AuthorityConfig;
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

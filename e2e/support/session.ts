import { expect, type Page } from '@playwright/test';
import { DEFAULT_CONFIG, authorityFor, isProviderSlug, mergeConfig, type PortalConfig } from '@portal/config';
import { PROVIDERS } from '@portal/config/providers';
import { issuerOf, jwtClaims, signIn as signInOverHttp } from '@portal/dev-api';
import { DEMO_PASSWORD, signInAtIdp, stubExternalSites } from './auth';
import { API_PORT, shellUrl } from './ports';

/** The claims oidc-client-ts leaves out of a user's profile (its filterProtocolClaims default). */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

/** Leaves the browser signed in as the portal's own sign-in would, without showing the IdP's pages: the same
 * authorization code + PKCE request of the provider's client to the same local IdP, walked over HTTP; the IdP's
 * sign-in session cookies go into the browser and the tokens into the tab's session storage, where oidc-client-ts
 * keeps its user. Every token is a new one of the IdP's, so renewal, revocation and sign-out behave as after a
 * sign-in on the IdP's pages. Tests about signing in use those pages (signIn, openSignedInAtIdp, signInAtIdp). */
export async function restoreSession(page: Page, provider: string, email: string, password = DEMO_PASSWORD) {
  const served = (await (
    await fetch(shellUrl(undefined, '/portal.config.json'))
  ).json()) as Partial<PortalConfig>;
  if (!isProviderSlug(provider)) throw new Error(`no provider ${provider}`);
  const { group } = PROVIDERS[provider]!;
  const authority = authorityFor(mergeConfig(DEFAULT_CONFIG, served), PROVIDERS[provider]!);
  const baseUrl = `http://localhost:${API_PORT}`;
  if (authority.authority !== issuerOf(baseUrl, group) || authority.clientId !== `portal-${group}`)
    throw new Error(`restoreSession signs in with the local ${group} IdP's portal client only`);
  const origin = new URL(shellUrl(provider)).origin;
  const { tokens, jar } = await signInOverHttp({
    baseUrl,
    group,
    email,
    password,
    origin,
    scope: authority.scope,
  });
  await page
    .context()
    .addCookies(jar.entries().map((cookie) => ({ ...cookie, httpOnly: true, sameSite: 'Lax' })));
  const claims = jwtClaims(tokens.id_token);
  const user = {
    id_token: tokens.id_token,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope ?? authority.scope,
    profile: Object.fromEntries(Object.entries(claims).filter(([name]) => !PROTOCOL_CLAIMS.includes(name))),
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  // Session storage belongs to the tab and the origin: write it from a small file of the shell's origin.
  await page.goto(shellUrl(provider, '/portal.config.json'));
  await page.evaluate(
    ([key, value]) => window.sessionStorage.setItem(key!, value!),
    [`oidc.user:${authority.authority}:${authority.clientId}`, JSON.stringify(user)],
  );
}

/** Opens a protected path for a provider, signed in (restoreSession), ending on that path. `waitUntil`: what the
 * navigation waits for (the page's load event by default, which a script held open keeps from firing). */
export async function openSignedIn(
  page: Page,
  provider: string,
  email: string,
  path: string,
  { waitUntil = 'load' }: { waitUntil?: 'load' | 'domcontentloaded' } = {},
) {
  await stubExternalSites(page);
  await restoreSession(page, provider, email);
  await page.goto(shellUrl(provider, path), { waitUntil });
  await expectOn(page, provider, path);
}

/** Opens a protected path for a provider and signs in on the IdP's pages on the way, ending on that path. */
export async function openSignedInAtIdp(page: Page, provider: string, email: string, path: string) {
  await stubExternalSites(page);
  await page.goto(shellUrl(provider, path));
  await signInAtIdp(page, email);
  await expectOn(page, provider, path);
}

/** The path, or a sub-path the page went on to by itself (the wizard writes its step: /enrol -> /enrol/course). */
async function expectOn(page: Page, provider: string, path: string) {
  const url = shellUrl(provider, path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`^${url}(/[^?#]*)?([?#].*)?$`));
}

/** The oidc-client-ts user kept in this tab's session storage (null when signed out). */
export const storedUser = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key)!) as {
          access_token: string;
          refresh_token?: string;
          expires_at: number;
        })
      : null;
  });

/** Changes the stored user (its expiry in seconds from now, its refresh token), then reloads. */
export async function reloadWithSession(page: Page, change: { expiresIn: number; refreshToken?: string }) {
  await page.evaluate(({ expiresIn, refreshToken }) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!);
    user.expires_at = Math.floor(Date.now() / 1000) + expiresIn;
    if (refreshToken !== undefined) user.refresh_token = refreshToken;
    sessionStorage.setItem(key, JSON.stringify(user));
  }, change);
  await page.reload();
}

import { expect, type Page } from '@playwright/test';
import { signInAtIdp, stubExternalSites } from './auth';
import { shellUrl } from './ports';

/** Opens a protected path for a provider and signs in on the way, ending on that path. */
export async function openSignedIn(page: Page, provider: string, email: string, path: string) {
  await stubExternalSites(page);
  await page.goto(shellUrl(provider, path));
  await signInAtIdp(page, email);
  // The path, or a sub-path the page went on to by itself (the wizard writes its step: /enrol -> /enrol/course).
  const url = shellUrl(provider, path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`^${url}(/[^?#]*)?([?#].*)?$`));
}

/** Signs in from the provider's home page; ends on the default post-login page (/profile). */
export async function signIn(page: Page, provider: string, email: string) {
  await stubExternalSites(page);
  await page.goto(shellUrl(provider));
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInAtIdp(page, email);
  await expect(page).toHaveURL(shellUrl(provider, '/profile'));
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

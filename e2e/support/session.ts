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

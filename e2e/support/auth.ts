import { expect, type Page } from '@playwright/test';
import { API_PORT } from './ports';

export const DEMO_PASSWORD = 'Portal-demo-2026';

/** Fills the dev IdP's sign-in page (user pool or directory look) and submits it. */
export async function signInAtIdp(page: Page, email: string, password = DEMO_PASSWORD) {
  // The directory's pages at its issuer's origin, the user pool's on its domain.
  await expect(page).toHaveURL(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${API_PORT}/idp/`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From any portal page: the top bar's Sign in, then the IdP. */
export async function signInFromTopBar(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInAtIdp(page, email);
}

/** The learning platform's logout page is outside this machine: answer it locally, as the LMS would. */
export async function stubExternalSites(page: Page) {
  await page.route(/^https:\/\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<title>External</title><p>External site: ${route.request().url()}</p>`,
    }),
  );
}

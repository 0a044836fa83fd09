// The user pool's hosted sign-in and token endpoints are on its domain, an origin apart from its issuer's (as a
// Cognito pool's): the portal's Content-Security-Policy lets the page call it only when `signInOrigin` names it.
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { API_PORT, SIGN_IN_DOMAIN, shellUrl } from '../support/ports';
import { DEPLOYMENT, editConfig } from '../support/remoteServer';

const ISSUER = `http://localhost:${API_PORT}/idp/cognito`;

test.beforeEach(async ({ page }) => stubExternalSites(page));

test("the user pool's sign-in pages are on its domain, which the CSP names; sign-in works", async ({
  page,
}) => {
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(page).toHaveURL(new RegExp(`^${SIGN_IN_DOMAIN.replace(/\./g, '\\.')}/idp/cognito/`));
  expect(new URL(page.url()).origin).not.toBe(new URL(ISSUER).origin);
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const policy = await page.request
    .get(shellUrl(undefined, '/'))
    .then((r) => r.headers()['content-security-policy'] ?? '');
  const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
  expect(directive('connect-src')).toContain(SIGN_IN_DOMAIN);
  expect(directive('form-action')).toContain(SIGN_IN_DOMAIN);
});

test(
  "a signInOrigin that is not the user pool's domain (its issuer's origin) fails the sign-in, with its message",
  DEPLOYMENT,
  async ({ page }) => {
    const restore = editConfig((config) => {
      const auth = config.auth as Record<string, Record<string, unknown>>;
      return {
        ...config,
        auth: { ...auth, cognito: { ...auth.cognito, signInOrigin: new URL(ISSUER).origin } },
      };
    });
    try {
      const blocked: string[] = [];
      page.on('console', (m) => /Content Security Policy/.test(m.text()) && blocked.push(m.text()));
      await page.goto(shellUrl('up-online', '/payments'));
      await signInAtIdp(page, ACCOUNTS.ava.email);
      // Back at the portal, the code exchange at the domain's token endpoint is refused by the page's CSP.
      const alert = page.getByRole('alert').filter({ hasText: 'Your sign-in could not be completed' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toHaveCount(0);
      expect(blocked.join('\n')).toContain(`${SIGN_IN_DOMAIN}/idp/cognito/oauth2/token`);
    } finally {
      restore();
    }
  },
);

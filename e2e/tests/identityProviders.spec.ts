// Sign-in, renewal and sign-out against the local IdPs as the real ones behave (shared/dev-api/src/idp/vendors.ts):
// the user pool as Amazon Cognito (no end_session_endpoint: /logout with client_id and logout_uri, back with no
// state; /oauth2/revoke for refresh tokens only; refresh tokens not rotated) and the directory as Entra ID v2.0
// (the tenant's issuer, no revocation endpoint, refresh tokens replaced at each use). One provider of each.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { openSignedInAtIdp, reloadWithSession, storedUser } from '../support/session';
import { API_PORT, shellUrl } from '../support/ports';

const ISSUERS = {
  cognito: `http://localhost:${API_PORT}/idp/cognito`,
  aad: `http://localhost:${API_PORT}/idp/aad/3f6c2a9e-8d41-4b7a-9c0e-51d2a7b4e6aa/v2.0`,
};
const GROUPS = [
  { group: 'cognito', account: ACCOUNTS.ava, clientId: 'portal-cognito' },
  { group: 'aad', account: ACCOUNTS.hemi, clientId: 'portal-aad' },
] as const;

const invoice = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();

/** Makes the stored access token expired, then reloads: the portal renews it with the refresh token. */
const reloadExpired = (page: Page) => reloadWithSession(page, { expiresIn: -60 });

/** Whether the IdP still takes a refresh token (a refresh grant from outside the browser). */
async function refreshWorks(request: APIRequestContext, group: 'cognito' | 'aad', refreshToken: string) {
  const discovery = await (await request.get(`${ISSUERS[group]}/.well-known/openid-configuration`)).json();
  const res = await request.post(discovery.token_endpoint, {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: `portal-${group}` },
  });
  return res.ok();
}

test.beforeEach(async ({ page }) => stubExternalSites(page));

for (const { group, account } of GROUPS) {
  test.describe(`${group} (${account.provider})`, () => {
    test('signs in, renews silently (the refresh token rotated or kept as the IdP does), and renews again', async ({
      page,
    }) => {
      await openSignedInAtIdp(page, account.provider, account.email, '/payments');
      await expect(invoice(page)).toBeVisible();
      const first = (await storedUser(page))!;
      expect(first.refresh_token).toBeTruthy();

      const idpPages: string[] = [];
      page.on(
        'request',
        (r) => r.isNavigationRequest() && r.url().includes('/idp/') && idpPages.push(r.url()),
      );
      await reloadExpired(page);
      await expect(invoice(page)).toBeVisible();
      const second = (await storedUser(page))!;
      expect(second.access_token).not.toBe(first.access_token);
      if (group === 'aad') expect(second.refresh_token).not.toBe(first.refresh_token);
      else expect(second.refresh_token).toBe(first.refresh_token);

      // The next renewal uses what the last one left.
      await reloadExpired(page);
      await expect(invoice(page)).toBeVisible();
      const third = (await storedUser(page))!;
      expect(third.access_token).not.toBe(second.access_token);
      if (group === 'aad') expect(third.refresh_token).not.toBe(second.refresh_token);
      expect(idpPages).toEqual([]); // silently: never through the IdP's pages
      await expect(page.getByText('Your session could not be renewed')).toBeHidden();
    });

    test('a refresh token past its lifetime: sign in again, back to the same page, with a message', async ({
      page,
    }) => {
      await openSignedInAtIdp(page, account.provider, account.email, '/payments?from=expired');
      await expect(invoice(page)).toBeVisible();
      // The IdP's response to a refresh token that has expired (Entra ID's AADSTS700084 for a single-page app's
      // 24 hours; Cognito's invalid_grant).
      const discovery = await (
        await page.request.get(`${ISSUERS[group]}/.well-known/openid-configuration`)
      ).json();
      await page.route(discovery.token_endpoint, async (route) => {
        if (!/grant_type=refresh_token/.test(route.request().postData() ?? '')) return route.continue();
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify(
            group === 'aad'
              ? {
                  error: 'invalid_grant',
                  error_description:
                    'AADSTS700084: The refresh token was issued to a single page app (SPA), and therefore has a fixed, limited lifetime of 1.00:00:00, which cannot be extended.',
                }
              : { error: 'invalid_grant', error_description: 'Refresh Token has expired' },
          ),
        });
      });
      await reloadExpired(page);
      await expect(page.getByText('Your session could not be renewed')).toBeVisible();
      await expect(page).toHaveURL(shellUrl(account.provider, '/payments?from=expired'));
      await expect(invoice(page)).toBeVisible();
    });

    test('/signoutLms: pending, then success, signed out in every tab and at the IdP', async ({
      page,
      context,
    }) => {
      await openSignedInAtIdp(page, account.provider, account.email, '/payments');
      const { refresh_token: refreshToken } = (await storedUser(page))!;
      const other = await context.newPage();
      await stubExternalSites(other);
      await other.goto(shellUrl(account.provider, '/payments'));
      await expect(invoice(other)).toBeVisible();

      const errors: string[] = [];
      page.on(
        'framenavigated',
        (f) => f === page.mainFrame() && /\/error\//.test(f.url()) && errors.push(f.url()),
      );
      await page.goto(shellUrl(account.provider, '/signoutLms'));
      await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
      await expect(page).toHaveURL(shellUrl(account.provider, '/signoutLms'));
      await expect(other.getByText('You signed out of the portal in another tab or window.')).toBeVisible();
      await page.waitForURL(/^https:\/\/.*logout/);
      expect(errors).toEqual([]);
      // Cognito: the refresh token was revoked (its /logout alone would leave it valid). Entra ID has no
      // revocation: its session ended at the IdP.
      if (group === 'cognito') expect(await refreshWorks(page.request, group, refreshToken!)).toBe(false);
      await page.goto(shellUrl(account.provider, '/payments'));
      await expect(page.getByLabel('Password')).toBeVisible();
    });

    test('sign-out from the menu ends the session here, in the other tabs and at the IdP', async ({
      page,
      context,
    }) => {
      await openSignedInAtIdp(page, account.provider, account.email, '/payments');
      const other = await context.newPage();
      await stubExternalSites(other);
      await other.goto(shellUrl(account.provider, '/payments'));
      await expect(invoice(other)).toBeVisible();
      await page.getByRole('button', { name: `${account.name}, user menu` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(other.getByText('You signed out of the portal in another tab or window.')).toBeVisible();
      await page.waitForURL(/^https:\/\/.*logout/);
      expect(await storedUser(other)).toBeNull();
      await other.reload();
      await expect(other.getByLabel('Password')).toBeVisible();
    });
  });
}

test("a response naming another sign-in service's issuer is refused, with a message and Try again", async ({
  page,
}) => {
  // The sign-in this tab starts (its state, in the authorization request), answered as if by the directory's
  // issuer (a mix-up).
  const authorize = page.waitForRequest((r) => r.url().includes('/oauth2/authorize'));
  await page.goto(shellUrl('up-online', '/payments'));
  const state = new URL((await authorize).url()).searchParams.get('state');
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${API_PORT}/idp/cognito/`));
  expect(state).toBeTruthy();
  const tokenRequests: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().includes('/token') && tokenRequests.push(r.url()),
  );
  const answer = new URLSearchParams({ code: 'from-the-other-idp', state: state!, iss: ISSUERS.aad });
  await page.goto(shellUrl('up-online', `/?${answer}`));
  const alert = page.getByRole('alert').filter({ hasText: 'Your sign-in could not be completed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`The answer came from another sign-in service (${ISSUERS.aad})`);
  expect(tokenRequests).toEqual([]); // the code was never sent anywhere
  expect(page.url()).not.toContain('code=');
  // Try again signs in with the right IdP and comes back to the page asked for.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(invoice(page)).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
});

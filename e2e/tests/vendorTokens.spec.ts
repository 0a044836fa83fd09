// What a provider's first real Entra ID tenant or Cognito user pool does to the tokens, against the local IdPs
// that behave the same way: the directory's API takes only access tokens for it (its scope asked for), and its
// token answer's scope names the access token's scopes only; a user pool's app client with refresh-token rotation
// gives refreshed ID tokens a new auth_time; the user pool's default password policy names the rule a new password
// breaks. The renewal is the session warning's "Stay signed in" (the stored access token made to expire in 63 s).
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, signInAtIdp, stubExternalSites } from '../support/auth';
import { API_PORT, shellUrl } from '../support/ports';
import { CONFIG_FILE } from '../support/remoteServer';
import { openSignedIn, reloadWithSession } from '../support/session';

/** This tab's oidc-client-ts user, as stored. */
const storedTokens = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key)!) as {
          id_token: string;
          access_token: string;
          refresh_token?: string;
          scope?: string;
        })
      : null;
  });

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' });

/** Renews the session as a student does when warned: the access token made to expire in 63 s, "Stay signed in",
 * and the stored access token replaced. */
async function staySignedIn(page: Page) {
  const before = await storedTokens(page);
  await reloadWithSession(page, { expiresIn: 63 });
  await expect(warning(page)).toBeVisible();
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toBeHidden();
  await expect.poll(async () => (await storedTokens(page))?.access_token).not.toBe(before?.access_token);
  return before!;
}

/** The API's requests of the page that carry the student's tokens, with their responses' statuses. */
function apiCalls(page: Page) {
  const calls: { request: Request; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().startsWith(`http://localhost:${API_PORT}/v1/`) && request.headers()['id-token'])
      calls.push({ request, status: response.status() });
  });
  return calls;
}

test("Entra ID: the API gets a token for it, and a renewal sends a fresh ID token, not the sign-in's", async ({
  page,
}) => {
  await openSignedIn(page, 'yoobee', 'isla.brown@yoobee.demo', '/');
  const signedIn = await storedTokens(page);
  // The directory names the access token's scopes only: the API's.
  expect(signedIn?.scope).toMatch(/^api:\/\/[0-9a-f-]+\/access_as_user$/);

  const before = await staySignedIn(page);
  const renewed = (await storedTokens(page))!;
  expect(renewed.id_token).not.toBe(before.id_token);
  expect(Number(claimsOf(renewed.id_token).iat)).toBeGreaterThan(Number(claimsOf(before.id_token).iat));

  // The next visit's calls carry the renewed tokens, and the API takes them (a 404 is a read with no data: no
  // payments, no photo).
  const calls = apiCalls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  for (const { request, status } of calls) {
    expect(request.headers()['id-token']).toBe(renewed.id_token);
    expect(request.headers()['authorization']).toBe(`Bearer ${renewed.access_token}`);
    expect([401, 403]).not.toContain(status);
  }
});

test('Cognito with refresh-token rotation: renewals succeed, each with a new refresh token', async ({
  page,
}) => {
  // ichm's own settings: the user pool's app client with refresh-token rotation on.
  await page.route('**/portal.config.json', (route) => {
    const served = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
    return route.fulfill({
      json: {
        ...served,
        providerAuth: { ...served.providerAuth, ichm: { clientId: 'portal-cognito-rotating' } },
      },
    });
  });
  const idpPages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/idp/')) idpPages.push(request.url());
  });
  await stubExternalSites(page);
  await page.goto(shellUrl('ichm', '/payments'));
  await signInAtIdp(page, 'oliver.nguyen@ichm.demo');
  await expect(page).toHaveURL(shellUrl('ichm', '/payments'));
  const signIns = idpPages.length;

  for (let renewal = 0; renewal < 2; renewal += 1) {
    const before = await staySignedIn(page);
    const renewed = (await storedTokens(page))!;
    expect(renewed.refresh_token).not.toBe(before.refresh_token);
    expect(claimsOf(renewed.id_token).sub).toBe(claimsOf(before.id_token).sub);
  }
  await expect(page.getByText('Your session could not be renewed')).toHaveCount(0);
  // No second sign-in at the user pool's pages.
  expect(idpPages.length).toBe(signIns);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("Cognito's default password policy: a new password without an upper-case letter is refused with the pool's words", async ({
  page,
}) => {
  await openSignedIn(page, 'ichm', 'mei.chen@ichm.demo', '/profile');
  const security = page.getByRole('region', { name: 'Security' });
  const password = (name: string) => security.getByLabel(new RegExp(`^${name}`));
  // The section says the rules before the student chooses.
  await expect(security).toContainText(
    'at least 8 characters long, with upper- and lower-case letters, a number and a symbol',
  );
  await password('Current password').fill(DEMO_PASSWORD);
  await password('New password').fill('lower-case-only-1');
  await password('Confirm new password').fill('lower-case-only-1');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByRole('alert')).toContainText(
    'Password did not conform with policy: Password must have uppercase characters',
  );
  // What the student typed is kept, to correct it.
  await expect(password('New password')).toHaveValue('lower-case-only-1');
});

import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInAtIdp, signInFromTopBar, stubExternalSites } from '../support/auth';
import { API_PORT, SIGN_IN_DOMAIN, shellUrl } from '../support/ports';
import { CONFIG_FILE } from '../support/remoteServer';

test.beforeEach(async ({ page }) => stubExternalSites(page));

for (const { account, group } of [
  { account: ACCOUNTS.ava, group: 'user pool (cognito)' },
  { account: ACCOUNTS.hemi, group: 'directory (aad)' },
]) {
  test(`a ${group} student signs in and out (${account.provider})`, async ({ page }) => {
    await page.goto(shellUrl(account.provider));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await signInFromTopBar(page, account.email);

    // Default post-login path, with the tokens gone from the address.
    await expect(page).toHaveURL(shellUrl(account.provider, '/profile'));
    expect(page.url()).not.toContain('code=');
    const userMenu = page.getByRole('button', { name: `${account.name}, user menu` });
    await expect(userMenu).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')),
    );
    expect(stored).toHaveLength(1);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // Global sign-out ends the IdP session, comes back to /signout, which leaves for the LMS logout.
    await page.waitForURL(/^https:\/\/.*logout/);
    const left = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')),
    );
    expect(left).toHaveLength(0);

    // Signed out everywhere: a protected page asks for the password again.
    await page.goto(shellUrl(account.provider, '/payments'));
    await expect(page.getByLabel('Password')).toBeVisible();
  });
}

test('a protected route sends an anonymous visitor to sign in, then back to it', async ({ page }) => {
  await page.goto(shellUrl('up-online', '/payments'));
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
});

for (const evil of [
  '//evil.example/steal',
  'https://evil.example/steal',
  '/\\evil.example',
  '/%2e//evil.example/steal', // normalises to //evil.example/steal
]) {
  test(`the return path refuses ${evil}`, async ({ page }) => {
    await page.goto(shellUrl('up-online', `/?returnTo=${encodeURIComponent(evil)}`));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInAtIdp(page, ACCOUNTS.ava.email);
    await expect(page).toHaveURL(shellUrl('up-online', '/profile'));
  });
}

test('a same-origin return path is honoured', async ({ page }) => {
  await page.goto(shellUrl('up-online', `/?returnTo=${encodeURIComponent('/payments')}`));
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
});

test('a user without a student profile sees the error, and dismissing it signs out', async ({ page }) => {
  await page.goto(shellUrl('yoobee'));
  await signInFromTopBar(page, ACCOUNTS.kiri.email);
  const alert = page.getByRole('alert').filter({ hasText: 'No matching profile' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss and sign out' }).click();
  await page.waitForURL(/^https:\/\/.*logout/);
});

test('a new load of a protected page keeps the session from session storage, without the IdP', async ({
  page,
  context,
}) => {
  await page.goto(shellUrl('up-online', '/payments'));
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  await context.clearCookies(); // no IdP session to fall back on
  const idpRequests: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('/idp/') && r.isNavigationRequest() && idpRequests.push(r.url()),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  expect(idpRequests).toEqual([]);
});

test('with a forward-login link configured, a signed-in visitor of / is sent there', async ({ page }) => {
  await stubExternalSites(page);
  await page.addInitScript(() =>
    localStorage.setItem(
      'portal.clientConfig',
      JSON.stringify({ forwardLoginLink: 'https://learn.example.edu/my/' }),
    ),
  );
  await page.goto(shellUrl('up-online', '/payments'));
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.goto(shellUrl('up-online', '/'));
  await page.waitForURL('https://learn.example.edu/my/');
});

test('an expired access token is refreshed in two tabs without logging either out', async ({
  page,
  context,
}) => {
  await page.goto(shellUrl('up-online', '/payments'));
  await signInAtIdp(page, ACCOUNTS.ava.email);
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  await context.clearCookies(); // only the refresh token can help now
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));

  const expireAndReload = async (tab: import('@playwright/test').Page) => {
    const before = await tab.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!);
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      sessionStorage.setItem(key, JSON.stringify(user));
      return user.access_token as string;
    });
    await tab.reload();
    await expect(tab.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    const after = await tab.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    });
    expect(after).not.toBe(before);
  };

  // A second tab of the same session (same refresh token).
  const second = await context.newPage();
  await stubExternalSites(second);
  await second.addInitScript((s) => {
    if (!sessionStorage.length)
      for (const [k, v] of Object.entries(JSON.parse(s) as Record<string, string>))
        sessionStorage.setItem(k, v);
  }, stored);
  await second.goto(shellUrl('up-online', '/payments'));
  await expect(second.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();

  await expireAndReload(page);
  await expireAndReload(second);
  await expireAndReload(page); // the first tab's refresh token still works after the second tab used it
});

/** The deployment's portal.config.json with a 2 s request time limit (API calls and sign-in requests). */
const shortTimeLimit = (page: Page) =>
  page.route('**/portal.config.json', (route) =>
    route.fulfill({ json: { ...JSON.parse(readFileSync(CONFIG_FILE, 'utf8')), requestTimeoutMs: 2_000 } }),
  );

/** What the page did not catch: uncaught errors and rejections. */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (m) => /Uncaught/.test(m.text()) && errors.push(m.text()));
  return errors;
}

// The user pool's issuer (its discovery document), and its pages and endpoints on its domain: Cognito's
// (/oauth2/authorize, /oauth2/token).
const ISSUER = `http://localhost:${API_PORT}/idp/cognito`;
const IDP = `${SIGN_IN_DOMAIN}/idp/cognito`;
/** Ways a request can fail: refused, or held open (accepted, never responded: then the time limit is 2 s). */
interface Failure {
  name: string;
  fail: (route: Route) => Promise<void> | undefined;
  reason: RegExp;
  held?: boolean;
}
const FAILURES: Failure[] = [
  { name: 'refused', fail: (route) => route.abort('connectionrefused'), reason: /Failed to fetch/ },
  { name: 'never answered', fail: () => undefined, reason: /No answer in time/, held: true },
];

test.describe('the sign-in provider unreachable', () => {
  for (const { name, fail, reason, held } of FAILURES) {
    test(`its discovery ${name}: Sign in ends within the time limit with a message and Try again`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      if (held) await shortTimeLimit(page);
      await page.route(`${ISSUER}/.well-known/openid-configuration`, fail);
      await page.goto(shellUrl('up-online', '/'));
      const started = Date.now();
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable' });
      await expect(alert).toContainText(reason);
      test.info().annotations.push({ type: 'message after (ms)', description: String(Date.now() - started) });
      await expect(page.getByText('Signing In...')).toHaveCount(0);
      expect(errors).toEqual([]);

      // The provider is back: Try again signs in.
      await page.unroute(`${ISSUER}/.well-known/openid-configuration`);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await signInAtIdp(page, ACCOUNTS.ava.email);
      await expect(page).toHaveURL(shellUrl('up-online', '/profile'));
    });

    test(`its discovery ${name}: a signed-in-only page says so once, and Try again comes back to it`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      if (held) await shortTimeLimit(page);
      let discoveries = 0;
      await page.route(`${ISSUER}/.well-known/openid-configuration`, (route) => {
        discoveries += 1;
        return fail(route);
      });
      await page.goto(shellUrl('up-online', '/payments'));
      const alert = page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable' });
      await expect(alert).toContainText(reason);
      await expect(page.getByText('Signing In...')).toHaveCount(0);
      await page.waitForTimeout(2_500);
      expect(discoveries).toBe(1); // no loop of attempts
      expect(errors).toEqual([]);

      await page.unroute(`${ISSUER}/.well-known/openid-configuration`);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await signInAtIdp(page, ACCOUNTS.ava.email);
      await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    });
  }

  test('its sign-in page never responding to the browser: the wait is stopped at the time limit, with Try again', async ({
    page,
  }) => {
    const errors = uncaught(page);
    await shortTimeLimit(page);
    await page.route(`${IDP}/oauth2/authorize?*`, () => undefined);
    await page.goto(shellUrl('up-online', '/'));
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable' });
    await expect(alert).toContainText('No answer in time');
    await expect(page).toHaveURL(shellUrl('up-online', '/'));
    expect(errors).toEqual([]);
  });

  for (const { name, fail, reason, held } of [
    ...FAILURES,
    {
      name: 'answered 500',
      fail: (route: Route) => route.fulfill({ status: 500, json: { error: 'server_error' } }),
      reason: /server_error/,
    },
  ]) {
    test(`the code exchange on the way back ${name}: says so, and Try again signs in to the page asked for`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      if (held) await shortTimeLimit(page);
      await page.route(`${IDP}/oauth2/token`, fail);
      await page.goto(shellUrl('up-online', '/payments'));
      await signInAtIdp(page, ACCOUNTS.ava.email);
      const alert = page.getByRole('alert').filter({ hasText: 'Your sign-in could not be completed' });
      await expect(alert).toContainText(reason);
      expect(page.url()).not.toContain('code=');
      await expect(page.getByText('Signing In...')).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(errors).toEqual([]);

      await page.unroute(`${IDP}/oauth2/token`);
      await alert.getByRole('button', { name: 'Try again' }).click();
      // The IdP remembers the sign-in: straight back, to the page the student was going to.
      await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    });
  }
});

test.describe('a failed profile read is no "no matching profile"', () => {
  for (const { name, fail, detail, held } of [
    {
      name: '500',
      fail: (route: Route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }),
      detail: 'Internal Server Error: Up API GET v1/secure/student',
    },
    {
      name: '503',
      fail: (route: Route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }),
      detail: 'Service Unavailable: Up API GET v1/secure/student',
    },
    {
      name: 'no answer in time',
      fail: () => undefined,
      detail: 'No answer in time: Network problem',
      held: true,
    },
    {
      name: 'offline',
      fail: (route: Route) => route.abort('internetdisconnected'),
      detail: 'Failed to fetch: Network problem',
    },
  ] as {
    name: string;
    fail: (route: Route) => Promise<void> | undefined;
    detail: string;
    held?: boolean;
  }[]) {
    test(`(${name}) shows the load error with Try again, and keeps the session`, async ({ page }) => {
      if (held) await shortTimeLimit(page);
      const studentRead = '**/v1/secure/student';
      await page.route(studentRead, (route) =>
        route.request().method() === 'GET' ? fail(route) : route.fallback(),
      );
      await page.goto(shellUrl('up-online', '/payments'));
      await signInAtIdp(page, ACCOUNTS.ava.email);
      const alert = page.getByRole('alert').filter({ hasText: 'Your student profile could not be loaded' });
      await expect(alert).toContainText(detail);
      await expect(page.getByText('No matching profile')).toHaveCount(0);
      await expect(page.getByText(/contact student support/)).toHaveCount(0);
      await expect(page.getByText('Signing In...')).toHaveCount(0);
      // Still signed in: a new load of the page keeps the session (and fails the same way).
      const stored = await page.evaluate(() =>
        Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')),
      );
      expect(stored).toHaveLength(1);

      await page.unroute(studentRead);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  }
});

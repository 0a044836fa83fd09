// Signing out, as a student on a shared computer meets it, with a real sign-in at the local IdPs:
// - the Appearance choice is no personal data: Dark outlives the sign-out's Clear-Site-Data "storage" (a cookie
//   keeps it), so the signed-out pages and the next sign-in are dark from their first frame;
// - the sign-in service unreachable at Log out: the portal's session ends here and in the other tabs, /error/500
//   says the sign-out could not reach the sign-in service and what to do, and the IdP's sign-out is finished at
//   the next visit it responds, so the IdP asks for the password again instead of signing the student straight in.
// Accounts of their own (the seed's last ones): harper.quinn@soe, ana.fifita@soe, manaia.ruru@yoobee.
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { violations } from '../support/axe';
import { openSignedInAtIdp, storedUser } from '../support/session';
import { API_PORT, shellUrl } from '../support/ports';
import { CONFIG_FILE } from '../support/remoteServer';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => stubExternalSites(page));

const html = (page: Page) => page.locator('html');

/** Records, for each document the page loads, whether the scheme in force was dark when <body> first existed
 * (the first moment anything can paint) and in each of its first frames. */
async function recordFirstFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __atBody?: boolean; __frames: boolean[] };
    const dark = () => document.documentElement.classList.contains('dark');
    w.__frames = [];
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      w.__atBody = dark();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    const sample = () => {
      w.__frames.push(dark());
      if (w.__frames.length < 20) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** Whether this document was dark from <body> on, in every frame recorded. */
async function expectDarkFromTheFirstFrame(page: Page) {
  const first = () =>
    page.evaluate(() => {
      const w = window as unknown as { __atBody?: boolean; __frames: boolean[] };
      return { atBody: w.__atBody, frames: w.__frames };
    });
  await expect.poll(async () => (await first()).frames.length).toBeGreaterThan(3);
  const { atBody, frames } = await first();
  expect(atBody, 'dark when <body> first exists').toBe(true);
  expect(
    frames.filter((dark) => !dark),
    'frames in light',
  ).toEqual([]);
}

/** The relative luminance of the page's background (0 black, 1 white), as painted. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

test('Dark chosen in Appearance outlives Log out: the signed-out pages and the next sign-in are dark from the first frame', async ({
  page,
  context,
}) => {
  const harper = { provider: 'soe', email: 'harper.quinn@soe.demo', name: 'Harper' };
  await page.emulateMedia({ colorScheme: 'light' }); // the device says light: only the choice makes it dark
  await recordFirstFrames(page);
  await openSignedInAtIdp(page, harper.provider, harper.email, '/payments');
  const menu = page.getByRole('button', { name: `${harper.name}, user menu` });
  await menu.click();
  await page.getByRole('group', { name: 'Appearance' }).getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.keyboard.press('Escape');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Back from the IdP through the post-logout landing (/signout), whose response cleared the origin's storage.
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page).toHaveURL(shellUrl(harper.provider, '/signoutLms'));
  expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBeNull();
  expect(await storedUser(page)).toBeNull();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  await expectDarkFromTheFirstFrame(page); // the landing's load, which the success message is part of
  await page.screenshot({ path: 'test-results/signOut-soe-signed-out-dark.png' });
  await page.waitForURL(/^https:\/\/.*logout/);

  // The cookie that keeps it: a plain choice, on every path, and nothing else of the student's.
  const kept = (await context.cookies(shellUrl(harper.provider, '/'))).find(
    (c) => c.name === 'portal.colorScheme',
  );
  expect(kept).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax', httpOnly: false });

  // Signing in again (the password asked for: signed out at the IdP too): dark from the first frame.
  await page.goto(shellUrl(harper.provider, '/payments'));
  await signInAtIdp(page, harper.email);
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expectDarkFromTheFirstFrame(page);
  await menu.click();
  await expect(
    page.getByRole('group', { name: 'Appearance' }).getByRole('menuitemradio', { name: 'Dark' }),
  ).toBeChecked();
});

/** Both local IdPs, as the browser reaches them (the directory's pages and endpoints at its issuer's origin, the
 * user pool's on its domain). */
const IDP = new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${API_PORT}/idp/`);
const idpDown = (context: BrowserContext) => context.route(IDP, (route) => route.abort('connectionrefused'));

const PENDING_COOKIE = 'portal.signOutPending';

for (const { provider, email, name, width, logout } of [
  { provider: 'soe', email: 'ana.fifita@soe.demo', name: 'Ana', width: 360, logout: '/idp/cognito/logout' },
  {
    provider: 'yoobee',
    email: 'manaia.ruru@yoobee.demo',
    name: 'Manaia',
    width: 1280,
    logout: '/oauth2/v2.0/logout',
  },
])
  test(`the sign-in service unreachable at Log out (${provider}): signed out here and in every tab, /error/500 says what to do, and the next visit ends the IdP's session before any sign-in`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await openSignedInAtIdp(page, provider, email, '/payments');
    const other = await context.newPage();
    await stubExternalSites(other);
    await other.goto(shellUrl(provider, '/payments')); // signed in by the IdP's session
    await expect(other.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();

    await idpDown(context);
    if (width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Log out' }).click();
    } else {
      await page.getByRole('button', { name: `${name}, user menu` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    }

    await expect(page).toHaveURL(shellUrl(provider, '/error/500'));
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    const message = page.getByText(/^Signing out could not reach the sign-in service/);
    await expect(message).toContainText('(Failed to fetch)');
    await expect(message).toContainText('You are signed out of the portal on this device');
    await expect(message).toContainText(
      'On a shared or public computer, close every window of this browser now.',
    );
    await expect(message).toContainText('The portal finishes signing you out the next time you open it.');
    expect(await violations(page, { wcag22: true })).toEqual([]);
    await page.mouse.move(0, 400); // the pointer off the top bar (the menu's button was under it)
    await page.screenshot({
      path: `test-results/signOut-${provider}-${width}-error-light.png`,
      fullPage: true,
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.waitForFunction(() => document.getAnimations().length === 0); // the colours' transitions ended
    expect(await violations(page, { wcag22: true })).toEqual([]);
    await page.screenshot({
      path: `test-results/signOut-${provider}-${width}-error-dark.png`,
      fullPage: true,
    });

    // The portal's session is over: no tokens, nothing in storage, the other tab signed out, the top bar's Sign in.
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    await expect(other.getByText('You signed out of the portal in another tab or window.')).toBeVisible();
    expect(await storedUser(other)).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The pending sign-out's marker: no token in it, nor in any cookie of the portal.
    const cookies = await context.cookies(shellUrl(provider, '/'));
    expect(cookies.find((c) => c.name === PENDING_COOKIE)).toMatchObject({ value: 'failed', path: '/' });
    for (const cookie of cookies) expect(cookie.value).not.toMatch(/eyJ/);

    // While the IdP is down, a signed-in-only page asks to sign in, and signing in says it is unavailable.
    await page.goto(shellUrl(provider, '/payments'));
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Invoice / })).toHaveCount(0);

    // The IdP is back: opening /payments ends its session first, then its sign-in page asks for the password.
    await context.unroute(IDP);
    const idpPages: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && r.url().includes('/idp/') && idpPages.push(r.url()));
    await page.goto(shellUrl(provider, '/payments'));
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(idpPages.some((url) => new URL(url).pathname.endsWith(logout))).toBe(true);
    const signedOutAt = idpPages.findIndex((url) => new URL(url).pathname.endsWith(logout));
    expect(idpPages.slice(0, signedOutAt).filter((url) => /\/authorize/.test(url))).toEqual([]);
    for (const url of idpPages) expect(url).not.toMatch(/id_token_hint|eyJ/);
    expect((await context.cookies(shellUrl(provider, '/'))).map((c) => c.name)).not.toContain(PENDING_COOKIE);

    // The password signs in, back to the page asked for.
    await signInAtIdp(page, email);
    await expect(page).toHaveURL(shellUrl(provider, '/payments'));
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  });

test('the sign-in service never responding at Log out: "Signing out…" for no longer than the time limit, then /error/500', async ({
  page,
  context,
}) => {
  const { provider, email, name } = { provider: 'soe', email: 'ana.fifita@soe.demo', name: 'Ana' };
  // The deployment's portal.config.json with a 2 s request time limit.
  await page.route('**/portal.config.json', (route) =>
    route.fulfill({ json: { ...JSON.parse(readFileSync(CONFIG_FILE, 'utf8')), requestTimeoutMs: 2_000 } }),
  );
  await openSignedInAtIdp(page, provider, email, '/payments');
  await context.route(IDP, () => undefined); // accepted, never responded
  await page.getByRole('button', { name: `${name}, user menu` }).click();
  const started = Date.now();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Signing out…')).toBeVisible();
  await expect(page).toHaveURL(shellUrl(provider, '/error/500'));
  const waited = Date.now() - started;
  test.info().annotations.push({ type: 'error page after (ms)', description: String(waited) });
  expect(waited).toBeLessThan(4_000);
  await expect(page.getByText(/^Signing out could not reach the sign-in service/)).toContainText(
    '(No answer in time)',
  );
  expect(await storedUser(page)).toBeNull();
});

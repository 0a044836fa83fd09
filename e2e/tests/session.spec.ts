// Sessions that end everywhere and renew or fail cleanly, in real Chromium against the
// local IdPs. Token lifetimes are shortened by editing the stored session before a reload (the IdP's
// tokens live an hour), so every wait here is a few seconds.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { stubExternalSites } from '../support/auth';
import { openSignedIn, reloadWithSession, storedUser } from '../support/session';
import { shellUrl } from '../support/ports';

const ava = ACCOUNTS.ava;
const invoice = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
/** A value the test waits for, given later. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const userMenu = (page: Page) => page.getByRole('button', { name: `${ava.name}, user menu` });

test.beforeEach(async ({ page }) => stubExternalSites(page));

test('signing out in one tab signs out every other tab of the browser at once', async ({ page, context }) => {
  test.slow(); // two tabs, the IdP's sign-out round trip, and a sign-in page after it
  await openSignedIn(page, 'up-online', ava.email, '/payments');
  // A second tab signs in through the IdP's session, without the password.
  const second = await context.newPage();
  await stubExternalSites(second);
  await second.goto(shellUrl('up-online', '/payments'));
  await expect(invoice(second)).toBeVisible();
  await expect(userMenu(second)).toBeVisible();
  expect(await storedUser(second)).not.toBeNull();
  const idpVisits: string[] = [];
  second.on('framenavigated', (f) => f === second.mainFrame() && idpVisits.push(f.url()));

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const started = Date.now();
  await expect(userMenu(second)).toBeHidden({ timeout: 2_000 });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'other tab signed out after (ms)', description: String(elapsed) });

  // The other tab shows the signed-out state where it was, its data and tokens gone.
  await expect(second.getByText('You signed out of the portal in another tab or window.')).toBeVisible();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(invoice(second)).toBeHidden();
  expect(await storedUser(second)).toBeNull();
  expect(idpVisits).toEqual([]);
  await page.waitForURL(/^https:\/\/.*logout/);

  // Reloading it asks for the password (the IdP session ended too), never "no matching profile".
  await second.reload();
  await expect(second.getByLabel('Password')).toBeVisible();
});

test('a tab still loading its sign-in code when another tab signs out does not keep its session', async ({
  page,
  context,
}) => {
  test.slow(); // two tabs and a sign-out
  await openSignedIn(page, 'up-online', ava.email, '/payments');
  const second = await context.newPage();
  await stubExternalSites(second);
  await second.goto(shellUrl('up-online', '/payments'));
  await expect(userMenu(second)).toBeVisible();
  // The first tab's way to the IdP's sign-out waits (its landing back here empties the whole site's storage,
  // the second tab's too): the second tab has only the first tab's word that it signed out.
  const idpSignOut = held<Route>();
  await page.route(/\/idp\/cognito\/logout\?/, (route) => idpSignOut.resolve(route));
  // The second tab loads again, its sign-in code (the oidc chunk, which listens to the other tabs only once it
  // has run) held on its way.
  const chunk = held<Route>();
  await second.route(/\/oidc\.[0-9a-f]+\.js$/, (route) => chunk.resolve(route));
  const told = held<void>();
  await second.exposeFunction('e2eSignedOutElsewhere', () => told.resolve());
  void second.reload();
  const oidcChunk = await chunk.promise;
  await expect(second.getByRole('banner')).toBeVisible(); // its page has started, the chunk still held
  await second.evaluate(() => {
    const channel = new BroadcastChannel('portal.session');
    channel.onmessage = () =>
      void (window as unknown as { e2eSignedOutElsewhere: () => Promise<void> }).e2eSignedOutElsewhere();
  });

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await told.promise;
  await oidcChunk.continue();

  await expect(second.getByText('You signed out of the portal in another tab or window.')).toBeVisible();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(userMenu(second)).toBeHidden();
  await expect(invoice(second)).toBeHidden();
  expect(await storedUser(second)).toBeNull();
  await (await idpSignOut.promise).continue();
  await page.waitForURL(/^https:\/\/.*logout/);
});

test('/signoutLms shows the pending and then the success message before leaving', async ({ page }) => {
  // Every status message the shell's pages show, in order, across the IdP round trip (kept by the test, not in
  // the page's storage: the post-logout landing's Clear-Site-Data empties that).
  const statuses: string[] = [];
  await page.exposeFunction('e2eStatus', (text: string) => {
    if (statuses[statuses.length - 1] !== text) statuses.push(text);
  });
  await page.addInitScript(() => {
    if (!location.port || location.hostname === 'localhost') return; // the IdP's pages
    const record = () => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = (el as HTMLElement).innerText.trim();
        if (text) void (window as unknown as { e2eStatus: (t: string) => Promise<void> }).e2eStatus(text);
      }
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openSignedIn(page, 'up-online', ava.email, '/profile');
  statuses.length = 0;
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/signoutLms'));
  await expect
    .poll(() => statuses.filter((s) => s === 'Signing out…' || s === 'You are signed out.'))
    .toEqual(['Signing out…', 'You are signed out.']);
  // Then on to the learning platform's logout (by way of /signout), signed out everywhere.
  await page.waitForURL(/^https:\/\/.*logout/);
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a user menu opened before the route changes stays open', async ({ page }) => {
  await openSignedIn(page, 'up-online', ava.email, '/profile');
  await page.goto(shellUrl('up-online', '/'));
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await userMenu(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // The route changes only now, as after a link click whose page took a moment to render (a router
  // transition on a slow device); here the history changes under the open menu.
  await page.evaluate(() => {
    history.pushState(null, '', '/payments');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(invoice(page)).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('menu')).toBeVisible();
  // Choosing an item still closes it and moves focus to the new page's content.
  await page.getByRole('menuitem', { name: 'Payments' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  // Closing it with Escape works as before.
  await userMenu(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});

test('the open user menu stays under its button while the page scrolls (the top bar is sticky)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openSignedIn(page, 'up-online', ava.email, '/profile');
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(invoice(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await userMenu(page).click();
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  // A scroll under the open menu (content above that collapses, a message that hides itself): in the same frame,
  // before any re-positioning, the item must not move, or a click aimed at it lands elsewhere.
  const moved = await logOut.evaluate((item) => {
    const before = item.getBoundingClientRect().top;
    window.scrollBy(0, -200);
    return item.getBoundingClientRect().top - before;
  });
  expect(moved).toBe(0);
});

test('the session-timeout warning comes a minute ahead, and "Stay signed in" renews the session', async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ava.email, '/payments');
  await expect(invoice(page)).toBeVisible();
  const before = await storedUser(page);
  await reloadWithSession(page, { expiresIn: 63 });
  const loaded = Date.now();
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  const lead = Date.now() - loaded;
  const secondsLeft = Number((await warning.innerText()).match(/in (\d+) seconds/)?.[1]);
  test.info().annotations.push({
    type: 'warning shown (ms after load; seconds left)',
    description: `${lead}; ${secondsLeft}`,
  });
  expect(secondsLeft).toBeGreaterThanOrEqual(55);
  expect(secondsLeft).toBeLessThanOrEqual(61);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(invoice(page)).toBeVisible();
  await expect.poll(async () => (await storedUser(page))?.access_token).not.toBe(before?.access_token);
  expect((await storedUser(page))!.expires_at).toBeGreaterThan(Date.now() / 1000 + 30 * 60);

  // Escape in the warning means "Stay signed in" too.
  const renewed = await storedUser(page);
  await reloadWithSession(page, { expiresIn: 63 });
  await expect(warning).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect.poll(async () => (await storedUser(page))?.access_token).not.toBe(renewed?.access_token);
});

test('an unanswered warning ends the session in this tab, with a way back to the same page', async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ava.email, '/payments');
  await expect(invoice(page)).toBeVisible();
  // 8 s: the reload restores the session well within it even on a busy machine (a token already expired on
  // load is renewed silently, with no warning to answer).
  await reloadWithSession(page, { expiresIn: 8 });
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  // Nobody answers: the access token expires.
  const ended = page.getByRole('status').filter({ hasText: 'Your session has ended' });
  await expect(ended).toBeVisible({ timeout: 12_000 });
  await expect(warning).toBeHidden();
  await expect(invoice(page)).toBeHidden();
  await expect(userMenu(page)).toBeHidden();
  expect(await storedUser(page)).toBeNull();
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));

  // Signing in again (the IdP still knows the browser) comes back to the same page.
  await ended.getByRole('button', { name: 'Sign in again' }).click();
  await expect(invoice(page)).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
});

test('a failed silent renewal on load signs in again and comes back, with a message', async ({ page }) => {
  await openSignedIn(page, 'up-online', ava.email, '/payments?from=renewal');
  await expect(invoice(page)).toBeVisible();
  // An expired access token whose refresh token the IdP does not know.
  const idp: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && r.url().includes('/idp/') && idp.push(r.url()));
  await reloadWithSession(page, { expiresIn: -60, refreshToken: 'unknown-refresh-token' });
  await expect(page.getByText('Your session could not be renewed')).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/payments?from=renewal'));
  await expect(invoice(page)).toBeVisible();
  expect(idp.length).toBeGreaterThan(0); // it went through the IdP
  // The message is shown once.
  await page.reload();
  await expect(invoice(page)).toBeVisible();
  await expect(page.getByText('Your session could not be renewed')).toBeHidden();
});

test('"Stay signed in" whose renewal fails signs in again, with a message', async ({ page }) => {
  await openSignedIn(page, 'up-online', ava.email, '/payments');
  await expect(invoice(page)).toBeVisible();
  await reloadWithSession(page, { expiresIn: 30, refreshToken: 'unknown-refresh-token' });
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByText('Your session could not be renewed')).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
  await expect(invoice(page)).toBeVisible();
});

test('a sign-out started elsewhere (the post-logout landing) signs out the open tabs too', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'up-online', ava.email, '/payments');
  await expect(userMenu(page)).toBeVisible(); // signed in, not still restoring
  const second = await context.newPage();
  await stubExternalSites(second);
  // The learning platform ended the session and sent this browser to the portal's post-logout address.
  await second.goto(shellUrl('up-online', '/signout'));
  await second.waitForURL(/^https:\/\/.*logout/);
  await expect(userMenu(page)).toBeHidden({ timeout: 2_000 });
  await expect(page.getByText('You signed out of the portal in another tab or window.')).toBeVisible();
  // Signing in again from there starts a fresh session.
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(invoice(page)).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
});

// Sessions that end everywhere and renew or fail cleanly (issue 9 §4), in real Chromium against the
// local IdPs.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { stubExternalSites } from '../support/auth';
import { openSignedIn, signIn } from '../support/session';
import { shellUrl } from '../support/ports';

const ava = ACCOUNTS.ava;
const invoice = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
const userMenu = (page: Page) => page.getByRole('button', { name: `${ava.name}, user menu` });

/** The oidc-client-ts user kept in this tab's session storage (null when signed out). */
const storedUser = (page: Page) =>
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

test.beforeEach(async ({ page }) => stubExternalSites(page));

test('signing out in one tab signs out every other tab of the browser at once', async ({ page, context }) => {
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

test('/signoutLms shows the pending and then the success message before leaving', async ({ page }) => {
  // Every status message the shell's pages show, in order, across the IdP round trip.
  await page.addInitScript(() => {
    if (!location.port || location.hostname === 'localhost') return; // the IdP's pages
    const seen = (): string[] => JSON.parse(localStorage.getItem('e2e.statuses') ?? '[]');
    const record = () => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = (el as HTMLElement).innerText.trim();
        const list = seen();
        if (text && list[list.length - 1] !== text)
          localStorage.setItem('e2e.statuses', JSON.stringify([...list, text]));
      }
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(page, 'up-online', ava.email);
  await page.evaluate(() => localStorage.removeItem('e2e.statuses'));
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page).toHaveURL(shellUrl('up-online', '/signoutLms'));
  const statuses = await page.evaluate(() => JSON.parse(localStorage.getItem('e2e.statuses') ?? '[]'));
  const spec = (statuses as string[]).filter((s) => s === 'Signing out…' || s === 'You are signed out.');
  expect(spec).toEqual(['Signing out…', 'You are signed out.']);
  // Then on to the learning platform's logout (by way of /signout), signed out everywhere.
  await page.waitForURL(/^https:\/\/.*logout/);
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a user menu opened before the route changes stays open', async ({ page }) => {
  await signIn(page, 'up-online', ava.email);
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

test('a sign-out started elsewhere (the post-logout landing) signs out the open tabs too', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'up-online', ava.email, '/payments');
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

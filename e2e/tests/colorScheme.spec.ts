// The colour scheme: the device's setting is followed from the very first frame (the head script runs before the
// first paint, under the strict CSP), the student's choice in the user menu (desktop) or the burger drawer (phones)
// is kept on this device and outlives a reload and a new tab, Device follows a change of the device's setting at
// once, and the local IdPs' sign-in pages and the checkout simulator read in dark with no axe violation.
// Accounts: read-only use of the demo students (the checkout is opened and cancelled: nothing changes).
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { violations } from '../support/axe';
import { shellUrl } from '../support/ports';
import { openSignedIn } from '../support/session';

test.describe.configure({ timeout: 90_000 });

interface Frame {
  dark: boolean;
  colorScheme: string;
}
type Recorded = { __frames: Frame[]; __atBody?: Frame; __violations: string[] };

/** Records, from the document's creation on, the scheme in force when <body> first exists (the first moment
 * anything can paint) and before each of the first frames, and every CSP violation the page reports. */
async function recordFirstFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    const now = (): Frame => ({
      dark: document.documentElement.classList.contains('dark'),
      colorScheme: document.documentElement.style.colorScheme,
    });
    w.__frames = [];
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      w.__atBody = now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    const sample = () => {
      w.__frames.push(now());
      if (w.__frames.length < 20) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Recorded;
    return { atBody: w.__atBody, frames: w.__frames, violations: w.__violations };
  });

/** Whether the whole first load (from <body> on, every frame recorded) was in `scheme`. */
async function expectLoadedIn(page: Page, scheme: 'light' | 'dark') {
  await expect.poll(async () => (await recorded(page)).frames.length).toBeGreaterThan(3);
  const { atBody, frames } = await recorded(page);
  const expected = { dark: scheme === 'dark', colorScheme: scheme };
  expect(atBody, 'the scheme when <body> first exists').toEqual(expected);
  expect(
    frames.filter((f) => f.dark !== expected.dark),
    'frames in the other scheme',
  ).toEqual([]);
}

const html = (page: Page) => page.locator('html');

test('a device in dark opens the portal dark from the first frame, under the strict CSP', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstFrames(page);
  await page.goto(shellUrl('soe', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLoadedIn(page, 'dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  // The head script is a file of its own (hashed), loaded before main.js, with no inline script.
  const head = await page.evaluate(() =>
    Array.from(document.head.querySelectorAll('script')).map((s) => ({ src: s.src, defer: s.defer })),
  );
  expect(head[0]).toEqual({ src: expect.stringMatching(/\/head\.[0-9a-f]{8}\.js/), defer: false });
  // Named by its hash, so cached for a year like every hashed file.
  const { pathname, search } = new URL(head[0]!.src);
  const headFile = await page.request.get(shellUrl(undefined, pathname + search));
  expect(headFile.status()).toBe(200);
  expect(headFile.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await recorded(page)).violations).toEqual([]);

  // A device in light: light from the first frame.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLoadedIn(page, 'light');
});

test('Light chosen in the user menu turns the portal light and outlives a reload and a new tab', async ({
  page,
}) => {
  const { provider, email, name } = ACCOUNTS.ava;
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstFrames(page);
  await openSignedIn(page, provider, email, '/');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: `${name}, user menu` }).click();
  const group = page.getByRole('group', { name: 'Appearance' });
  await expect(group.getByRole('menuitemradio', { name: 'Device' })).toBeChecked();
  await page.screenshot({ path: 'test-results/colorScheme-user-menu-dark.png' });
  await group.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(group.getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
  await expect(group.getByRole('menuitemradio', { name: 'Device' })).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBe('light');
  // Operable by keyboard: the arrow keys move to Dark, Enter chooses it.
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: `${name}, user menu` })).toBeVisible();
  await expectLoadedIn(page, 'light');
  expect((await recorded(page)).violations).toEqual([]);

  const other = await page.context().newPage();
  await other.emulateMedia({ colorScheme: 'dark' });
  await other.goto(shellUrl(provider, '/'));
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html(other)).not.toHaveClass(/\bdark\b/);

  // A choice made in one tab applies in the other at once.
  await page.getByRole('button', { name: `${name}, user menu` }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html(other)).toHaveClass(/\bdark\b/);
});

test('Device follows a change of the device setting at once; a fixed choice does not', async ({ page }) => {
  const { provider, email, name } = ACCOUNTS.hemi;
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, provider, email, '/');
  const menu = page.getByRole('button', { name: `${name}, user menu` });
  await menu.click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.getByRole('menuitemradio', { name: 'Device' }).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBe('system');
  await page.keyboard.press('Escape');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await menu.click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(200);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

for (const { provider, email } of [ACCOUNTS.zoe, ACCOUNTS.tama])
  test(`at 360 px the burger drawer holds the choice (${provider}), as radio buttons`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.emulateMedia({ colorScheme: 'light' });
    await openSignedIn(page, provider, email, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const group = page.getByRole('group', { name: 'Appearance' });
    await expect(group.getByRole('radio', { name: 'Device' })).toBeChecked();
    await group.getByRole('radio', { name: 'Dark' }).check();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // By keyboard: the arrow keys move the choice within the group.
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Device' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: `test-results/colorScheme-${provider}-360-drawer-dark.png` });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `test-results/colorScheme-${provider}-360-dark.png`, fullPage: true });
  });

for (const provider of ['soe', 'yoobee'])
  test(`the IdP's sign-in page in dark (${provider}): dark colours, no axe violation, paste-friendly fields`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(shellUrl(provider, '/'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/idp\//);
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light dark',
    );
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(await violations(page, { wcag22: true })).toEqual([]);
    // After a failed attempt the email is kept (nothing asked twice), the error reads in dark.
    await page.getByLabel('Email').fill(`nobody.${provider}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(`nobody.${provider}@example.com`);
    expect(await violations(page, { wcag22: true })).toEqual([]);
    await page.screenshot({ path: `test-results/colorScheme-idp-${provider}-dark.png`, fullPage: true });
  });

test('the checkout simulator in dark: no axe violation', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, ACCOUNTS.hemi.provider, ACCOUNTS.hemi.email, '/payments');
  await page
    .getByRole('button', { name: /^Pay now: invoice / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
  expect(await violations(page, { wcag22: true })).toEqual([]);
  await page.screenshot({ path: 'test-results/colorScheme-checkout-dark.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
});

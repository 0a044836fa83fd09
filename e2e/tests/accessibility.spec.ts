import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { shellUrl } from '../support/ports';
import { violations } from '../support/axe';

for (const slug of ['up-online', 'yoobee', 'nz-institute-of-sport']) {
  test(`the welcome page has no WCAG A/AA violations (${slug})`, async ({ page }) => {
    await page.goto(shellUrl(slug));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the payments page has no WCAG A/AA violations, on a phone too', async ({ page }) => {
  await openSignedIn(page, 'nzma', 'losa.faleolo@nzma.demo', '/payments');
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page)).toEqual([]);
});

test('the menu and the payments page work from the keyboard alone', async ({ page }) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  await page.goto(shellUrl('up-online', '/'));
  const menu = page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  // Arrow keys move through the items; Enter follows the focused link.
  for (
    let i = 0;
    i < 5 &&
    !(await page
      .getByRole('menuitem', { name: 'Payments' })
      .evaluate((el) => el.matches('[data-highlighted]')));
    i++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(shellUrl('up-online', '/payments'));
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
});

test('the form gallery has no WCAG A/AA violations, with errors showing and on a phone', async ({ page }) => {
  // Three axe walks over every field of the form library, each with its messages: more than 45 s on a busy 2-core CI.
  test.slow();
  await page.goto(shellUrl('yoobee', '/dev/forms'));
  await expect(page.getByRole('heading', { level: 1, name: 'Form gallery' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'New Zealand Maori' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Every section's required messages on show.
  for (const submit of await page.getByRole('button', { name: 'Submit', exact: true }).all())
    await submit.click();
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page)).toEqual([]);
});

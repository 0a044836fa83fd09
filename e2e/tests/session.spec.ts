// Sessions that end everywhere and renew or fail cleanly (issue 9 §4), in real Chromium against the
// local IdPs.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { stubExternalSites } from '../support/auth';
import { signIn } from '../support/session';
import { shellUrl } from '../support/ports';

const ava = ACCOUNTS.ava;
const invoice = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
const userMenu = (page: Page) => page.getByRole('button', { name: `${ava.name}, user menu` });

test.beforeEach(async ({ page }) => stubExternalSites(page));

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

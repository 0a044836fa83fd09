import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/ports';

test('an unknown route goes to /error/404 with a way home', async ({ page }) => {
  await page.goto(shellUrl('up-online', '/no/such/page'));
  await expect(page).toHaveURL(shellUrl('up-online', '/error/404'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(shellUrl('up-online', '/'));
});

test('an error status that is not three digits is a 404', async ({ page }) => {
  await page.goto(shellUrl('up-online', '/error/12ab'));
  await expect(page).toHaveURL(shellUrl('up-online', '/error/404'));
  await page.goto(shellUrl('up-online', '/error/500'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
});

test('the page title comes from the path', async ({ page }) => {
  await page.goto(shellUrl('yoobee', '/error/404'));
  await expect(page).toHaveTitle(/^Error \| /);
});

test('the development configuration editor saves overrides and resets them', async ({ page }) => {
  await page.goto(shellUrl('up-online'));
  await page.getByRole('link', { name: 'Dev Config' }).click();
  await expect(page).toHaveURL(shellUrl('up-online', '/edit/config'));
  const editor = page.getByLabel('Configuration (JSON)');
  const config = JSON.parse(await editor.inputValue());
  config.pageSize = 3;
  await editor.fill(JSON.stringify(config, null, 2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Configuration (JSON)')).toContainText('"pageSize": 3');
  const stored = await page.evaluate(() => localStorage.getItem('portal.clientConfig'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ pageSize: 3 });

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Configuration (JSON)')).toContainText('"pageSize": 8');
  expect(await page.evaluate(() => localStorage.getItem('portal.clientConfig'))).toBeNull();
});

test('a remote that has not been built yet shows the unavailable fallback, not a blank page', async ({
  page,
}) => {
  await page.goto(shellUrl('up-online', '/case/support/general'));
  await expect(page.getByRole('alert')).toContainText('Support is unavailable');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

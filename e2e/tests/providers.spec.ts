import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/ports';

const look = async (page: import('@playwright/test').Page, slug: string) => {
  await page.goto(shellUrl(slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return {
    title: await page.title(),
    logo: await page.getByRole('banner').getByRole('img').first().getAttribute('alt'),
    favicon: await page.locator('link[rel="icon"]').getAttribute('href'),
    header: await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor),
    font: await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily),
  };
};

test('the provider comes from the host name: theme, logo, title and favicon differ', async ({ page }) => {
  const up = await look(page, 'up-online');
  await page.screenshot({ path: 'test-results/look-up-online.png', fullPage: true });
  const yoobee = await look(page, 'yoobee');
  await page.screenshot({ path: 'test-results/look-yoobee.png', fullPage: true });
  expect(up.title).not.toEqual(yoobee.title);
  expect(yoobee.title).toMatch(/Yoobee/);
  expect(up.logo).not.toEqual(yoobee.logo);
  expect(up.favicon).not.toEqual(yoobee.favicon);
  expect(up.header).not.toEqual(yoobee.header);
});

test('every provider host gets its own welcome', async ({ page }) => {
  for (const slug of ['iahealth', 'ichm', 'nz-institute-of-sport', 'nzma', 'soe', 'nzst', 'colab']) {
    await page.goto(shellUrl(slug));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible();
  }
});

test('narrow screens: the frame fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(shellUrl('nzma'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/look-nzma-mobile.png', fullPage: true });
});

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

test("a provider's own fonts draw its pages: asked for as the page starts, there from the next visit", async ({
  page,
}) => {
  // The glyphs' real font (Chromium's DevTools protocol), not the CSS value: a font that was late for the first
  // render is not used on that page (loadFonts in @portal/ui).
  const drawnIn = async (name: string) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: name });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts.map((font) => font.familyName).join(', ');
  };
  await page.goto(shellUrl('soe'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Its three fonts were requested as the page started (Fraunces 600, Figtree 400 and 700).
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.name),
  );
  expect(new Set(files).size).toBe(3);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await drawnIn('h1')).toMatch(/^Fraunces/);
  expect(await drawnIn('main p')).toMatch(/^Figtree/);
});

// A provider's global styles (Chakra's reset, the portal's global CSS and every token as a CSS variable, in both
// schemes) come as a style sheet the build wrote for it: the head script preloads it, main.js puts it in force
// before the first render, and the page's script writes none of them. When the sheet does not come, Chakra writes
// them as before: the same variables, the same look.
// Accounts: none (anonymous pages).
import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/ports';

const SHEET = /\/provider-[a-z0-9-]+\.[0-9a-f]{8}\.css$/;

/** Every CSS variable of Chakra's in force on <html> and <body>, and the body's own colours and font. */
const lookOf = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const [where, el] of [
      ['html', document.documentElement],
      ['body', document.body],
    ] as const) {
      const style = getComputedStyle(el);
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        if (name.startsWith('--chakra-') || name.startsWith('--global-'))
          out[`${where} ${name}`] = style.getPropertyValue(name);
      }
      for (const name of ['background-color', 'background-image', 'color', 'font-family', 'line-height'])
        out[`${where} ${name}`] = style.getPropertyValue(name);
    }
    return out;
  });

/** The style rules the page's script wrote (Emotion's style elements) that define a token. */
const scriptWrittenTokens = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('style[data-emotion]')].filter((el) =>
        [...((el as HTMLStyleElement).sheet?.cssRules ?? [])].some((rule) =>
          rule.cssText.includes('--chakra-colors-brand-solid:'),
        ),
      ).length,
  );

async function openWelcome(page: Page, slug: string, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(shellUrl(slug, '/'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

for (const slug of ['soe', 'yoobee']) {
  test(`${slug}: the global styles come from its sheet, one request, none written by script`, async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (SHEET.test(new URL(request.url()).pathname)) sheets.push(new URL(request.url()).pathname);
    });
    await openWelcome(page, slug, 'light');
    expect(sheets).toEqual([expect.stringMatching(new RegExp(`^/provider-${slug}\\.[0-9a-f]{8}\\.css$`))]);
    const inForce = await page.evaluate(
      (href) =>
        [...document.styleSheets].some(
          (sheet) =>
            sheet.href?.endsWith(href) &&
            [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-brand-solid:')),
        ),
      sheets[0]!,
    );
    expect(inForce).toBe(true);
    expect(await scriptWrittenTokens(page)).toBe(0);
  });

  test(`${slug}: without its sheet the page looks the same, light and dark`, async ({ page }) => {
    const withSheet: Record<string, Record<string, string>> = {};
    for (const scheme of ['light', 'dark'] as const) {
      await openWelcome(page, slug, scheme);
      withSheet[scheme] = await lookOf(page);
    }
    await page.route(SHEET, (route) => route.abort());
    for (const scheme of ['light', 'dark'] as const) {
      await openWelcome(page, slug, scheme);
      expect(await scriptWrittenTokens(page)).toBeGreaterThan(0);
      const without = await lookOf(page);
      expect(Object.keys(without).length).toBeGreaterThan(300);
      expect(without).toEqual(withSheet[scheme]);
    }
  });
}

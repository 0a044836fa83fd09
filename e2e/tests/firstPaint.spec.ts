// The first paint comes from the page's HTML: with main.js held on its way, a student already sees the provider's
// top bar with its logo and the footer with its name, in its colours and the scheme the device asks for. Once
// main.js comes, the app's own frame takes its place with the same top bar: same colour, height and logo box. On a
// page whose heading is the same for every student (the support page), the heading paints too, where and as the
// app's heading then stands: one heading of the page in the end. While the page's code is on its way, that heading
// stays where it is, with the busy message below it.
// Accounts: none (anonymous pages).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { remotePort, shellUrl } from '../support/ports';

const CASES = [
  { slug: 'yoobee', scheme: 'dark', width: 1280 },
  { slug: 'yoobee', scheme: 'light', width: 1280 },
  { slug: 'soe', scheme: 'light', width: 360 },
  { slug: 'soe', scheme: 'dark', width: 360 },
] as const;

/** The provider's name and its top bar's colour in `scheme`, from its document. */
function providerLook(slug: string, scheme: 'light' | 'dark') {
  const file = path.join(__dirname, '../../providers', slug, 'provider.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    theme: { header: { bg: string }; dark: { header: { bg: string } } };
  };
  const hex = (scheme === 'dark' ? doc.theme.dark : doc.theme).header.bg;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return { name: doc.name, headerBg: `rgb(${r}, ${g}, ${b})` };
}

/** The top bar's colour and height, and where its logo is. */
async function barOf(banner: Locator) {
  const logo = banner.getByRole('img').first();
  const box = (await logo.boundingBox())!;
  return {
    bg: await banner.evaluate((el) => getComputedStyle(el).backgroundColor),
    height: (await banner.boundingBox())!.height,
    logo: { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) },
  };
}

/** Which half of the page the footer's visible logo is in. */
async function footerLogoSide(page: Page, width: number): Promise<'left' | 'right'> {
  const box = await page.getByRole('contentinfo').locator('img:visible').first().boundingBox();
  if (!box) throw new Error('the footer shows no logo');
  return box.x + box.width / 2 > width / 2 ? 'right' : 'left';
}

/** Holds main.js on its way until the returned function is called. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { slug, scheme, width } of CASES) {
  test(`${slug}, ${scheme}, ${width} px: the frame paints before any script but the head's`, async ({
    page,
  }) => {
    const { name, headerBg } = providerLook(slug, scheme);
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    const release = await holdMainScript(page);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    await page.goto(shellUrl(slug, '/'), { waitUntil: 'commit' });

    const banner = page.getByRole('banner');
    const logo = banner.getByRole('img', { name });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(`© ${name}`);
    // The page holds every provider's logos: only this one's are fetched (one, or the light and the dark).
    const logos = await page
      .locator('header img')
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => getComputedStyle(img).display !== 'none')
          .map((img) => new URL((img as HTMLImageElement).src).pathname),
      );
    expect(new Set(pictures)).toEqual(new Set(logos));
    const before = await barOf(banner);
    expect(before.bg).toBe(headerBg);
    const footerSide = width >= 768 ? await footerLogoSide(page, width) : undefined;
    if (width === 360 || scheme === 'dark')
      await page.screenshot({
        path: `test-results/firstPaint-${slug}-${scheme}-${width}.png`,
        fullPage: true,
      });

    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    // The app's top bar: its logo is the link home, named by the provider.
    await expect(banner.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    const after = await barOf(banner);
    expect(after).toEqual(before);
    // From 48em the footer's logo is at the right, in the page's frame as in the app's.
    if (footerSide) {
      expect(footerSide).toBe('right');
      expect(await footerLogoSide(page, width)).toBe('right');
    }
  });
}

/** Where the page's main heading is and how it looks. */
async function headingOf(heading: Locator) {
  const box = (await heading.boundingBox())!;
  return {
    box: {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    },
    look: await heading.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.fontSize, style.fontWeight, style.lineHeight, style.color, style.textTransform];
    }),
  };
}

for (const { slug, scheme, width } of [CASES[0], CASES[2]]) {
  test(`${slug}, ${scheme}, ${width} px: the support page's heading paints before any script but the head's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    const release = await holdMainScript(page);
    await page.goto(shellUrl(slug, '/case/support/general'), { waitUntil: 'commit' });

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Support');
    const before = await headingOf(heading);
    await page.screenshot({ path: `test-results/firstPaint-support-${slug}-${scheme}-${width}.png` });

    release();
    // The app's page: its support text below the heading.
    await expect(page.getByRole('heading', { name: 'Prefer to talk to us?' })).toBeVisible();
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText('Support');
    expect(await headingOf(heading)).toEqual(before);
  });
}

/** Holds every file of the support remote (its origin) on its way until the returned function is called. */
async function holdSupportRemote(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^http://[^/]+:${remotePort('support')}/`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { slug, scheme, width } of [CASES[1], CASES[2]]) {
  test(`${slug}, ${width} px: the support page's heading stays in place while the page's code comes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    // Every frame until the page's content: the visible h1s' texts and boxes.
    await page.addInitScript(() => {
      const frames: string[][] = [];
      (window as unknown as { h1Frames: string[][] }).h1Frames = frames;
      const sample = () => {
        frames.push(
          [...document.querySelectorAll('h1')]
            .filter((h1) => h1.checkVisibility())
            .map((h1) => {
              const { x, y, width: w, height: h } = h1.getBoundingClientRect();
              return `${h1.textContent} ${[x, y, w, h].map(Math.round).join(',')}`;
            }),
        );
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const release = await holdSupportRemote(page);
    await page.goto(shellUrl(slug, '/case/support/general'), { waitUntil: 'commit' });

    // React has rendered the app's frame; the page's code is held: its busy state, below the page's heading.
    await expect(page.getByRole('status').filter({ hasText: 'Loading Support…' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText('Support');
    const before = await headingOf(heading);
    await page.screenshot({ path: `test-results/firstPaint-held-${slug}-${width}.png`, fullPage: true });

    release();
    await expect(page.getByRole('heading', { name: 'Prefer to talk to us?' })).toBeVisible();
    await expect(heading).toHaveCount(1);
    expect(await headingOf(heading)).toEqual(before);
    // From the heading's first frame (the HTML's) to the page's content, one heading in every frame, in the same box.
    const frames = await page.evaluate(() => (window as unknown as { h1Frames: string[][] }).h1Frames);
    const shown = frames.slice(frames.findIndex((h1s) => h1s.length > 0));
    expect(shown.length).toBeGreaterThan(1);
    expect(new Set(shown.map((h1s) => h1s.join(' | ')))).toEqual(new Set([shown[0]!.join(' | ')]));
  });
}

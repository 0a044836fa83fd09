// WCAG 2.2 AA on every route of every provider, in the light and the dark scheme: axe (wcag2a, wcag2aa, wcag21a,
// wcag21aa, wcag22aa) at 1280 and 360 px and nothing scrolling sideways at 320 px, anonymous (the welcome page, the
// support page where there is one, the local IdP's sign-in page) and signed in (every route of the provider's
// menus, the user menu, the burger drawer, the photo editor with its cropper, the forms with their messages, Pay
// now's checkout). One walk per provider reads both schemes: at each page or state it sweeps in the scheme in
// force, switches the device's scheme in place (the portal and the IdP's and checkout's pages follow it live) and
// sweeps again. A test collects everything of its provider, each finding named by provider, scheme and page, and
// fails once, listing it all. `--grep @a11y` runs the sweep alone; each test signs in as its provider's student
// and only reads.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProviderSlug } from '@portal/config';
import { stubExternalSites } from '../support/auth';
import { shellUrl } from '../support/ports';
import { openSignedIn } from '../support/session';
import {
  DESKTOP,
  PHONE,
  PROVIDERS,
  SCHEMES,
  STUDENTS,
  hasSupportPage,
  navigateInApp,
  quiet,
  routesOf,
  settled,
  sweepHere,
  setScheme,
  type Findings,
  type Scheme,
} from '../support/sweep';

const A11Y = { tag: '@a11y' };
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'avatar.png');

// The tests share nothing: two workers take them side by side. A test reads 56 to 80 pages and states.
test.describe.configure({ mode: 'parallel', timeout: 480_000 });

/** A provider's walk: its page, the scheme in force (each sweep switches it) and what it found. */
interface Walk {
  page: Page;
  slug: ProviderSlug;
  scheme: Scheme;
  found: Findings;
}

/** The page as it stands, in both schemes: swept in the scheme in force, then in the other, switched in place.
 * `open` is what must still show after the switch (an open menu). Findings name provider, scheme and `where`. */
async function sweepBoth(walk: Walk, where: string, widths: 'all' | 'current' = 'all', open?: Locator) {
  const { page, slug, found } = walk;
  await sweepHere(page, `${slug} ${walk.scheme} ${where}`, found, widths);
  walk.scheme = walk.scheme === 'light' ? 'dark' : 'light';
  await setScheme(page, walk.scheme);
  await quiet(page);
  if (open) await expect(open).toBeVisible();
  await sweepHere(page, `${slug} ${walk.scheme} ${where}`, found, widths);
}

/** The route's own states beyond its first view: a dialog or editor opened, a form's messages on show. */
async function sweepStates(walk: Walk, route: string) {
  const { page } = walk;
  const main = page.getByRole('main');
  if (route === '/profile') {
    await main.getByRole('button', { name: /^(Change photo|Add a photo)$/ }).click();
    const editor = page.getByRole('region', { name: 'Your photo' });
    await expect(editor.getByRole('button', { name: 'Choose an image' })).toBeVisible();
    await sweepBoth(walk, `${route} photo editor`);
    await editor.getByLabel('Image file').setInputFiles(FIXTURE);
    await expect(editor.getByRole('group', { name: /^Crop area/ })).toBeVisible();
    await quiet(page);
    await sweepBoth(walk, `${route} cropper`);
  } else if (route === '/case/support/general' || route === '/case/support/withdraw') {
    const form = main.getByRole('form').last();
    await form.getByRole('button', { name: 'Send' }).click();
    await quiet(page);
    await sweepBoth(walk, `${route} with its messages`);
  } else if (route === '/payments') {
    const payNow = main.getByRole('button', { name: /^Pay now: invoice / }).first();
    if (!(await payNow.count())) return;
    await payNow.click();
    await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
    await sweepBoth(walk, `${route} checkout`);
    // Back to the portal: Cancel, or the way back of a checkout another spec's tab of this student has ended (an
    // invoice has one open checkout at a time).
    await page
      .getByRole('button', { name: 'Cancel' })
      .or(page.getByRole('link', { name: 'Return to the portal' }))
      .click();
    await expect(page).toHaveURL(/\/payments$/);
    await settled(page);
  }
}

/** The user menu (from md up) and the burger drawer (below), opened; each read as it stands, then closed. */
async function sweepMenus(walk: Walk, where: string) {
  const { page } = walk;
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /, user menu$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await quiet(page);
  await sweepBoth(walk, `${where} user menu`, 'current', page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await quiet(page);
  await sweepBoth(walk, `${where} burger drawer`, 'current', page.getByRole('dialog', { name: 'Menu' }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.setViewportSize(DESKTOP);
}

for (const slug of PROVIDERS) {
  test(`WCAG 2.2 AA on every route of ${slug}, light and dark`, A11Y, async ({ page }) => {
    const walk: Walk = { page, slug, scheme: SCHEMES[0], found: [] };
    await page.setViewportSize(DESKTOP);
    await setScheme(page, walk.scheme);

    // Anonymous: the welcome page, the support page where the provider has one, the IdP's sign-in page.
    await stubExternalSites(page);
    await page.goto(shellUrl(slug, '/'));
    await settled(page);
    await sweepBoth(walk, 'anonymous /');
    if (hasSupportPage(slug)) {
      await navigateInApp(page, '/case/support/general');
      await settled(page);
      await sweepBoth(walk, 'anonymous /case/support/general');
    }
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await sweepBoth(walk, 'IdP sign-in');

    // Signed in: every route, from the home page on, inside the app.
    const student = STUDENTS[slug]!;
    await openSignedIn(page, slug, student.email, '/');
    for (const route of routesOf(slug)) {
      if (route !== '/') await navigateInApp(page, route);
      await settled(page);
      await sweepBoth(walk, route);
      await sweepStates(walk, route);
    }
    await sweepMenus(walk, '/error/404');

    const { found } = walk;
    expect(found, `${found.length} WCAG 2.2 AA findings`).toEqual([]);
  });
}

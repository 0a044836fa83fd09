// WCAG 2.2 AA on every route of every provider, in the light and the dark scheme: axe (wcag2a, wcag2aa, wcag21a,
// wcag21aa, wcag22aa) at 1280 and 360 px and nothing scrolling sideways at 320 px, anonymous (the welcome page, the
// support page where there is one, the local IdP's sign-in page) and signed in (every route of the provider's
// menus, the user menu, the burger drawer, the photo editor with its cropper, the forms with their messages, Pay
// now's checkout). A test collects everything of its provider and scheme and fails once, listing it all.
// `--grep @a11y` runs the sweep alone; each test signs in as its provider's student and only reads.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
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
} from '../support/sweep';

const A11Y = { tag: '@a11y' };
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'avatar.png');

// The tests share nothing: two workers take them side by side.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/** The route's own states beyond its first view: a dialog or editor opened, a form's messages on show. */
async function sweepStates(page: Page, route: string, where: string, found: Findings) {
  const main = page.getByRole('main');
  if (route === '/profile') {
    await main.getByRole('button', { name: /^(Change photo|Add a photo)$/ }).click();
    const editor = page.getByRole('region', { name: 'Your photo' });
    await expect(editor.getByRole('button', { name: 'Choose an image' })).toBeVisible();
    await sweepHere(page, `${where} photo editor`, found);
    await editor.getByLabel('Image file').setInputFiles(FIXTURE);
    await expect(editor.getByRole('group', { name: /^Crop area/ })).toBeVisible();
    await quiet(page);
    await sweepHere(page, `${where} cropper`, found);
  } else if (route === '/case/support/general' || route === '/case/support/withdraw') {
    const form = main.getByRole('form').last();
    await form.getByRole('button', { name: 'Send' }).click();
    await quiet(page);
    await sweepHere(page, `${where} with its messages`, found);
  } else if (route === '/payments') {
    const payNow = main.getByRole('button', { name: /^Pay now: invoice / }).first();
    if (!(await payNow.count())) return;
    await payNow.click();
    await expect(page.getByRole('heading', { name: 'Card payment (development checkout)' })).toBeVisible();
    await sweepHere(page, `${where} checkout`, found);
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
async function sweepMenus(page: Page, where: string, found: Findings) {
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /, user menu$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await quiet(page);
  await sweepHere(page, `${where} user menu`, found, 'current');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await quiet(page);
  await sweepHere(page, `${where} burger drawer`, found, 'current');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.setViewportSize(DESKTOP);
}

for (const slug of PROVIDERS) {
  for (const scheme of SCHEMES) {
    test(`WCAG 2.2 AA on every route of ${slug}, ${scheme}`, A11Y, async ({ page }) => {
      const found: Findings = [];
      const at = (route: string) => `${slug} ${scheme} ${route}`;
      await page.setViewportSize(DESKTOP);
      await setScheme(page, scheme);

      // Anonymous: the welcome page, the support page where the provider has one, the IdP's sign-in page.
      await stubExternalSites(page);
      await page.goto(shellUrl(slug, '/'));
      await settled(page);
      await sweepHere(page, at('anonymous /'), found);
      if (hasSupportPage(slug)) {
        await navigateInApp(page, '/case/support/general');
        await settled(page);
        await sweepHere(page, at('anonymous /case/support/general'), found);
      }
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('Email')).toBeVisible();
      await sweepHere(page, at('IdP sign-in'), found);

      // Signed in: every route, from the home page on, inside the app.
      const student = STUDENTS[slug]!;
      await openSignedIn(page, slug, student.email, '/');
      for (const route of routesOf(slug)) {
        if (route !== '/') await navigateInApp(page, route);
        await settled(page);
        await sweepHere(page, at(route), found);
        await sweepStates(page, route, at(route), found);
      }
      await sweepMenus(page, at('/error/404'), found);

      expect(found, `${found.length} WCAG 2.2 AA findings`).toEqual([]);
    });
  }
}

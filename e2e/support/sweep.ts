// The WCAG 2.2 AA sweep's helpers (a11ySweep*.spec.ts, keyboard.spec.ts): the routes a provider offers, a page
// settled before axe reads it, axe at the desktop and phone widths, and WCAG's reflow (320 CSS px: 400% zoom).
import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_SLUGS, type ProviderSlug } from '@portal/config';
import { PROVIDERS as SETTINGS } from '@portal/config/providers';
import { violations } from './axe';

export const PROVIDERS = PROVIDER_SLUGS;
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Each provider's student whom the sweep signs in as (read-only: the sweep never saves, so it runs beside the
 * other specs): the first seeded student of the provider, with enrolments, invoices and files. */
export const STUDENTS: Record<ProviderSlug, { email: string }> = {
  'up-online': { email: 'ava.ngata@up-online.demo' },
  iahealth: { email: 'priya.sharma@iahealth.demo' },
  ichm: { email: 'mei.chen@ichm.demo' },
  'nz-institute-of-sport': { email: 'tamati.rangi@nz-institute-of-sport.demo' },
  nzma: { email: 'losa.faleolo@nzma.demo' },
  soe: { email: 'charlotte.evans@soe.demo' },
  yoobee: { email: 'hemi.walker@yoobee.demo' },
  nzst: { email: 'grace.taufa@nzst.demo' },
  colab: { email: 'aroha.parata@colab.demo' },
};

/** The path of each menu role a remote's contract gives it (mfe-*\/src/contract.ts); roles that leave the portal
 * (learning, logout) have none. */
const PATH_OF_ROLE: Record<string, string> = {
  settings: '/profile',
  grades: '/grades',
  myEnrolments: '/myEnrolments',
  payments: '/payments',
  files: '/files',
  support: '/case/support/general',
  library: '/library',
  policiesAndProcedures: '/policies',
  withdraw: '/case/support/withdraw',
};

/** The signed-in routes a provider offers: its home page, every route of its user and burger menus, and the
 * not-found page. */
export function routesOf(slug: ProviderSlug): string[] {
  const { menus } = SETTINGS[slug]!;
  const fromMenus = [...menus.user, ...menus.burger].flatMap((role) => PATH_OF_ROLE[role] ?? []);
  return ['/', ...new Set(fromMenus), '/error/404'];
}

/** Whether a provider has an anonymous support page (the general case route is open to everybody). */
export const hasSupportPage = (slug: ProviderSlug) => SETTINGS[slug]!.features.supportPage !== null;

/** The device's scheme (the setting the portal follows until the student chooses). */
export async function setScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  // The colour transitions the change starts begin with the next frames: two frames on, they are running, so
  // a later quiet() waits for them instead of reading colours midway.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The route's own content is there: its main heading shown, no busy message anywhere, no animation running
 * (axe would measure a colour midway through its transition). */
export async function settled(page: Page) {
  await expect(page.locator('main h1:not([data-swept])').first()).toBeVisible();
  await quiet(page);
}

/** No busy message, no animation running (an endless one, a spinner's, aside). */
export async function quiet(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-busy]') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { polling: 100 },
  );
}

/** Goes to a path inside the single-page app (the router follows history, as after a link's click): the scripts
 * already loaded stay, as when a student follows the menus. */
export async function navigateInApp(page: Page, path: string) {
  // The page that was there is marked: settled() waits for the next one's heading, not this one's.
  await page.evaluate(() =>
    document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-swept', '')),
  );
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };
/** WCAG 1.4.10 reflow: 1280 px at 400% zoom. */
export const ZOOMED = { width: 320, height: 256 };

/** The horizontal overflow of the page at its current width (0: nothing scrolls sideways), and the widest element
 * that sticks out, to name it. */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return null;
    let widest = '';
    let right = root.clientWidth;
    // An element inside a box that clips it (overflow other than visible) scrolls nothing.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > right && r.width > 0 && !clipped(el)) {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
      }
    }
    return `${overflow}px (${widest || 'unknown'} to ${Math.round(right)}px)`;
  });
}

/** What the sweep found: one line per violation, each named by where it was seen. */
export type Findings = string[];

/** Axe (WCAG 2.0/2.1/2.2 A and AA) at 1280 px, then at 360 px, then the reflow check at 320 px; leaves the page at
 * 1280 px. `widths: 'current'` reads the page as it stands only (an open menu that a resize would close). */
export async function sweepHere(
  page: Page,
  where: string,
  found: Findings,
  widths: 'all' | 'current' = 'all',
) {
  const record = (at: string, list: string[]) => {
    // Each page read is an annotation of the test (`axe`): the report counts what the sweep covered.
    test.info().annotations.push({ type: 'axe', description: `${where} @${at}: ${list.length}` });
    found.push(...list.map((v) => `${where} @${at}: ${v}`));
  };
  if (widths === 'current') {
    record(`${page.viewportSize()?.width}px`, await violations(page, { wcag22: true }));
    return;
  }
  // Each width is read from the top of the page, as it first shows: a control the test scrolled under the sticky
  // top bar (filling a form scrolls) would be read as a target the bar covers.
  const fromTop = () => page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await fromTop();
  record('1280px', await violations(page, { wcag22: true }));
  await page.setViewportSize(PHONE);
  await fromTop();
  await quiet(page);
  record('360px', await violations(page, { wcag22: true }));
  await page.setViewportSize(ZOOMED);
  const overflow = await sidewaysOverflow(page);
  if (overflow) found.push(`${where} @320px: reflow: the page scrolls sideways by ${overflow}`);
  await page.setViewportSize(DESKTOP);
}

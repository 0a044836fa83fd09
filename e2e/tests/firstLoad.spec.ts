// What a first visit loads. An anonymous visitor's page at `/` carries what it shows and nothing a signed-in
// student alone uses (the user menu, the burger drawer, dialogs, the focus trap, floating placement, the
// session warning): at most 150 KB of JavaScript gzipped, as a web server sends it. A signed-in student's menus
// load beside the session's restore, so they are there when the student is, with no wait after it.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_SLUGS } from '@portal/config';
import { ACCOUNTS } from '../support/accounts';
import { followRequests } from '../support/network';
import { shellUrl } from '../support/ports';
import { restoreSession } from '../support/session';

/** The most JavaScript an anonymous visitor's first page at `/` transfers besides its provider's document,
 * gzipped at level 6 (KB of 1024): the head script and main.js, the same for every provider. A guard against
 * signed-in code creeping back: what only a signed-in page runs belongs in the signed-in chunks. It holds what every
 * first page must run before its first render: the colour scheme from its cookie, the check for a sign-out the IdP
 * has not finished, remotes.json read and checked (a broken or oversized one refused, a candidate's share), the
 * membership check before any API call, the providers' registry, the service worker's registration and the offline
 * notice, the route's heading from its remote's contract, the provider's global style sheet put in force, the
 * portal's Lingui provider and the footer's versions, a stored session's restore started before the first render.
 * The goal is 150 KB: lower this as main.js shrinks. */
const MOST_KB = 160.2;
/** The most a provider's document (its look, menus and texts: `provider-<slug>.js`) adds, gzipped. */
const MOST_PROVIDER_KB = 1.6;

/** The code only a signed-in student uses is the shell's "signed-in" chunk, and its menus' "signed-in-menus". */
/** A provider's document, one chunk per provider. */
const PROVIDER_CHUNK = /\/provider-([a-z-]+)\.[0-9a-f]+\.js$/;
const SIGNED_IN_CHUNK = /\/signed-in\.[0-9a-f]+\.js$/;
const SIGNED_IN_MENUS_CHUNK = /\/signed-in-menus\.[0-9a-f]+\.js$/;

interface Script {
  url: string;
  gzip: number;
  requestedAt: number;
  text: string;
}

/** Zag's menu machine, in whichever chunk it comes (with the dialog, the drawer, the focus trap and floating
 * placement: @portal/ui's overlay parts). */
const hasMenuMachine = (s: Script) => s.text.includes('"menu:select"');

/** Every script the page loads, with its gzipped size and when it was requested. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script | null>[] = [];
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.set(request.url(), Date.now());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          gzip: gzipSync(body, { level: 6 }).length,
          requestedAt: requested.get(response.url()) ?? Date.now(),
          text: body.toString('utf8'),
        }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(scripts)).filter((s): s is Script => s !== null);
}

/** Keeps in `window.contentAt` when the page's content was there (its heading, nothing busy in the main area), in
 * the page's own time. */
const recordContentTime = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector('main');
      if (main?.querySelector('h1') && !main.querySelector('[data-busy]')) {
        (window as unknown as { contentAt: number }).contentAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });

for (const provider of PROVIDER_SLUGS)
  test(`an anonymous visitor's first page at / (${provider}) carries at most ${MOST_KB} KB of JavaScript besides its provider's ${MOST_PROVIDER_KB} KB, and no signed-in code`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const quiet = followRequests(page);
    await page.goto(shellUrl(provider, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    // Whatever the page loads once it shows counts too: wait until the network is quiet.
    await quiet();

    const loaded = await scripts();
    const kbOf = (list: Script[]) => list.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const documents = loaded.filter((s) => PROVIDER_CHUNK.test(s.url));
    const list = loaded.map((s) => `${new URL(s.url).pathname} ${(s.gzip / 1024).toFixed(2)} KB`).join(', ');
    expect(
      documents.map((s) => PROVIDER_CHUNK.exec(s.url)![1]),
      list,
    ).toEqual([provider]);
    expect(kbOf(documents), list).toBeLessThanOrEqual(MOST_PROVIDER_KB);
    expect(kbOf(loaded) - kbOf(documents), list).toBeLessThanOrEqual(MOST_KB);
    expect(loaded.filter((s) => SIGNED_IN_CHUNK.test(s.url)).map((s) => s.url)).toEqual([]);
    expect(loaded.filter((s) => SIGNED_IN_MENUS_CHUNK.test(s.url)).map((s) => s.url)).toEqual([]);
    expect(loaded.filter(hasMenuMachine).map((s) => s.url)).toEqual([]);
  });

test("an anonymous visitor's support page, a remote's, carries no menu, dialog or drawer: @portal/ui shares them on demand", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const quiet = followRequests(page);
  await page.goto(shellUrl('yoobee', '/case/support/general'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await quiet();
  const loaded = await scripts();
  // The remote's own code came (the federation runtime and the page), but not the overlay parts.
  expect(loaded.some((s) => /remoteEntry\.js/.test(s.url))).toBe(true);
  expect(loaded.filter(hasMenuMachine).map((s) => s.url)).toEqual([]);
  expect(loaded.filter((s) => SIGNED_IN_MENUS_CHUNK.test(s.url)).map((s) => s.url)).toEqual([]);
});

/** A provider's chunk: its settings and theme. */

test("a first page loads its provider's chunk (settings and theme), and no other provider's, asked for by the head script beside main.js", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const quiet = followRequests(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() !== 'log' && m.type() !== 'info' && warnings.push(m.text()));
  await page.goto(shellUrl('yoobee', '/'));
  await expect(
    page.getByRole('heading', { name: 'Welcome to the Yoobee Colleges student portal' }),
  ).toBeVisible();
  await quiet();
  const providers = (await scripts()).map((s) => PROVIDER_CHUNK.exec(s.url)?.[1]).filter(Boolean);
  expect(providers).toEqual(['yoobee']);
  // One request, the head script's preload (a <link>), which the chunk loader's script then used: not a second
  // request, no integrity refusal, no "preloaded but not used".
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/provider-[a-z-]+\.[0-9a-f]+\.js$/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
  expect(warnings.filter((w) => /preload|integrity|provider-/i.test(w))).toEqual([]);
});

test("a provider's chunk lost on the way is asked for again, and the page shows", async ({ page }) => {
  // The first request is the head script's preload; the chunk loader's first try takes its failure, the second
  // try asks again, a second later.
  let lost = 0;
  let lostAt = 0;
  await page.route(PROVIDER_CHUNK, (route) => {
    if (lost++ >= 1) return route.fallback();
    lostAt = Date.now();
    return route.abort('connectionreset');
  });
  await page.goto(shellUrl('soe', '/'));
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  expect(lost).toBe(2);
  expect(Date.now() - lostAt).toBeGreaterThanOrEqual(1000); // shown after the try a second later, not at once
});

test("a provider's chunk that never arrives: the page says the portal could not load, and offers to try again", async ({
  page,
}) => {
  let asked = 0;
  await page.route(PROVIDER_CHUNK, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(shellUrl('soe', '/'));
  await expect(page.getByRole('alert')).toHaveText(
    'The portal could not load. Check your connection, then try again.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  expect(asked).toBe(2); // the head script's preload (the loader's first try), then one more try
  await page.unroute(PROVIDER_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});

test("a signed-in student's parts load beside the session's restore, before the student is known; the menus after", async ({
  page,
}) => {
  const { provider, email, name } = ACCOUNTS.ava;
  await restoreSession(page, provider, email);
  const scripts = recordScripts(page);
  let studentAskedAt = 0;
  let studentKnownAt = 0;
  page.on('request', (request) => {
    if (!studentAskedAt && request.url().includes('/v1/secure/student')) studentAskedAt = Date.now();
  });
  page.on('response', (response) => {
    if (!studentKnownAt && response.url().includes('/v1/secure/student')) studentKnownAt = Date.now();
  });
  await page.goto(shellUrl(provider, '/'));

  const menu = page.getByRole('button', { name: `${name}, user menu` });
  await expect(menu).toBeVisible();
  const chunk = (await scripts()).find((s) => SIGNED_IN_CHUNK.test(s.url));
  expect(chunk, 'the signed-in chunk').toBeDefined();
  expect(studentAskedAt, 'the student was asked for').toBeGreaterThan(0);
  // Requested at start, not once the student had loaded.
  expect(chunk!.requestedAt).toBeLessThanOrEqual(studentAskedAt);
  // The menus (menu, drawer, dialog, focus trap, floating placement) once the student is known: on a phone's
  // bandwidth they come after what the page shows, not before it.
  const menus = (await scripts()).find((s) => SIGNED_IN_MENUS_CHUNK.test(s.url));
  expect(menus, 'the signed-in menus chunk').toBeDefined();
  expect(studentKnownAt, 'the student arrived').toBeGreaterThan(0);
  expect(menus!.requestedAt).toBeGreaterThanOrEqual(studentKnownAt);
  // Their menu, dialog and drawer parts with them, not before.
  const machine = (await scripts()).find(hasMenuMachine);
  expect(machine, "the menu's machine").toBeDefined();
  expect(machine!.requestedAt).toBeGreaterThanOrEqual(studentKnownAt);

  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Payments' })).toBeVisible();
});

test('a signed-in page asks for the menus once its own content is shown, not beside its reads', async ({
  page,
}) => {
  const { provider, email, name } = ACCOUNTS.ava;
  await restoreSession(page, provider, email);
  await recordContentTime(page);
  await page.goto(shellUrl(provider, '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  const menu = page.getByRole('button', { name: `${name}, user menu` });
  await expect(menu).toBeVisible();
  const { contentAt, menusAt } = await page.evaluate(() => ({
    contentAt: (window as unknown as { contentAt: number }).contentAt,
    menusAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/signed-in-menus\.[0-9a-f]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(contentAt).toBeGreaterThan(0);
  expect(menusAt, 'the menus chunk').toBeDefined();
  expect(menusAt!).toBeGreaterThanOrEqual(contentAt);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Payments' })).toBeVisible();
});

for (const [width, menuName] of [
  [1280, `${ACCOUNTS.ava.name}, user menu`],
  [360, 'Open menu'],
] as const) {
  test(`a keyboard student who reaches the menu's place before the menus arrive is taken to the menu (${width} px)`, async ({
    page,
  }) => {
    const { provider, email } = ACCOUNTS.ava;
    await page.setViewportSize({ width, height: 800 });
    await restoreSession(page, provider, email);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIGNED_IN_MENUS_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(shellUrl(provider, '/payments'));
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    // The skip link, the logo, then the menu's place: a busy button (the first key press also asks for the menus).
    const placeholder = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    // Its spinner shows to a student who has reached it only.
    const spinner = placeholder.locator('> *');
    await expect(placeholder).toBeVisible();
    await expect(spinner).toBeHidden();
    for (
      let tab = 0;
      tab < 4 && !(await placeholder.evaluate((el) => el === document.activeElement));
      tab += 1
    )
      await page.keyboard.press('Tab');
    await expect(placeholder).toBeFocused();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(spinner).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: menuName, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole(width === 1280 ? 'menuitem' : 'link', { name: 'Payments' })).toBeVisible();
  });
}

test("a signed-in student's first page asks for its data once the student is known, beside its own code, and once", async ({
  page,
}) => {
  const { provider, email } = ACCOUNTS.ava;
  await restoreSession(page, provider, email);
  const quiet = followRequests(page);
  const paymentReads: string[] = [];
  let asked: () => void = () => undefined;
  const paymentsAsked = new Promise<boolean>((resolve) => {
    asked = () => resolve(true);
  });
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/v1/secure/payment?')) {
      paymentReads.push(request.url());
      asked();
    }
  });
  // The payments page's own code is held back until its data has been asked for: only the shell's prefetch
  // (the page's contract names it) can ask while the page is not there. At most 10 s, so a shell that does not
  // ask fails below rather than hanging.
  let heldUntilAsked: boolean | undefined;
  await page.route(/\/__federation_expose_PaymentsPage\.[0-9a-f]+\.js$/, async (route) => {
    heldUntilAsked = await Promise.race([paymentsAsked, page.waitForTimeout(10_000).then(() => false)]);
    await route.continue();
  });
  await page.goto(shellUrl(provider, '/payments'));

  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible({ timeout: 20_000 });
  await quiet(); // a second read, had there been one, would have gone by now
  expect(heldUntilAsked, "the page's data was asked for before its code arrived").toBe(true);
  expect(paymentReads, 'asked for once: the page took the early answer').toHaveLength(1);
});

test("a signed-in page's wave of the shell's files fits one connection each: six at most (HTTP/1.1's per host)", async ({
  page,
}) => {
  const { provider, email } = ACCOUNTS.ava;
  await restoreSession(page, provider, email);
  await recordContentTime(page);
  await page.goto(shellUrl(provider, '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  // The scripts the shell's origin sent once main.js had run and before the page showed (the head script's
  // provider chunk came before): the sign-in, the signed-in parts with the student's load, swr, the API's call
  // table, the federation runtime and the modules it shares with other chunks.
  const { contentAt, wave } = await page.evaluate(() => {
    const { contentAt } = window as unknown as { contentAt: number };
    const wave = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= contentAt && new URL(entry.name).origin === location.origin)
      .map((entry) => new URL(entry.name).pathname)
      .filter(
        (path) =>
          path.endsWith('.js') && !/^\/(main|head\.[0-9a-f]+|provider-[a-z-]+\.[0-9a-f]+)\.js$/.test(path),
      )
      .sort();
    return { contentAt, wave };
  });
  expect(contentAt, 'the content was shown').toBeGreaterThan(0);
  // Nine before the sign-in's library, the student's load, swr and the federation runtime were each one file.
  expect(wave.length, wave.join(', ')).toBeLessThanOrEqual(6);
  expect(
    wave.filter((path) => /\/session\./.test(path)),
    'no chunk of its own for the load',
  ).toEqual([]);
  expect(
    wave.filter((path) => SIGNED_IN_CHUNK.test(path)),
    "the signed-in parts, with the student's load",
  ).toHaveLength(1);
});

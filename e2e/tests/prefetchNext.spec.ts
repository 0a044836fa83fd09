// The pages a student is likely to open next, fetched ahead (shell/src/menus/prefetchNext.ts, decision 0027), as the
// network shows it in the production build: nothing of another remote before the page's own content; after it, at
// idle, the menus' other remote pages (each remote's entry and each page's files, once, with the integrity hashes
// remotes.json gives); nothing at all on a connection that saves data, where hovering or focusing a menu item
// still starts its page's load; and a prefetched page opens from the browser's cache.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import type { RemoteDeclaration } from '@portal/remote-contract';
import { ACCOUNTS } from '../support/accounts';
import { remotePort, shellUrl } from '../support/ports';
import { restoreSession } from '../support/session';

/** Ava's (up-online) menus, by provider.json: the user menu's and the drawer's pages of a remote other than
 * /payments' own. */
const NEXT_PAGES = [
  ['profile', 'ProfilePage'],
  ['academic', 'GradesPage'],
  ['academic', 'EnrolmentsPage'],
  ['academic', 'FilesPage'],
  ['support', 'LibraryPage'],
  ['support', 'WithdrawPage'],
] as const;
const OTHER_REMOTES = ['profile', 'academic', 'support'] as const;

const originOf = (remote: (typeof OTHER_REMOTES)[number]) => `http://localhost:${remotePort(remote)}`;

/** A request as Chromium's network layer saw it: when (the test's phase), and whether the HTTP cache answered it. */
interface Sent {
  id: string;
  url: string;
  phase: string;
  cached: boolean;
  done: boolean;
  /** How it ended, for a failure's message: the status and where the response came from, or the error. */
  how?: string;
}

/** Every request of the tab over the DevTools protocol (its Network domain), tagged with the phase of the test. */
async function recordNetwork(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Map<string, Sent>();
  const state = { phase: 'sign-in', lastActivity: Date.now() };
  const touch = () => (state.lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    touch();
    if (!sent.has(requestId))
      sent.set(requestId, {
        id: requestId,
        url: request.url,
        phase: state.phase,
        cached: false,
        done: false,
      });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = sent.get(requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = sent.get(requestId);
    if (!request) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker)
      request.cached = true;
    const from = (['fromDiskCache', 'fromPrefetchCache', 'fromServiceWorker'] as const).filter(
      (k) => response[k],
    );
    request.how = `${response.status} ${from.join(' ') || 'network'} cache-control: ${response.headers['cache-control'] ?? response.headers['Cache-Control'] ?? '-'}`;
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    touch();
    const request = sent.get(requestId);
    if (request) request.done = true;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    touch();
    const request = sent.get(requestId);
    if (request)
      Object.assign(request, { done: true, how: `failed: ${errorText}${canceled ? ' (cancelled)' : ''}` });
  });
  return {
    cdp,
    phase: (name: string) => (state.phase = name),
    /** Each request for `url` so far: its phase and how it ended. */
    history: (url: string) =>
      [...sent.values()].filter((r) => r.url === url).map((r) => `${r.phase}: ${r.how ?? 'no response'}`),
    /** The requests of a phase to an origin. */
    of: (phase: string, origin: string) =>
      [...sent.values()].filter((r) => r.phase === phase && r.url.startsWith(`${origin}/`)),
    /** Until no request is under way and none has started or ended for `ms`. */
    quiet: async (ms = 1000) => {
      await expect
        .poll(() => [...sent.values()].every((r) => r.done) && Date.now() - state.lastActivity >= ms, {
          timeout: 15_000,
          intervals: [100],
        })
        .toBe(true);
    },
  };
}

/** The scripts the page asks for with an integrity hash (fetch's option, a script or preload link's attribute), and
 * the moment (page clock) its main area first shows a heading with nothing busy: the page's content. */
const recordPage = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { asked: Record<string, string[]>; contentAt?: number };
    w.asked = {};
    const ask = (url: string, integrity: string | undefined) =>
      (w.asked[new URL(url, location.href).href] ??= []).push(integrity ?? '');
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      ask(input instanceof Request ? input.url : String(input), init?.integrity);
      return fetch.call(this, input, init);
    };
    new MutationObserver((records) => {
      for (const { addedNodes } of records)
        for (const node of addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) ask(node.src, node.integrity);
          if (node instanceof HTMLLinkElement && node.rel === 'preload') ask(node.href, node.integrity);
        }
      const main = document.querySelector('main');
      if (w.contentAt === undefined && main?.querySelector('h1') && !main.querySelector('[data-busy]'))
        w.contentAt = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });

/** A connection that saves data, as the shell reads it (navigator.connection, the Network Information API). */
const saveData = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    }),
  );

test("the menus' other pages are fetched once at idle after the page's content, not on Save-Data, and open from the cache", async ({
  page,
}) => {
  const { provider, email, name } = ACCOUNTS.ava;
  const net = await recordNetwork(page);
  await restoreSession(page, provider, email);
  await recordPage(page);
  // remotes.json: the deployed remotes by id.
  const remotes = (await (await page.request.get(shellUrl(undefined, '/remotes.json'))).json()) as Record<
    string,
    RemoteDeclaration
  >;
  const declaration = (id: string) => remotes[id]!;
  /** A page's files with their hashes: the remote's entry and the page's own scripts, as remotes.json lists them. */
  const filesOf = (id: string, pageName: string) => {
    const { entry, integrity, pages } = declaration(id);
    const entryUrl = new URL(entry!, shellUrl(provider)).href;
    return [
      { url: entryUrl, integrity: integrity ?? '' },
      ...(pages?.[pageName]?.js ?? []).map((f) => ({
        url: new URL(f.file, entryUrl).href,
        integrity: f.integrity ?? '',
      })),
    ];
  };
  const onTheWire = (phase: string, remote: (typeof OTHER_REMOTES)[number]) =>
    net.of(phase, originOf(remote)).filter((r) => !r.cached);

  // 1. Nothing of another remote before the page's content; its menus' pages at idle after it.
  net.phase('first page');
  await page.goto(shellUrl(provider, '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible({ timeout: 20_000 });
  const userMenu = page.getByRole('button', { name: `${name}, user menu` });
  await expect(userMenu).toBeVisible();
  const early = await page.evaluate((origins) => {
    const { contentAt } = window as unknown as { contentAt: number };
    return {
      contentAt,
      requested: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= contentAt && origins.includes(new URL(e.name).origin))
        .map((e) => e.name),
    };
  }, OTHER_REMOTES.map(originOf));
  expect(early.contentAt, "the page's content").toBeGreaterThan(0);
  expect.soft(early.requested, "another remote's files before the page's content").toEqual([]);

  const expected = NEXT_PAGES.flatMap(([id, pageName]) => filesOf(id, pageName));
  const unique = [...new Map(expected.map((f) => [f.url, f])).values()];
  await expect
    .soft(
      () => {
        const urls = new Set(
          OTHER_REMOTES.flatMap((r) => net.of('first page', originOf(r))).map((r) => r.url),
        );
        expect(unique.filter((f) => !urls.has(f.url)).map((f) => f.url)).toEqual([]);
      },
      { message: "the menus' other pages' entries and files, fetched ahead at idle" },
    )
    .toPass({ timeout: 20_000, intervals: [250] });
  await net.quiet();
  for (const remote of OTHER_REMOTES) {
    // Once: neither a second request to its server nor a second read of the browser's cache.
    const urls = net.of('first page', originOf(remote)).map((r) => r.url);
    expect
      .soft(urls.length, `${remote}: each file asked for once (${urls.join(', ')})`)
      .toBe(new Set(urls).size);
  }
  const asked = await page.evaluate(() => (window as unknown as { asked: Record<string, string[]> }).asked);
  for (const { url, integrity } of unique)
    expect
      .soft(asked[url] ?? [], `${url} asked for with the hash remotes.json gives`)
      .toEqual(expect.arrayContaining([integrity]));
  for (const { url } of unique)
    expect.soft(asked[url]?.every(Boolean), `${url}: never without a hash`).toBe(true);

  // 2. A prefetched page (academic's grades) opens without asking its server for any of its remote's files.
  net.phase('open grades');
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Grades' }).click();
  await expect(page).toHaveURL(/\/grades$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('[data-busy]')).toHaveCount(0);
  const wire = onTheWire('open grades', 'academic');
  expect
    .soft(
      wire.map((r) => r.url),
      `the grades page's files: from the cache (${wire.map((r) => `${r.url}: ${net.history(r.url).join('; ')}`).join(' | ')})`,
    )
    .toEqual([]);

  // 3. With Save-Data nothing is fetched ahead; hovering or focusing a menu item starts that page's load.
  await saveData(page);
  await net.cdp.send('Network.clearBrowserCache');
  net.phase('save-data');
  await page.goto(shellUrl(provider, '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible({ timeout: 20_000 });
  await expect(userMenu).toBeVisible();
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }))),
  );
  await net.quiet();
  for (const remote of OTHER_REMOTES)
    expect
      .soft(
        net.of('save-data', originOf(remote)).map((r) => r.url),
        `${remote}: nothing ahead`,
      )
      .toEqual([]);

  await userMenu.click();
  for (const [how, item, remote, pageName] of [
    ['hover', 'Grades', 'academic', 'GradesPage'],
    ['focus', 'Library', 'support', 'LibraryPage'],
  ] as const) {
    net.phase(how);
    const link = page.getByRole('menuitem', { name: item });
    await (how === 'hover' ? link.hover() : link.focus());
    await expect
      .soft(
        () =>
          expect(net.of(how, originOf(remote)).map((r) => r.url)).toEqual(
            expect.arrayContaining(filesOf(remote, pageName).map((f) => f.url)),
          ),
        { message: `${how} of ${item}: its page's entry and files asked for` },
      )
      .toPass({ timeout: 10_000, intervals: [100] });
  }
});

// `pnpm bench:nav`: how quickly a signed-in student moves between the pages of the main menu on a phone, and how
// quickly the portal answers the menus, the wizard's Next and the table sorts (INP).
// Both builds (the federated portal and the single bundle of the same code), served compressed (brotli), Chromium throttled
// over CDP as Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower).
//
// Moving: every ordered pair of the main menu's pages (the user menu's links to pages of the portal, read from the
// page). A tab of a signed-in session opens a page cold and follows a path through every other page by the menu,
// as a student does; the paths are chosen so that, together, they take every pair once (an undirected zigzag
// decomposition of the pages, each path walked both ways). Before each click the tab rests until the network has
// been quiet for a second (a student reading the page; the portal's idle work happens then). A move is timed from
// the menu item's click (the event's own time stamp) to the next page's content: the page's main heading (a new
// `h1` in `main`, not the previous page's), on its route, with nothing in the main area busy.
//
// INP: the Event Timing API in the page (PerformanceObserver on 'event' entries, durationThreshold 16): per kind of
// interaction (opening the menu and choosing a page; the enrolment wizard's Next on its course step; the sort buttons of the tables
// on /files and /myEnrolments) the longest interaction of a run, median over runs.
//
// Prints each run, then per pair and build the median and spread, and the machine's load before and after.
// A figure, not a test:  pnpm bench:nav [--runs N] [--build federated|single-bundle] [--no-inp] [--no-build]
import os from 'node:os';
import {
  argValue,
  browser as launch,
  buildBoth,
  BUILDS,
  contentShown,
  newTab,
  serveBoth,
  signedInStorage,
  throttlePhone,
} from './benchLib.mjs';
import { SORTED_TABLES, instrument, longest, nextInp, sortInp, median, ms } from './benchInteractions.mjs';

const RUNS = Math.max(3, Number(argValue('--runs', 3)));
const builds = BUILDS.filter((b) => b.name === argValue('--build', b.name));
const WITH_INP = !process.argv.includes('--no-inp');
/** A move slower than this is counted as failed (the page did not show). */
const MOVE_TIMEOUT_MS = 60_000;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The main menu's pages, as the portal offers them to this student: the user menu's links within the portal. */
async function menuRoutes(chromium, origin, storage) {
  const { context, page } = await newTab(chromium, storage);
  await page.goto(`${origin}/profile`);
  await contentShown(page);
  await page.getByRole('button', { name: /user menu/ }).click();
  const hrefs = await page
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((a) => a.getAttribute('href')).filter((h) => h?.startsWith('/')));
  await context.close();
  return hrefs.filter((h) => !/^\/signout/.test(h));
}

/** Paths that together take every ordered pair of `n` pages once: the zigzag Hamiltonian paths of the complete
 * graph (n even; an odd n gets a page that is left out, which splits a path in two), each walked both ways. */
export function pairPaths(n) {
  const m = n % 2 ? n + 1 : n;
  const zigzag = [0];
  for (let k = 1; zigzag.length < m; k++) {
    zigzag.push(k);
    if (zigzag.length < m) zigzag.push(m - k);
  }
  const paths = [];
  for (let r = 0; r < m / 2; r++) {
    const path = zigzag.map((v) => (v + r) % m);
    for (const walk of [path, [...path].reverse()]) {
      let piece = [];
      for (const v of walk) {
        if (v >= n) {
          if (piece.length > 1) paths.push(piece);
          piece = [];
        } else piece.push(v);
      }
      if (piece.length > 1) paths.push(piece);
    }
  }
  return paths;
}

/** Clicks the menu item of `route` and waits for its content; returns the milliseconds from the click. Throws when
 * the page is still (or again) on `from` 3 s after the click: the move did not happen. */
async function move(page, from, route) {
  await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    window.__before = h1;
    window.__movedAt = undefined;
  });
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.locator(`[role="menuitem"][href="${route}"]`).click();
  const outcome = await page.waitForFunction(
    ({ path, from }) => {
      const on = (p) => location.pathname === p || location.pathname.startsWith(`${p}/`);
      const main = document.querySelector('main');
      const h1 = main?.querySelector('h1');
      const shown = on(path) && h1 && h1 !== window.__before && !main.querySelector('[data-busy]');
      if (shown && window.__movedAt === undefined) window.__movedAt = performance.now();
      if (shown) return 'shown';
      return performance.now() - window.__lastClick > 3000 && on(from) ? 'stayed' : false;
    },
    { path: route, from },
    { timeout: MOVE_TIMEOUT_MS, polling: 'raf' },
  );
  if ((await outcome.jsonValue()) === 'stayed')
    throw new Error(`the page stayed on ${await page.evaluate(() => location.pathname)}`);
  return page.evaluate(() => ({
    ms: window.__movedAt - window.__lastClick,
    heading: document.querySelector('main h1')?.textContent ?? '',
  }));
}

/** One path of moves in a cold tab: each move's time, and the longest menu interaction. */
async function walk(chromium, origin, storage, routes) {
  const { context, page } = await newTab(chromium, storage);
  await throttlePhone(context, page);
  const rest = await instrument(page);
  await page.goto(`${origin}${routes[0]}`, { waitUntil: 'commit' });
  await contentShown(page, 120_000);
  const moves = [];
  let menuInp = 0;
  for (const route of routes.slice(1)) {
    await rest();
    const since = await page.evaluate(() => performance.now());
    const from = moves.at(-1)?.to ?? routes[0];
    try {
      const { ms, heading } = await move(page, from, route);
      await rest();
      menuInp = Math.max(menuInp, (await longest(page, since)) ?? 0);
      moves.push({ from, to: route, ms, heading });
    } catch (error) {
      // The move did not happen (the page stayed) or its page did not show within MOVE_TIMEOUT_MS: a failed move.
      // The path goes on from that page, opened by its address.
      moves.push({ from, to: route, ms: undefined, heading: `failed: ${String(error).split('\n')[0]}` });
      await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
      await page.waitForFunction(
        (path) => location.pathname.startsWith(path) && document.querySelector('main h1'),
        route,
        { timeout: MOVE_TIMEOUT_MS },
      );
    }
  }
  await context.close();
  return { moves, menuInp };
}

/** The wizard's Next (its first step) and the tables' sorts: the longest interaction of each. */
async function inpOf(chromium, origin, storage) {
  const next = await nextInp(chromium, origin, storage);
  let sort;
  let sorts = 0;
  for (const [route] of SORTED_TABLES) {
    const r = await sortInp(chromium, origin, storage, route);
    if (r?.inp !== undefined) sort = Math.max(sort ?? 0, r.inp);
    sorts += r?.sorts ?? 0;
  }
  return { next, sort, sorts };
}

const loadBefore = load();
// --no-build: the builds as they are (the single bundle is otherwise built again, as it follows the code).
if (!process.argv.includes('--no-build'))
  await buildBoth({ single: builds.some((b) => b.name === 'single-bundle') });
const stop = await serveBoth({ compress: true, single: builds.some((b) => b.name === 'single-bundle') });
const chromium = await launch();
const storage = Object.fromEntries(
  await Promise.all(builds.map(async (b) => [b.name, await signedInStorage(chromium, b.origin)])),
);
const routes = await menuRoutes(chromium, builds[0].origin, storage[builds[0].name]);
const paths = pairPaths(routes.length).map((p) => p.map((i) => routes[i]));
console.log(`\nThe main menu's pages: ${routes.join(' ')} (${routes.length * (routes.length - 1)} pairs)`);
console.log(`Throttled: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x; ${RUNS} runs; load ${loadBefore}`);

const moves = new Map(); // `${build} ${from} ${to}` -> ms[]
const failures = new Map(); // `${build} ${from} ${to}` -> failed runs
const began = Date.now();
const inp = Object.fromEntries(builds.map((b) => [b.name, { menu: [], next: [], sort: [] }]));
for (let run = 0; run < RUNS; run++) {
  for (const build of run % 2 ? [...builds].reverse() : builds) {
    for (const path of paths) {
      const { moves: done, menuInp } = await walk(chromium, build.origin, storage[build.name], path);
      inp[build.name].menu.push(menuInp);
      for (const m of done) {
        const key = `${build.name} ${m.from} ${m.to}`;
        if (m.ms !== undefined) moves.set(key, [...(moves.get(key) ?? []), m.ms]);
        else failures.set(key, (failures.get(key) ?? 0) + 1);
        console.log(
          `run ${run + 1} ${build.name.padEnd(13)} ${m.from.padEnd(14)} -> ${m.to.padEnd(14)} ${ms(m.ms).padStart(8)}  "${m.heading}"  (${Math.round((Date.now() - began) / 1000)} s, load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
    if (WITH_INP) {
      const r = await inpOf(chromium, build.origin, storage[build.name]);
      inp[build.name].next.push(r.next);
      inp[build.name].sort.push(r.sort);
      console.log(
        `run ${run + 1} ${build.name.padEnd(13)} INP: Next ${ms(r.next)}, ${r.sorts} sorts ${ms(r.sort)}`,
      );
    }
  }
}
await chromium.close();
stop();

const cell = (values, failed = 0) =>
  (values?.length
    ? `${ms(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`
    : 'n/a') + (failed ? `, ${failed} failed` : '');
console.log("\nFrom the menu click to the next page's content, median (min-max) of the runs:");
console.log(`| from | to | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`| --- | --- | ${builds.map(() => '---').join(' | ')} |`);
for (const from of routes)
  for (const to of routes)
    if (from !== to)
      console.log(
        `| ${from} | ${to} | ${builds.map((b) => cell(moves.get(`${b.name} ${from} ${to}`), failures.get(`${b.name} ${from} ${to}`))).join(' | ')} |`,
      );
console.log("\nPer build: the median of every move, the slowest pair's median, pairs over 1.0 s:");
for (const b of builds) {
  const all = [...moves].filter(([k]) => k.startsWith(`${b.name} `)).flatMap(([, v]) => v);
  const medians = [...moves].filter(([k]) => k.startsWith(`${b.name} `)).map(([, v]) => median(v));
  console.log(
    `  ${b.name.padEnd(13)} ${ms(median(all))}, slowest ${ms(Math.max(...medians))}, ${medians.filter((m) => m > 1000).length} of ${medians.length} pairs over 1.0 s`,
  );
}
console.log('\nINP (Event Timing, the longest interaction of a run), median (min-max) of the runs:');
console.log(`| interaction | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`| --- | ${builds.map(() => '---').join(' | ')} |`);
for (const [kind, label] of [
  ['menu', 'the user menu: open it, choose a page'],
  ...(WITH_INP
    ? [
        ['next', "the enrolment wizard's Next (first step)"],
        ['sort', 'the table sorts (/files, /myEnrolments)'],
      ]
    : []),
])
  console.log(
    `| ${label} | ${builds.map((b) => cell(inp[b.name][kind].filter((v) => v !== undefined))).join(' | ')} |`,
  );
console.log(
  `\nThe machine's load (1, 5, 15 min): before ${loadBefore}, after ${load()} (${os.cpus().length} cores)`,
);
process.exit(0);

// `pnpm bench:tap [from] [to] [--runs N] [--drawer] [--no-build]`: what a student's two taps on the top bar's menu
// cost, federated build, on the throttled phone of `pnpm bench:nav` (served compressed): a signed-in tab opens `from`
// (default /payments) and rests until its network is quiet; then it opens the user menu (1280 px; `--drawer`: the
// drawer, 360 px) and, once the network is quiet again, chooses the item of `to` (default /profile).
//
// Per tap: its INP (the Event Timing API: from the input to the paint that answers it, the tap's pointerdown,
// pointerup and click being one interaction), and React's commits until that paint with the components they rendered
// (through the hook React's DevTools use: ./benchReact.mjs); for the choice, also the move's time (from the click to
// the new page's content). Then the medians. The counts do not depend on the machine's load; the times do (printed).
// The hook walks React's whole tree at each commit, which adds to the taps' time here: take INP from `pnpm bench:inp`
// and `pnpm bench:nav`, the counts from here.
import os from 'node:os';
import {
  argValue,
  browser,
  buildBoth,
  BUILDS,
  contentShown,
  newTab,
  serveBoth,
  signedInStorage,
  throttlePhone,
  positionalArgs,
} from './benchLib.mjs';
import { instrument, median, ms, now } from './benchInteractions.mjs';
import { commitsBetween, watchReact } from './benchReact.mjs';

const [FROM = '/payments', TO = '/profile'] = positionalArgs(['--runs']);
const RUNS = Number(argValue('--runs', 3));
const DRAWER = process.argv.includes('--drawer');
const STARTS = process.argv.includes('--starts');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The longest interaction that started at or after `since` (page clock): its INP and its window (start to paint). */
const interactionSince = (page, since) =>
  page.evaluate((t) => {
    const byId = new Map();
    for (const e of window.__events.filter((e) => e.start >= t)) {
      const i = byId.get(e.id) ?? { start: e.start, end: 0 };
      i.start = Math.min(i.start, e.start);
      i.end = Math.max(i.end, e.start + e.duration);
      byId.set(e.id, i);
    }
    return [...byId.values()].sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  }, since);

/** The tap's INP, and React's commits and renders from its input to its paint. */
async function tapCost(page, since) {
  // The Event Timing entry comes after the paint.
  await page.waitForTimeout(500);
  const tap = await interactionSince(page, since);
  if (!tap) return { inp: undefined, commits: 0, renders: 0, by: {} };
  const commits = await commitsBetween(page, tap.start, tap.end);
  const by = {};
  for (const [, , , names] of commits)
    for (const [name, n] of Object.entries(names)) by[name] = (by[name] ?? 0) + n;
  const renders = commits.reduce((sum, [, n]) => sum + n, 0);
  if (STARTS)
    for (const [at, n, starts] of commits)
      console.log(`    commit at +${Math.round(at - tap.start)} ms, ${n} renders from ${starts}`);
  return { inp: tap.end - tap.start, commits: commits.length, renders, by };
}

const top = (by) =>
  Object.entries(by)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');

const build = BUILDS.find((b) => b.name === 'federated');
if (!process.argv.includes('--no-build')) await buildBoth({ single: false });
const stop = await serveBoth({ compress: true, single: false });
const chromium = await browser();
const storage = await signedInStorage(chromium, build.origin);
console.log(`${DRAWER ? 'The drawer' : 'The user menu'} on ${FROM}, then ${TO}; load ${load()}`);
const results = [];
for (let run = 1; run <= RUNS; run++) {
  const { context, page } = await newTab(chromium, storage);
  if (DRAWER) await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(watchReact);
  await throttlePhone(context, page);
  const rest = await instrument(page);
  await page.goto(`${build.origin}${FROM}`, { waitUntil: 'commit' });
  await contentShown(page, 120_000);
  await rest();
  const since = await now(page);
  await page.getByRole('button', { name: DRAWER ? 'Open menu' : /user menu/ }).click();
  await page.getByRole(DRAWER ? 'dialog' : 'menu').waitFor({ state: 'visible' });
  await rest();
  const open = await tapCost(page, since);
  await page.evaluate(() => (window.__before = document.querySelector('main h1')));
  const chosen = await now(page);
  await page.locator(DRAWER ? `[role="dialog"] a[href="${TO}"]` : `[role="menuitem"][href="${TO}"]`).click();
  await page.waitForFunction(
    (to) => {
      const main = document.querySelector('main');
      const h1 = main?.querySelector('h1');
      const shown = location.pathname.startsWith(to) && h1 && h1 !== window.__before;
      if (shown && !main.querySelector('[data-busy]')) window.__movedAt = performance.now();
      return window.__movedAt !== undefined;
    },
    TO,
    { polling: 'raf', timeout: 60_000 },
  );
  const move = await page.evaluate(() => window.__movedAt - window.__lastClick);
  const choose = await tapCost(page, chosen);
  await context.close();
  results.push({ open, choose, move });
  console.log(`\nrun ${run} (load ${os.loadavg()[0].toFixed(1)}), move ${ms(move)}`);
  for (const [label, r] of [
    ['open', open],
    ['choose', choose],
  ])
    console.log(
      `  ${label}: INP ${ms(r.inp)}, ${r.commits} React commits before its paint, ${r.renders} renders: ${top(r.by)}`,
    );
}
console.log(`\nmedians of ${RUNS} runs (load ${load()}):`);
for (const key of ['open', 'choose'])
  console.log(
    `  ${key}: INP ${ms(median(results.map((r) => r[key].inp)))}, commits ${median(results.map((r) => r[key].commits))}, renders ${median(results.map((r) => r[key].renders))}`,
  );
console.log(`  move: ${ms(median(results.map((r) => r.move)))}`);
await chromium.close();
stop();
process.exit(0);

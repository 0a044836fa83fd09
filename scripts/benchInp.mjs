// `pnpm bench:inp`: how quickly the portal answers a signed-in student's interactions on a phone (INP: interaction to
// next paint, the Event Timing API in the page: PerformanceObserver on 'event' entries, durationThreshold 16).
// Both builds (the federated portal and the single bundle of the same code), served compressed (brotli), Chromium throttled
// over CDP as Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower); each
// interaction in a cold tab of one signed-in session, once the page's content has shown and its network has been
// quiet for a second:
// - opening the user menu (1280 px) and the drawer (360 px) on /profile, each twice: the longer opening;
// - the enrolment wizard's Next on its first step (a course and an intake chosen);
// - the sorts of the grades table (/myEnrolments) and of the files table (/files): each sort button twice, the
//   longest. (The payments table does not sort.)
// Prints each run, then per interaction and build the median and spread, and the machine's load before and after.
// A figure, not a test:  pnpm bench:inp [--runs N] [--build federated|single-bundle] [--no-build] [--only menu,drawer,...]
import os from 'node:os';
import { argValue, browser as launch, buildBoth, BUILDS, serveBoth, signedInStorage } from './benchLib.mjs';
import { SORTED_TABLES, median, menuOpenInp, ms, nextInp, sortInp } from './benchInteractions.mjs';

const RUNS = Math.max(3, Number(argValue('--runs', 3)));
const builds = BUILDS.filter((b) => b.name === argValue('--build', b.name));
const single = builds.some((b) => b.name === 'single-bundle');

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The interactions, each measured in a tab of its own: [key, label, measure]. */
const INTERACTIONS = [
  ['menu', 'opening the user menu (1280 px)', (c, o, s) => menuOpenInp(c, o, s)],
  ['drawer', 'opening the drawer (360 px)', (c, o, s) => menuOpenInp(c, o, s, { drawer: true })],
  ['next', "the enrolment wizard's Next (first step)", (c, o, s) => nextInp(c, o, s)],
  ...SORTED_TABLES.map(([route, name]) => [
    route,
    `sorting ${name} (${route})`,
    async (c, o, s) => (await sortInp(c, o, s, route))?.inp,
  ]),
].filter(([key]) => !argValue('--only', '') || argValue('--only', '').split(',').includes(key));

const loadBefore = load();
if (!process.argv.includes('--no-build')) await buildBoth({ single });
const stop = await serveBoth({ compress: true, single });
const chromium = await launch();
const storage = Object.fromEntries(
  await Promise.all(builds.map(async (b) => [b.name, await signedInStorage(chromium, b.origin)])),
);
console.log(`\nThrottled: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x; ${RUNS} runs; load ${loadBefore}`);

const figures = Object.fromEntries(
  builds.map((b) => [b.name, Object.fromEntries(INTERACTIONS.map(([k]) => [k, []]))]),
);
const began = Date.now();
for (let run = 0; run < RUNS; run++)
  for (const build of run % 2 ? [...builds].reverse() : builds)
    for (const [key, label, measure] of INTERACTIONS) {
      const inp = await measure(chromium, build.origin, storage[build.name]);
      if (inp !== undefined) figures[build.name][key].push(inp);
      console.log(
        `run ${run + 1} ${build.name.padEnd(13)} ${label.padEnd(44)} ${ms(inp).padStart(8)}  (${Math.round((Date.now() - began) / 1000)} s, load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
await chromium.close();
stop();

const cell = (values) =>
  values.length
    ? `${ms(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`
    : 'n/a';
console.log('\nINP (Event Timing, the longest interaction of a run), median (min-max) of the runs:');
console.log(`| interaction | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`| --- | ${builds.map(() => '---').join(' | ')} |`);
for (const [key, label] of INTERACTIONS)
  console.log(`| ${label} | ${builds.map((b) => cell(figures[b.name][key])).join(' | ')} |`);
console.log(
  `\nThe machine's load (1, 5, 15 min): before ${loadBefore}, after ${load()} (${os.cpus().length} cores)`,
);
process.exit(0);

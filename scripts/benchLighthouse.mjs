// `pnpm bench:lighthouse [route ...] [--runs N]`: Lighthouse's mobile performance audit (its default profile:
// a Moto G Power sized screen, simulated slow 4G, a 4x slower CPU) of each route, on both builds served
// compressed, brotli (the federated portal and bench/single-bundle), a student signed in where the route needs
// it, as a first visit (cold cache: Lighthouse clears the browser cache before each run). The builds are
// interleaved run by run, so that a busier moment of the machine falls on both.
// Prints each run, then per route and build the median and the spread (min-max) of the performance score, first
// contentful paint, largest contentful paint, total blocking time and cumulative layout shift. A figure, not a test.
//   pnpm bench:lighthouse                        every route of `pnpm bench`, 3 runs each
//   pnpm bench:lighthouse /payments /enrol --runs 5
//   pnpm bench:lighthouse /payments --build federated          the federated build alone
//   pnpm bench:lighthouse /payments --repeat                 a repeat visit: the route loaded once first in the same
//                                     browser context (its service worker registered and in control), then audited
//                                     without clearing the cache or storage (Lighthouse's disableStorageReset)
//   pnpm bench:lighthouse /payments --save .var/lighthouse    also keeps each run's report (open in the
//                                     Lighthouse viewer; its main-thread and long-task audits say what blocked)
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {
  BUILDS,
  browser as launchPlaywright,
  benchRoutes,
  benchRowName,
  buildBoth,
  serveBoth,
  signedInStorage,
} from './benchLib.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib.mjs';

// Lighthouse drives Chromium through its own copy of Puppeteer (puppeteer-core: no browser download).
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1])) : 3;
const saveAt = args.indexOf('--save');
const SAVE = saveAt >= 0 ? path.resolve(args[saveAt + 1]) : undefined;
// `--build federated` (or single-bundle): that build alone, e.g. to interleave two mains' runs in one sitting.
const buildAt = args.indexOf('--build');
const builds = buildAt >= 0 ? BUILDS.filter((b) => b.name === args[buildAt + 1]) : BUILDS;
if (!builds.length) {
  console.error(`No such build. Builds: ${BUILDS.map((b) => b.name).join(' ')}`);
  process.exit(2);
}
const REPEAT = args.includes('--repeat');
const values = new Set([runsAt, saveAt, buildAt].filter((at) => at >= 0).map((at) => at + 1));
const asked = args.filter((a, i) => a.startsWith('/') && !values.has(i));
const routes = benchRoutes().filter(
  ({ route }) => route !== '/dev/forms' && (!asked.length || asked.includes(route)),
);
if (!routes.length) {
  console.error(
    `No such route. Routes: ${benchRoutes()
      .map((r) => r.route)
      .join(' ')}`,
  );
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One Lighthouse run of `url` in a new browser context (its own empty cache and storage); a signed-in route gets
 * the session's storage before the portal's first script runs, as a new tab of a signed-in session would. */
async function audit(browser, url, storage, saveAs) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (storage)
    await page.evaluateOnNewDocument((s) => {
      try {
        for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v);
      } catch {
        // about:blank, where Lighthouse starts, has no storage of its own.
      }
    }, storage);
  try {
    if (REPEAT) {
      // The first visit, then its service worker (registered at idle after the load) in control, if it has one.
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        if (!(await navigator.serviceWorker.getRegistration())) return;
        await navigator.serviceWorker.ready;
        for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
      });
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: REPEAT },
      undefined,
      page,
    );
    // Now and then the trace misses the navigation's start (NO_NAVSTART): the run says nothing of the page, and
    // is taken again (once, by the caller).
    if (result.lhr.runtimeError?.code === 'NO_NAVSTART') return undefined;
    const { audits, categories } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    if (saveAs) writeFileSync(saveAs, result.report);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
    };
  } finally {
    await context.close();
  }
}

const single = builds.some((b) => b.name === 'single-bundle');
await buildBoth({ single });
const stop = await serveBoth({ compress: true, single });

// A signed-in session per build, signed in through the local IdP's pages as a student would.
const playwright = await launchPlaywright();
const storages = {};
for (const build of builds) storages[build.name] = await signedInStorage(playwright, build.origin);
await playwright.close();

// Total blocking time is CPU time: on a machine busy with something else it grows, whatever the build.
const loadAtStart = loadavg()[0];
if (SAVE) mkdirSync(SAVE, { recursive: true });
// A browser per run: Chromium 156 drops the browser's DevTools session now and then after a Lighthouse run ("Session
// with given id not found" on the next context), and a run should not depend on the one before anyway.
const launch = () => puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const results = [];
/** A row's saved reports are named after it: `home-anon`, `home-signed-in`, `case-support-general-anon`. */
const fileName = (name) =>
  name
    .replace(/^\/(?=\s|$)/, 'home')
    .replace(/\W+/g, '-')
    .replace(/^-|-$/g, '');
for (const row of routes) {
  const { route, signedIn } = row;
  const name = benchRowName(row);
  for (let run = 1; run <= RUNS; run++) {
    for (const build of builds) {
      const url = `${build.origin}${route}`;
      const saveAs = SAVE && path.join(SAVE, `${fileName(name)}.${build.name}.${run}.json`);
      const once = async () => {
        const browser = await launch();
        return audit(browser, url, signedIn ? storages[build.name] : undefined, saveAs).finally(() =>
          browser.close(),
        );
      };
      const r = (await once()) ?? (await once());
      if (!r) {
        console.log(
          `${name.padEnd(30)} ${build.name.padEnd(13)} run ${run}: left out (the trace missed the navigation twice)`,
        );
        continue;
      }
      // A signed-in route that ended on another address (the sign-in prompt, an error page) measured the wrong page;
      // a page may go on to a sub-path by itself (the wizard writes its step: /enrol -> /enrol/course).
      const ended = new URL(r.finalUrl).pathname;
      if (ended !== route && !ended.startsWith(`${route.replace(/\/$/, '')}/`))
        throw new Error(`${url} ended at ${r.finalUrl}`);
      results.push({ name, build: build.name, ...r });
      console.log(
        `${name.padEnd(30)} ${build.name.padEnd(13)} run ${run}: score ${r.score}, FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, transfer ${(r.bytes / 1024).toFixed(1)} KB`,
      );
    }
  }
}
stop();

const stat = (xs, fmt) => `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`;
const METRICS = [
  ['score', (x) => String(Math.round(x))],
  ['fcp', (x) => `${(x / 1000).toFixed(1)} s`],
  ['lcp', (x) => `${(x / 1000).toFixed(1)} s`],
  ['tbt', (x) => `${Math.round(x)} ms`],
  ['cls', (x) => x.toFixed(3)],
  ['bytes', (x) => `${(x / 1024).toFixed(1)} KB`],
];
console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile ` +
    `(simulated slow 4G, 4x CPU), ${REPEAT ? 'repeat visit (warm cache and service worker)' : 'cold cache'}, brotli; median (min–max) of ${RUNS} runs; machine load ` +
    `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (${cpus().length} cores):`,
);
console.log(
  `${'route'.padEnd(30)} ${'build'.padEnd(13)} ${'score'.padEnd(14)} ${'FCP'.padEnd(20)} ${'LCP'.padEnd(20)} ${'TBT'.padEnd(28)} ${'CLS'.padEnd(22)} transfer`,
);
for (const row of routes)
  for (const build of builds) {
    const name = benchRowName(row);
    const rows = results.filter((r) => r.name === name && r.build === build.name);
    if (!rows.length) continue; // every run left out (said above)
    const cells = METRICS.map(([key, fmt]) =>
      stat(
        rows.map((r) => r[key]),
        fmt,
      ),
    );
    console.log(
      `${name.padEnd(30)} ${build.name.padEnd(13)} ${cells[0].padEnd(14)} ${cells[1].padEnd(20)} ${cells[2].padEnd(20)} ${cells[3].padEnd(28)} ${cells[4].padEnd(22)} ${cells[5]}`,
    );
  }
process.exit(0);

// `pnpm bench:lcp`: how fast a signed-in student's /payments shows, federated against the single bundle,
// on a slow phone: both builds served compressed (brotli), Chromium throttled over CDP (150 ms round trip, 1.6 Mbps
// down, 750 kbps up, CPU 4x slower), a new tab of a signed-in session each run, the two builds interleaved.
// Per run: LCP (largest-contentful-paint), content (the page's own content shown: its heading and nothing
// busy) and TTI (the end of the last long task before 5 s without one, at least the content time).
// Prints each run, then the medians of the per-run ratios (federated / single bundle) with min and max.
// A figure, not a test:  pnpm bench:lcp [route] [runs]   (default /payments, 15 runs).
import {
  BUILDS,
  browser as launch,
  buildBoth,
  contentShown,
  newTab,
  serveBoth,
  signedInStorage,
  throttlePhone,
} from './benchLib.mjs';

const ROUTE = process.argv[2] ?? '/payments';
const RUNS = Math.max(15, Number(process.argv[3] ?? 15));
const QUIET_MS = 5000;

async function run(chromium, origin, storage) {
  const { context, page } = await newTab(chromium, storage);
  await throttlePhone(context, page);
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${origin}${ROUTE}`, { waitUntil: 'commit' });
  const content = await contentShown(page, 120_000);
  // TTI: wait until the main thread has been free of long tasks for QUIET_MS.
  for (;;) {
    const { now, last } = await page.evaluate(() => ({
      now: performance.now(),
      last: Math.max(0, ...window.__longTasks),
    }));
    if (now - Math.max(last, content) >= QUIET_MS) {
      const lcp = await page.evaluate(() => window.__lcp);
      await context.close();
      return { lcp, content, tti: Math.max(content, last) };
    }
    await page.waitForTimeout(500);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

await buildBoth();
const stop = await serveBoth({ compress: true });
const chromium = await launch();
const storage = Object.fromEntries(
  await Promise.all(BUILDS.map(async (b) => [b.name, await signedInStorage(chromium, b.origin)])),
);
const results = { federated: [], 'single-bundle': [] };
const ms = (n) => `${Math.round(n)} ms`.padStart(8);
console.log(`\n${ROUTE}, signed in, throttled (150 ms RTT, 1.6 Mbps, CPU 4x), ${RUNS} runs per build:`);
console.log('run  build            LCP   content       TTI');
for (let i = 0; i < RUNS; i++) {
  for (const build of i % 2 ? [...BUILDS].reverse() : BUILDS) {
    const r = await run(chromium, build.origin, storage[build.name]);
    results[build.name].push(r);
    console.log(
      `${String(i + 1).padStart(3)}  ${build.name.padEnd(13)} ${ms(r.lcp)} ${ms(r.content)} ${ms(r.tti)}`,
    );
  }
}
await chromium.close();
stop();

console.log('\nPer-run ratios, federated / single bundle: median (min to max)');
for (const metric of ['lcp', 'content', 'tti']) {
  const ratios = results.federated.map((f, i) => f[metric] / results['single-bundle'][i][metric]);
  const medians = BUILDS.map((b) => Math.round(median(results[b.name].map((r) => r[metric]))));
  console.log(
    `  ${metric.padEnd(8)} ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)})   medians ${medians[0]} ms vs ${medians[1]} ms`,
  );
}
process.exit(0);

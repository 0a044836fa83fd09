// `pnpm bench`: the JavaScript a first visit transfers, gzipped, per route: the federated build (shell +
// remotes) against a single-bundle build of the same code (bench/single-bundle: one ordinary webpack build,
// route-level lazy chunks, no federation). A row for the landing page, every route of every built remote
// and the form gallery.
// Each route opens in a fresh chromium context (a signed-in route as a new tab of a signed-in session) and
// counts every JavaScript response until the route's own content is there (its main heading, nothing busy),
// plus any script already on its way then; each body is gzipped at level 6, as a web server would send it.
// "hops" is the longest chain of scripts where each one was requested only after the previous had arrived.
import { gzipSync } from 'node:zlib';
import {
  BUILDS,
  benchRoutes,
  benchRowName,
  browser as launch,
  buildBoth,
  contentShown,
  newTab,
  serveBoth,
  signedInStorage,
} from './benchLib.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function measure(chromium, origin, route, storage) {
  const { context, page } = await newTab(chromium, storage);
  const scripts = [];
  page.on('requestfinished', async (request) => {
    // A response still being read when the tab closes is not counted (it arrived after the content showed).
    const response = await request.response().catch(() => null);
    if (!/javascript/.test(response?.headers()['content-type'] ?? '')) return;
    const body = await response.body().catch(() => null);
    const timing = request.timing();
    if (body)
      scripts.push({
        url: request.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        start: timing.startTime,
        end: timing.startTime + timing.responseEnd,
      });
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
  const shownAt = await contentShown(page);
  // Scripts requested before the content showed may still be arriving: let them land. Those requested once it
  // had shown (what waits for the content, as the signed-in menus do) are not counted: the page's own resource
  // timings say which, on the clock its content time was read with.
  await page.waitForLoadState('load');
  await page.waitForTimeout(250);
  const before = new Set(
    await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= at)
          .map((entry) => entry.name),
      shownAt,
    ),
  );
  await context.close();
  scripts.splice(0, scripts.length, ...scripts.filter((s) => before.has(s.url)));
  // Sequential hops: each script waits for the longest chain of scripts that had all arrived before it started.
  const hops = new Map();
  for (const s of [...scripts].sort((a, b) => a.start - b.start))
    hops.set(s, 1 + Math.max(0, ...scripts.filter((q) => q.end <= s.start).map((q) => hops.get(q) ?? 0)));
  for (const s of scripts) s.hop = hops.get(s);
  return { scripts, hops: Math.max(0, ...hops.values()) };
}

await buildBoth();
const stop = await serveBoth();
const chromium = await launch();
// `pnpm bench -- /payments /profile` measures only those routes (while working on them); the figures to
// report come from the whole table.
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = benchRoutes().filter(({ route }) => !only.length || only.includes(route));
const rows = [];
for (const build of BUILDS) {
  const storage = await signedInStorage(chromium, build.origin);
  for (const row of routes) {
    const { route, signedIn } = row;
    const { scripts, hops } = await measure(chromium, build.origin, route, signedIn ? storage : undefined);
    const gzip = scripts.reduce((s, f) => s + f.gzip, 0);
    const name = benchRowName(row);
    rows.push({ build: build.name, name, files: scripts.length, gzip, hops });
    console.log(`\n${build.name} ${name}: ${scripts.length} JS files, ${kb(gzip)} gzipped, ${hops} hops`);
    const first = Math.min(...scripts.map((f) => f.start));
    // Each file with the hop it came in (1: the page's own script) and when it was requested.
    for (const f of scripts.sort((a, b) => a.hop - b.hop || b.gzip - a.gzip))
      console.log(
        `  hop ${f.hop}  ${kb(f.gzip).padStart(9)}  ${`${Math.round(f.start - first)} ms`.padStart(7)}  ${new URL(f.url).host}${new URL(f.url).pathname}`,
      );
    const twice = scripts.filter((f, i) => scripts.findIndex((q) => q.url === f.url) !== i);
    for (const f of twice) console.log(`  fetched twice: ${f.url}`);
  }
}
await chromium.close();
stop();

console.log('\nJavaScript a first visit transfers until the route shows its content, gzipped (level 6):');
console.log(`${'route'.padEnd(30)} federated               single bundle           ratio`);
for (const row of routes) {
  const name = benchRowName(row);
  const [fed, single] = BUILDS.map((b) => rows.find((r) => r.build === b.name && r.name === name));
  const cell = (r) => `${kb(r.gzip).padStart(9)} ${String(r.files).padStart(2)} files ${r.hops} hops`;
  console.log(`${name.padEnd(30)} ${cell(fed)}   ${cell(single)}   ${(fed.gzip / single.gzip).toFixed(3)}`);
}
process.exit(0);

// `pnpm bench`: the JavaScript a first visit transfers, gzipped, per route: the federated build (shell +
// remotes) against a single-bundle build of the same code (bench/single-bundle: one ordinary webpack build,
// route-level lazy chunks, no federation). A row for the landing page, every route of every built remote
// and the form gallery.
// Each route opens in a fresh chromium context (a signed-in route as a new tab of a signed-in session) and
// counts every JavaScript response until the route's own content is there (its main heading, nothing busy),
// plus any script already on its way then; each body is gzipped at level 6 (the measure of earlier rounds), and
// what the servers sent it as (scripts/serve.mjs --compress: the build's brotli copy to Chromium, which takes br).
// Every request takes a 100 ms round trip (Chromium's emulation, no bandwidth limit), so that a burst of requests
// counts as one hop (on loopback a small file arrives within a millisecond of being asked for).
// "hops" is the longest chain of scripts where each one was requested only after the previous had arrived: as the
// page asked for them (its resource timings), and in brackets on the wire (a request that waited for one of
// HTTP/1.1's six connections a host went out later, and may count one more).
// "floor" is the single bundle plus Module Federation's own bytes among the federated route's (its runtime and the
// remote entries: ./federationShare.mjs), over the single bundle: the lowest ratio a federated build could reach.
import { gzipSync } from 'node:zlib';
import { federationShare } from './federationShare.mjs';
import {
  BUILDS,
  OFFSET,
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
/** The round trip every request of the bench takes (see measure). */
const ROUND_TRIP_MS = 100;

async function measure(chromium, origin, route, storage) {
  const { context, page } = await newTab(chromium, storage);
  // Every request takes a round trip of ROUND_TRIP_MS (Chromium's own emulation; no bandwidth limit): on loopback
  // a small file arrives within a millisecond, and a file the page asks for a few milliseconds later in the same
  // burst would count as a hop after it. With a round trip, only a file asked for once another had arrived is.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const scripts = [];
  page.on('requestfinished', async (request) => {
    // A response still being read when the tab closes is not counted (it arrived after the content showed).
    const response = await request.response().catch(() => null);
    if (!/javascript/.test(response?.headers()['content-type'] ?? '')) return;
    const body = await response.body().catch(() => null);
    const timing = request.timing();
    const sizes = await request.sizes().catch(() => null);
    if (body && sizes)
      scripts.push({
        url: request.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        // The body's bytes on the wire, and their content coding.
        sent: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
        // Sent: once the request had a connection (requestStart, after any wait for one), on the browser's clock.
        start: timing.startTime + Math.max(0, timing.requestStart),
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
  // The page's own timings: when each file was asked for (a resource's startTime, before any wait for a free
  // connection) and when its last byte came.
  const asked = new Map(
    await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= at)
          .map((entry) => [entry.name, { start: entry.startTime, end: entry.responseEnd }]),
      shownAt,
    ),
  );
  await context.close();
  scripts.splice(0, scripts.length, ...scripts.filter((s) => asked.has(s.url)));
  for (const s of scripts) s.asked = asked.get(s.url);
  // Sequential hops: each script waits for the longest chain of scripts that had all arrived before it started.
  // On the wire (when its request went out: HTTP/1.1's six connections a host make a request wait for a free one)
  // and as asked (when the page asked for it: the chain of what waits for what, whatever the server speaks).
  const chain = (start, end, key) => {
    const hops = new Map();
    for (const s of [...scripts].sort((a, b) => start(a) - start(b)))
      hops.set(s, 1 + Math.max(0, ...scripts.filter((q) => end(q) <= start(s)).map((q) => hops.get(q) ?? 0)));
    for (const s of scripts) s[key] = hops.get(s);
    return Math.max(0, ...hops.values());
  };
  const hops = chain(
    (s) => s.start,
    (s) => s.end,
    'hop',
  );
  const askedHops = chain(
    (s) => s.asked.start,
    (s) => s.asked.end,
    'askedHop',
  );
  return { scripts, hops, askedHops };
}

await buildBoth();
const stop = await serveBoth({ compress: true });
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
    const { scripts, hops, askedHops } = await measure(
      chromium,
      build.origin,
      route,
      signedIn ? storage : undefined,
    );
    const gzip = scripts.reduce((s, f) => s + f.gzip, 0);
    const sent = scripts.reduce((s, f) => s + f.sent, 0);
    // The files not sent as brotli (no copy: it would not have been 90 % of the file or less).
    const notBrotli = scripts.filter((f) => f.encoding !== 'br').length;
    const name = benchRowName(row);
    // Module Federation's own bytes among them (./federationShare.mjs): what no single bundle can match.
    const share = build.name === 'federated' ? await federationShare(scripts, OFFSET) : undefined;
    rows.push({
      build: build.name,
      name,
      files: scripts.length,
      gzip,
      sent,
      notBrotli,
      hops,
      askedHops,
      share,
    });
    console.log(
      `\n${build.name} ${name}: ${scripts.length} JS files, ${kb(gzip)} gzipped, ${kb(sent)} sent, ${askedHops} hops as asked, ${hops} on the wire`,
    );
    const first = Math.min(...scripts.map((f) => f.asked.start));
    // Each file with the hop it came in as asked and on the wire (1: the page's own script), and when it was asked
    // for.
    for (const f of scripts.sort((a, b) => a.askedHop - b.askedHop || a.hop - b.hop || b.gzip - a.gzip))
      console.log(
        `  hop ${f.askedHop} (${f.hop})  ${kb(f.gzip).padStart(9)}  ${kb(f.sent).padStart(9)} ${f.encoding.padEnd(8)}  ${`${Math.round(f.asked.start - first)} ms`.padStart(7)}  ${new URL(f.url).host}${new URL(f.url).pathname}`,
      );
    const twice = scripts.filter((f, i) => scripts.findIndex((q) => q.url === f.url) !== i);
    for (const f of twice) console.log(`  fetched twice: ${f.url}`);
  }
}
await chromium.close();
stop();

console.log(
  '\nJavaScript a first visit transfers until the route shows its content, gzipped (level 6), and brotli: as the\n' +
    'servers sent it (a file not sent as br is counted as sent and named in brackets):',
);
console.log(
  `${'route'.padEnd(30)} federated               single bundle           ratio  floor  brotli: federated  single bundle  ratio`,
);
for (const row of routes) {
  const name = benchRowName(row);
  const [fed, single] = BUILDS.map((b) => rows.find((r) => r.build === b.name && r.name === name));
  const cell = (r) =>
    `${kb(r.gzip).padStart(9)} ${String(r.files).padStart(2)} files ${r.askedHops} (${r.hops}) hops`;
  // The floor: the single bundle plus federation's own bytes (the runtime and the remote entries), the lowest
  // ratio the federated build could reach if everything else were as lean as the single bundle.
  const own = fed.share.runtime + fed.share.entries;
  const sent = (r) => `${kb(r.sent)}${r.notBrotli ? ` (${r.notBrotli} not br)` : ''}`.padStart(17);
  console.log(
    `${name.padEnd(30)} ${cell(fed)}   ${cell(single)}   ${(fed.gzip / single.gzip).toFixed(3)}  ${((single.gzip + own) / single.gzip).toFixed(3)}  ${sent(fed)}  ${sent(single)}  ${(fed.sent / single.sent).toFixed(3)}`,
  );
}
console.log("\nFederation's own bytes per route (in the federated figure; no single bundle has them):");
for (const row of routes) {
  const { share } = rows.find((r) => r.build === 'federated' && r.name === benchRowName(row));
  console.log(
    `${benchRowName(row).padEnd(30)} runtime ${kb(share.runtime).padStart(9)}, remote entries ${kb(share.entries).padStart(9)}`,
  );
}
process.exit(0);

// `pnpm bench:profile [route] [--runs N] [--anon] [--starts] [--commits] [--out DIR]`: what the main thread does before a route's
// content on a cold load, the federated build on a throttled phone (CPU 4x slower, slow 4G, as `pnpm bench:lcp`),
// a student signed in unless --anon. Per run, from the navigation to the content (the route's heading, nothing
// busy): the long tasks (the page's Long Tasks API), React's commits and the components each rendered (through the
// hook React's DevTools use), the rules Emotion inserted, and a CPU profile (samples every 0.2 ms) mapped to the
// sources through each app's dist-maps/, bottom-up: the functions and modules that took the time, self and total.
// --starts: where each commit's renders started; --commits: the components each commit rendered. Then the medians over the runs. --out DIR keeps each run's profile (.cpuprofile: Chromium DevTools opens it).
// A figure, not a test: CPU time grows with the machine's load (printed).
import { readdirSync, readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import {
  BUILDS,
  browser,
  contentShown,
  newTab,
  serveBoth,
  signedInStorage,
  throttlePhone,
} from './benchLib.mjs';
import { watchReact } from './benchReact.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// @jridgewell/trace-mapping comes with Babel; the workspace does not name it.
const babelRequire = createRequire(createRequire(import.meta.url).resolve('@babel/core'));
const { TraceMap, originalPositionFor } = babelRequire('@jridgewell/trace-mapping');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const route = args.find((a) => a.startsWith('/')) ?? '/';
const RUNS = Number(option('--runs', 3));
const OUT = option('--out') && path.resolve(option('--out'));
const TOP = 20;

const mapFiles = new Map();
for (const dir of readdirSync(ROOT).filter((d) => existsSync(path.join(ROOT, d, 'dist-maps'))))
  for (const f of readdirSync(path.join(ROOT, dir, 'dist-maps')))
    mapFiles.set(f, path.join(ROOT, dir, 'dist-maps', f));
const maps = new Map();
function mapOf(url) {
  const name = `${url.split('?')[0].split('/').pop()}.map`;
  if (!maps.has(name))
    maps.set(name, mapFiles.has(name) ? new TraceMap(readFileSync(mapFiles.get(name), 'utf8')) : null);
  return maps.get(name);
}
/** A source's path without the bundler's prefix and the package store's folders. */
const short = (source) =>
  (source ?? '?')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^\.\.\//, '');
/** A profile's call frame as written: its function's name, and its source file and line. */
function where({ url, functionName, lineNumber, columnNumber }) {
  const map = url && mapOf(url);
  if (!map) return { fn: functionName || '(anonymous)', file: url ? url.split('/').pop() : functionName };
  const p = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  return {
    fn: p.name ?? (functionName || '(anonymous)'),
    file: short(p.source) + (p.line ? `:${p.line}` : ''),
  };
}

/** In the page, before its scripts: the long tasks. */
function watchLongTasks() {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
}

/** One cold load: the profile, the content's time and the page's counts. */
async function load(chromium, origin, storage) {
  const { context, page } = await newTab(chromium, storage);
  await page.addInitScript(watchLongTasks);
  await page.addInitScript(watchReact, { untilContent: true });
  const cdp = await throttlePhone(context, page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${route}`);
  const content = await contentShown(page);
  const { profile } = await cdp.send('Profiler.stop');
  const page_ = await page.evaluate(() => ({
    long: window.__long.filter(([start]) => start < window.__contentAt),
    commits: window.__commits,
    renders: window.__renders,
    emotionRules: [...document.querySelectorAll('style[data-emotion]')].reduce(
      (n, s) => n + (s.sheet?.cssRules.length ?? 0),
      0,
    ),
  }));
  await context.close();
  return { content, profile, ...page_ };
}

/** Self and total milliseconds per function and per module (a function counted once per sample's stack). */
function bottomUp(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const places = new Map();
  const place = (id) => {
    if (!places.has(id)) places.set(id, where(byId.get(id).callFrame));
    return places.get(id);
  };
  const tables = { fnSelf: new Map(), fnTotal: new Map(), modSelf: new Map(), modTotal: new Map() };
  const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (byId.get(id).callFrame.functionName === '(idle)') return;
    busy += ms;
    const { fn, file } = place(id);
    add(tables.fnSelf, `${fn}  ${file}`, ms);
    add(tables.modSelf, file.replace(/:\d+$/, ''), ms);
    const fns = new Set();
    const mods = new Set();
    for (let p = id; p !== undefined; p = parent.get(p)) {
      const at = place(p);
      fns.add(`${at.fn}  ${at.file}`);
      mods.add(at.file.replace(/:\d+$/, ''));
    }
    for (const key of fns) add(tables.fnTotal, key, ms);
    for (const key of mods) add(tables.modTotal, key, ms);
  });
  return { busy, ...tables };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const blocking = (long) => long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

const build = BUILDS.find((b) => b.name === 'federated');
const stop = await serveBoth({ compress: true, single: false });
const chromium = await browser();
const storage = args.includes('--anon') ? undefined : await signedInStorage(chromium, build.origin);
if (OUT) mkdirSync(OUT, { recursive: true });
const runs = [];
for (let run = 1; run <= RUNS; run++) {
  const r = await load(chromium, build.origin, storage);
  if (OUT) writeFileSync(path.join(OUT, `run${run}.cpuprofile`), JSON.stringify(r.profile));
  const t = bottomUp(r.profile);
  const renders = sum(Object.values(r.renders));
  runs.push({ ...r, ...t, renders });
  console.log(
    `\n=== run ${run}: content at ${Math.round(r.content)} ms, CPU busy ${Math.round(t.busy)} ms, load ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `long tasks before the content (start:ms): ${r.long.map(([s, d]) => `${s}:${d}`).join(' ')}\n` +
      `  ${r.long.length} tasks, ${sum(r.long.map(([, d]) => d))} ms, blocking (beyond 50 ms each) ${blocking(r.long)} ms`,
  );
  console.log(
    `React: ${r.commits.length} commits, ${renders} component renders (per commit: ${r.commits.map(([, n]) => n).join(' ')}); Emotion: ${r.emotionRules} rules`,
  );
  if (args.includes('--starts') || args.includes('--commits'))
    for (const [at, n, starts, names] of r.commits) {
      console.log(`  commit at ${at} ms, ${n} renders${args.includes('--starts') ? ` from ${starts}` : ''}`);
      if (args.includes('--commits'))
        console.log(
          `    ${Object.entries(names)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k}:${v}`)
            .join(' ')}`,
        );
    }
  const most = Object.entries(r.renders).sort((a, b) => b[1] - a[1]);
  console.log(
    `renders: ${most
      .slice(0, 30)
      .map(([k, v]) => `${k}:${v}`)
      .join(' ')}`,
  );
  for (const [title, table] of [
    ['self by function', t.fnSelf],
    ['total by function', t.fnTotal],
    ['self by module', t.modSelf],
    ['total by module', t.modTotal],
  ]) {
    console.log(`-- ${title}`);
    for (const [key, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(
        `${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / t.busy).toFixed(1).padStart(5)} %  ${key}`,
      );
  }
}
console.log(`\n=== medians of ${RUNS} runs (load ${loadavg()[0].toFixed(1)})`);
console.log(
  `content ${Math.round(median(runs.map((r) => r.content)))} ms, CPU busy ${Math.round(median(runs.map((r) => r.busy)))} ms, ` +
    `blocking ${median(runs.map((r) => blocking(r.long)))} ms, commits ${median(runs.map((r) => r.commits.length))}, ` +
    `component renders ${median(runs.map((r) => r.renders))}, Emotion rules ${median(runs.map((r) => r.emotionRules))}`,
);
const modules = new Set(
  runs.flatMap((r) => [...r.modTotal].filter(([, ms]) => ms / r.busy > 0.02).map(([m]) => m)),
);
console.log('-- total by module, share of the CPU busy time (median)');
for (const [m, share] of [...modules]
  .map((m) => [m, median(runs.map((r) => (r.modTotal.get(m) ?? 0) / r.busy))])
  .sort((a, b) => b[1] - a[1]))
  console.log(`${(100 * share).toFixed(1).padStart(5)} %  ${m}`);
await chromium.close();
stop();
process.exit(0);

// `pnpm bench:trace-nav [from] [to] [--runs N] [--no-build] [--no-trace] [--save DIR]`: where the time of one menu
// move goes on the throttled phone (`pnpm bench:nav`'s profile), federated build, served compressed. A signed-in tab
// opens `from` (default /payments), rests until its network is quiet (the idle prefetch of the menus' pages done),
// opens the user menu, then a Chromium trace (CDP Tracing with V8's sampling profiler) runs from the menu item's
// click to the content of `to` (default /profile; several, comma-separated, each from a new tab).
//
// Prints per run the move's time (from the click's time stamp to the new main heading, nothing busy), the main
// thread's busy time, its CPU samples by script file and the top functions by self time, and the requests that
// started after the click (in series or side by side). `--no-trace`: the move's time alone. `--save DIR` writes
// each trace's JSON, for Chrome's Performance panel.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  positionalArgs,
} from './benchLib.mjs';
import { instrument } from './benchInteractions.mjs';

const [FROM = '/payments', TARGETS = '/profile'] = positionalArgs(['--runs', '--save']);
const TRACE = !process.argv.includes('--no-trace');
const RUNS = Number(argValue('--runs', 3));
const SAVE = argValue('--save', undefined);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  // The JS stack of a style recalculation or layout that script forced.
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(no file)');

/** The page's main thread: the one that dispatched the click. */
const clickOf = (events) => events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');

/** Self time per script file and per function from the CPU profile of the page's main thread (ms); the service
 * worker's and other threads' profiles are left out. */
function profileShares(events, t0, t1) {
  const nodes = new Map();
  const byFile = new Map();
  const byFunction = new Map();
  const click = clickOf(events);
  const ids = new Set(
    events
      .filter((e) => e.name === 'Profile' && e.pid === click?.pid && e.tid === click?.tid)
      .map((e) => e.id),
  );
  let time;
  for (const e of events.filter(
    (e) => (e.name === 'Profile' || e.name === 'ProfileChunk') && ids.has(e.id) && e.pid === click?.pid,
  )) {
    if (e.name === 'Profile') time = e.args.data.startTime;
    const data = e.args.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data?.timeDeltas ?? [];
    (data?.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      if (time < t0 || time > t1) return;
      const ms = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
      const frame = nodes.get(id)?.callFrame ?? {};
      const file = frame.url ? short(frame.url) : `(${frame.functionName || 'native'})`;
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      const fn = `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber ?? ''}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    });
  }
  return { byFile, byFunction };
}

/** Main-thread time by top-level kind between t0 and t1 (µs trace clock), in ms. */
function mainThreadShares(events, t0, t1) {
  const main = clickOf(events);
  const tid = main?.tid;
  const pid = main?.pid;
  const kinds = new Map();
  for (const e of events) {
    if (e.tid !== tid || e.pid !== pid || e.ph !== 'X' || !e.dur) continue;
    if (e.ts + e.dur < t0 || e.ts > t1) continue;
    const key =
      e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule'
        ? `${e.name} ${short(e.args?.data?.url ?? e.args?.fileName)}`
        : e.name;
    if (
      !/^(EvaluateScript|v8\.compile|FunctionCall|TimerFire|EventDispatch|UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|MinorGC|MajorGC|V8\.GC|ParseHTML|FireAnimationFrame|RunMicrotasks|v8\.run|ParseAuthorStyleSheet|XHRReadyStateChange|HitTest|Commit|RunTask|ThreadControllerImpl::RunTask)/.test(
        key,
      )
    )
      continue;
    kinds.set(key, (kinds.get(key) ?? 0) + Math.min(e.ts + e.dur, t1) / 1000 - Math.max(e.ts, t0) / 1000);
  }
  return kinds;
}

function requests(events, t0, t1) {
  const sent = new Map();
  for (const e of events) {
    const d = e.args?.data;
    if (e.name === 'ResourceSendRequest' && e.ts >= t0 && e.ts <= t1)
      sent.set(d.requestId, { url: short(d.url), start: (e.ts - t0) / 1000, priority: d.priority });
    if (e.name === 'ResourceFinish' && sent.has(d.requestId)) {
      const r = sent.get(d.requestId);
      r.end = (e.ts - t0) / 1000;
      r.bytes = d.encodedDataLength;
    }
  }
  return [...sent.values()].sort((a, b) => a.start - b.start);
}

const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
const f = (ms) => `${ms.toFixed(0).padStart(6)} ms`;

const federated = BUILDS[0];
if (!process.argv.includes('--no-build')) await buildBoth({ single: false });
const stop = await serveBoth({ compress: true, single: false });
const chromium = await launch();
const storage = await signedInStorage(chromium, federated.origin);
console.log(
  `Trace ${FROM} -> ${TARGETS}, federated, throttled phone; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const times = new Map();
for (let run = 0; run < RUNS; run++)
  for (const TO of TARGETS.split(',')) {
    const { context, page } = await newTab(chromium, storage);
    const cdp = await throttlePhone(context, page);
    const rest = await instrument(page);
    await page.goto(`${federated.origin}${FROM}`, { waitUntil: 'commit' });
    await contentShown(page, 120_000);
    await rest();
    await page.getByRole('button', { name: /user menu/ }).click();
    await rest();
    const chunks = [];
    cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
    if (TRACE)
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: CATEGORIES },
        transferMode: 'ReportEvents',
      });
    await page.evaluate(() => {
      window.__before = document.querySelector('main h1');
      window.__movedAt = undefined;
    });
    await page.locator(`[role="menuitem"][href="${TO}"]`).click();
    await page.waitForFunction(
      (to) => {
        const main = document.querySelector('main');
        const h1 = main?.querySelector('h1');
        const shown =
          location.pathname.startsWith(to) &&
          h1 &&
          h1 !== window.__before &&
          !main.querySelector('[data-busy]');
        if (shown) {
          performance.mark('content-shown');
          window.__movedAt = performance.now();
        }
        return shown;
      },
      TO,
      { polling: 'raf', timeout: 60_000 },
    );
    const moveMs = await page.evaluate(() => window.__movedAt - window.__lastClick);
    times.set(TO, [...(times.get(TO) ?? []), moveMs]);
    if (!TRACE) {
      console.log(
        `run ${run + 1} ${FROM} -> ${TO}: ${moveMs.toFixed(0)} ms (load ${os.loadavg()[0].toFixed(1)})`,
      );
      await context.close();
      continue;
    }
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    await context.close();
    const events = chunks;
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(
        path.join(SAVE, `trace-${TO.slice(1)}-${run + 1}.json`),
        JSON.stringify({ traceEvents: events }),
      );
    }
    // The click's event and the content mark bound the window (trace clock, µs).
    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    const mark = events.find((e) => e.name === 'content-shown');
    const t0 = click?.ts ?? Math.min(...events.filter((e) => e.ts).map((e) => e.ts));
    const t1 = mark?.ts ?? t0 + moveMs * 1000;
    const { byFile, byFunction } = profileShares(events, t0, t1);
    const kinds = mainThreadShares(events, t0, t1);
    const total = (t1 - t0) / 1000;
    console.log(
      `\nrun ${run + 1}: ${moveMs.toFixed(0)} ms from the click (trace window ${total.toFixed(0)} ms)`,
    );
    console.log(' main thread by kind (top-level events, nested ones counted inside their parent too):');
    for (const [k, v] of top(kinds, 18)) console.log(`  ${f(v)}  ${k}`);
    const sampled = [...byFile.values()].reduce((a, b) => a + b, 0);
    console.log(` CPU samples by file (self time, ${sampled.toFixed(0)} ms sampled):`);
    for (const [k, v] of top(byFile, 14))
      console.log(`  ${f(v)}  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
    console.log(' top functions by self time:');
    for (const [k, v] of top(byFunction, 25)) console.log(`  ${f(v)}  ${k}`);
    console.log(' requests after the click (ms from the click: start–end, bytes on the wire):');
    for (const r of requests(events, t0, t1 + 5e6))
      console.log(
        `  ${f(r.start)} – ${r.end === undefined ? '   …' : f(r.end)}  ${String(r.bytes ?? '').padStart(7)}  ${r.priority ?? ''} ${r.url}`,
      );
  }
for (const [to, ms] of times) {
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${FROM} -> ${to}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)}), ${ms.length} runs`,
  );
}
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await chromium.close();
stop();
process.exit(0);

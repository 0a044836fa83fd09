// `pnpm bench`: the JavaScript a first visit transfers, gzipped, per route, for the federated build.
// Serves the production builds (profile e2e ports), opens each route in a fresh chromium context,
// records every JavaScript response and gzips its body (level 6, as a web server would) to count bytes.
//   node scripts/bench.mjs            (builds must exist: pnpm build)
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const SHELL = 'http://up-online.localhost:3100';
const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'ava.ngata@up-online.demo';
const PASSWORD = 'Portal-demo-2026';

const server = spawn('node', ['scripts/serve.mjs', '--profile', 'e2e'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('is up') && resolve());
  server.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function measure(route, signIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signIn) {
    await page.goto(`${SHELL}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(ACCOUNT);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/profile$/);
    // A new tab of the same session: what a returning, signed-in student downloads for this route.
    const state = await page.evaluate(() => JSON.stringify(sessionStorage));
    await page.close();
    const fresh = await context.newPage();
    await fresh.addInitScript((s) => {
      for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v);
    }, state);
    await context.clearCookies();
    return record(context, fresh, route);
  }
  return record(context, page, route);
}

async function record(context, page, route) {
  const files = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    try {
      const body = await response.body();
      files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      /* a response without a body (redirect) */
    }
  });
  await page.goto(`${SHELL}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return files;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = [];
for (const [route, signIn] of [
  ['/', false],
  ['/payments', true],
]) {
  const files = await measure(route, signIn);
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  results.push({ route, files: files.length, gzip, raw });
  console.log(`\n${route}: ${files.length} JS files, ${kb(gzip)} gzipped (${kb(raw)} raw)`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${kb(f.gzip).padStart(9)}  ${f.url.replace(/^https?:\/\/[^/]+/, (o) => o.replace(/^http:\/\//, ''))}`,
    );
}
console.log('\nroute        JS files   gzipped     raw');
for (const r of results)
  console.log(
    `${r.route.padEnd(12)} ${String(r.files).padStart(8)}   ${kb(r.gzip).padStart(9)}   ${kb(r.raw).padStart(9)}`,
  );

await browser.close();
server.kill('SIGTERM');
process.exit(0);

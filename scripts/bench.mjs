// `pnpm bench`: the JavaScript a first visit transfers, gzipped, per route — the federated build
// (shell + remotes) against a single-bundle build of the same code (bench/single-bundle: one ordinary
// webpack build, route-level lazy chunks, no federation).
// It builds what is missing, serves both (profile bench: ports +200, data reset), opens each route in a
// fresh chromium context, records every JavaScript response and gzips its body at level 6 (as a web
// server would). A signed-in route is measured as a new tab of a signed-in session.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import remotes from '../shared/federation/src/remotes.cjs';
import registry from '../shared/federation/src/apps.cjs';
import { ROOT, pnpm, fail, launchChromium } from './lib.mjs';

const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'ava.ngata@up-online.demo';
const PASSWORD = 'Portal-demo-2026';
const BUILDS = [
  { name: 'federated', origin: 'http://up-online.localhost:3200' },
  { name: 'single-bundle', origin: 'http://up-online.localhost:3290' },
];
const built = () =>
  existsSync(path.join(ROOT, 'shell/dist/index.html')) &&
  registry.remoteApps().every((app) => remotes.builtDeclaration(app));
if (!built() && (await pnpm('Build the federated apps', ['run', 'build'])) !== 0) fail('build failed');

// A row per route: the landing page, every route of every built remote (from its contract), and the
// development form gallery (every field of @portal/forms: what a form-heavy remote page costs).
const ROUTES = [
  { route: '/', signedIn: false },
  ...registry.remoteApps().flatMap((app) =>
    remotes.builtDeclaration(app).routes.map((r) => ({
      route: r.path.replace(/\/\*$/, ''),
      signedIn: r.access === 'signedIn',
      remote: app.name,
    })),
  ),
  { route: '/dev/forms', signedIn: false },
];
if (
  (await pnpm('Build the single bundle', [
    'exec',
    'webpack',
    '--config',
    'bench/single-bundle/webpack.config.js',
  ])) !== 0
)
  fail('single-bundle build failed');

const server = spawn('node', ['scripts/serve.mjs', '--profile', 'bench', '--single-bundle', '3290'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('is up') && resolve());
  server.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
});
// The static servers are up; wait for the API and its IdPs too.
for (let i = 0; ; i++) {
  const ok = await fetch('http://localhost:4200/v1/metadata').then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 120) fail('the local API did not start');
  await new Promise((r) => setTimeout(r, 500));
}
process.on('exit', () => server.kill('SIGTERM'));

const browser = await launchChromium();

async function signedInStorage(origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/profile$/);
  const storage = await page.evaluate(() => JSON.stringify(sessionStorage));
  await context.close();
  return storage;
}

async function measure(origin, route, storage) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (storage) {
    await page.addInitScript((s) => {
      for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v);
    }, storage);
  }
  const files = [];
  page.on('response', async (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const body = await response.body().catch(() => null);
    if (body)
      files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  // The route's own page: its main heading (a remote's page has rendered, not only the shell).
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor()
    .catch(async (error) => {
      await page.screenshot({ path: path.join(ROOT, '.var', 'bench-failure.png') });
      throw error;
    });
  await page.waitForTimeout(300);
  await context.close();
  return files;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
for (const build of BUILDS) {
  const storage = await signedInStorage(build.origin);
  for (const { route, signedIn } of ROUTES) {
    const files = await measure(build.origin, route, signedIn ? storage : undefined);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    rows.push({ build: build.name, route, files: files.length, gzip, raw });
    console.log(`\n${build.name} ${route}: ${files.length} JS files, ${kb(gzip)} gzipped (${kb(raw)} raw)`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(f.gzip).padStart(9)}  ${new URL(f.url).host}${new URL(f.url).pathname}`);
  }
}

console.log('\nJavaScript transferred on a first visit, gzipped (level 6):');
console.log('route        build            files    gzipped        raw');
for (const r of rows) {
  console.log(
    `${r.route.padEnd(12)} ${r.build.padEnd(15)} ${String(r.files).padStart(6)} ${kb(r.gzip).padStart(10)} ${kb(r.raw).padStart(10)}`,
  );
}
for (const { route } of ROUTES) {
  const [fed, single] = BUILDS.map((b) => rows.find((r) => r.build === b.name && r.route === route));
  const diff = fed.gzip - single.gzip;
  console.log(
    `${route}: federated is ${diff >= 0 ? '+' : ''}${kb(diff)} (${((diff / single.gzip) * 100).toFixed(1)}%) against the single bundle`,
  );
}

await browser.close();
server.kill('SIGTERM');
process.exit(0);

// What `pnpm bench` and `pnpm bench:lcp` share: both builds (the federated portal, and bench/single-bundle:
// the same code as one ordinary webpack build), served side by side (profile bench: ports +200, data reset),
// a signed-in session per build, the routes to measure and when a route's own content is there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import remotes from '../shared/federation/src/remotes.cjs';
import registry from '../shared/federation/src/apps.cjs';
import { ROOT, pnpm, fail, launchChromium } from './lib.mjs';

export const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'ava.ngata@up-online.demo';
const PASSWORD = 'Portal-demo-2026';
// Ports + 200, or + $BENCH_PORT_OFFSET (two benches on one machine); the single bundle on the shell's + 90.
export const OFFSET = Number(process.env.BENCH_PORT_OFFSET) || 200;

/** The value given after a command-line option (`--runs 5`), or `fallback` when the option is not there. */
export const argValue = (name, fallback) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback;
const SINGLE_BUNDLE_PORT = registry.readRegistry().shell.port + OFFSET + 90;
export const BUILDS = [
  { name: 'federated', origin: `http://up-online.localhost:${registry.readRegistry().shell.port + OFFSET}` },
  { name: 'single-bundle', origin: `http://up-online.localhost:${SINGLE_BUNDLE_PORT}` },
];

/** The command line's arguments that are neither an option nor the value of one of `valued` (e.g. `--runs 5`). */
export const positionalArgs = (valued) =>
  process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !valued.includes(all[i - 1]));

const built = () =>
  existsSync(path.join(ROOT, 'shell/dist/index.html')) &&
  registry.remoteApps().every((app) => remotes.builtDeclaration(app));

/** A row per route: the landing page, every route of every built remote (from its contract, signed in), and the
 * development form gallery (every field of @portal/forms: what a form-heavy remote page costs). */
/** Routes that only send the browser elsewhere (/lms: to the learning platform): no content to wait for. */
const REDIRECT_ROUTES = new Set(['/lms']);
/** Remote routes open to everybody that show an anonymous visitor their content, not a sign-in prompt. */
const ANONYMOUS_CONTENT = new Set(['/case/support/general']);

/** A row's name in the tables: its route, and for the home page which one (it has a row for each). */
export const benchRowName = ({ route, signedIn, remote }) =>
  route === '/'
    ? `/ ${signedIn ? '(signed in)' : '(anon)'}`
    : remote && !signedIn
      ? `${route} (anon)`
      : route;

export function benchRoutes() {
  return [
    { route: '/', signedIn: false },
    // The signed-in home page: the welcome and the remotes' cards (the slot home.cards.v1).
    { route: '/', signedIn: true },
    ...registry.remoteApps().flatMap((app) =>
      remotes
        .builtDeclaration(app)
        .routes.filter((r) => !REDIRECT_ROUTES.has(r.path))
        .flatMap((r) => {
          const route = r.path.replace(/\/\*$/, '');
          // As a student sees it: a page open to everybody (/profile, the page after sign-in) is measured signed in
          // too, not as the sign-in prompt an anonymous visitor gets. One that shows an anonymous visitor its own
          // content (the support form) has an anonymous row as well.
          const anonymous = ANONYMOUS_CONTENT.has(route)
            ? [{ route, signedIn: false, remote: app.name }]
            : [];
          return [{ route, signedIn: true, remote: app.name }, ...anonymous];
        }),
    ),
    { route: '/dev/forms', signedIn: false },
  ];
}

/** Builds what is missing (the federated apps, and always the single bundle, which follows the code). */
export async function buildBoth({ single = true } = {}) {
  if (!built() && (await pnpm('Build the federated apps', ['run', 'build'])) !== 0) fail('build failed');
  if (!single) return;
  const config = ['exec', 'webpack', '--config', 'bench/single-bundle/webpack.config.js'];
  if ((await pnpm('Build the single bundle', config)) !== 0) fail('single-bundle build failed');
}

/** Serves both builds and the local API; resolves with a stop function once everything answers. */
export async function serveBoth({ compress = false, single = true } = {}) {
  // The bench's remotes.json: the builds as they are now, nothing published.
  const local = spawnSync('node', ['scripts/localRemotes.mjs', '--profile', 'bench', '--reset'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (local.status !== 0) fail('the bench could not write its remotes.json');
  const args = [
    'scripts/serve.mjs',
    '--profile',
    'bench',
    ...(single ? ['--single-bundle', String(SINGLE_BUNDLE_PORT)] : []),
    ...(compress ? ['--compress'] : []),
  ];
  const server = spawn('node', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('is up') && resolve());
    server.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
  });
  const api = `http://localhost:${registry.apiPort() + OFFSET}/v1/metadata`;
  for (let i = 0; ; i++) {
    if (
      await fetch(api).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 120) fail('the local API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  return stop;
}

export const browser = () => launchChromium();

/** Signs in once on a build and returns its session storage, for new tabs of that signed-in session. */
export async function signedInStorage(chromium, origin) {
  const context = await chromium.newContext();
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

/** A new tab of the signed-in session (or an anonymous one), that records when the route's own content is
 * there: the page's main heading shown and nothing in the main area busy any more (no busy message). */
export async function newTab(chromium, storage) {
  const context = await chromium.newContext();
  const page = await context.newPage();
  await page.addInitScript((s) => {
    if (s) for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v);
    const ready = () => {
      const main = document.querySelector('main');
      // A busy message (@portal/ui's BusyMessage) says the page is still loading; other statuses (a list's
      // "Showing 8 of 19") are content.
      const busy = !!main?.querySelector('[data-busy]');
      return !!main?.querySelector('h1') && !busy;
    };
    new MutationObserver((_, observer) => {
      if (window.__contentAt === undefined && ready()) {
        window.__contentAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, storage ?? null);
  return { context, page };
}

/** Waits until the route's own content is there (see newTab); returns its time from navigation start. */
export async function contentShown(page, timeout = 60_000) {
  await page.waitForFunction(() => window.__contentAt !== undefined, null, { timeout, polling: 50 });
  return page.evaluate(() => window.__contentAt);
}

/** Lighthouse's mobile throttling over CDP (150 ms round trips, 1.6 Mbps down, 750 kbps up, CPU 4x slower); the
 * page's own clock keeps the times. */
export async function throttlePhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

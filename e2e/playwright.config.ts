import { defineConfig } from '@playwright/test';
import { SHELL_PORT, API_PORT, RUN_OPTIONS } from './support/ports';

/** End-to-end: production builds of the shell and remotes plus the dev-api, served by scripts/serve.mjs
 * (profile e2e: ports +100, data reset at start), driven in Debian's chromium. */
/** Tests tagged @deployment (DEPLOYMENT in support/remoteServer.ts) change what every page of the portal loads
 * (portal.config.json, remotes.json, a remote's files): they run after the others, one at a time. Every other test
 * has accounts and data of its own, so two spec files run side by side (E2E_WORKERS overrides the two). One spec
 * file alone: `--project=pages`, then `--project=deployment --no-deps` (a deployment test needs the others done).
 * `npm test` (scripts/test.mjs) runs the pages, then the keyboard and deployment projects on a fresh server with
 * one worker (`--no-deps`, E2E_WORKERS=1), the nginx subset beside them (E2E_PROFILE=e2e-nginx, ports + 50). */
const DEPLOYMENT_TAG = /@deployment/;
/** The servers' profile and ports (E2E_PROFILE, E2E_PORT_OFFSET: support/ports.ts). */
const RUN = RUN_OPTIONS.join(' ');
const KEYBOARD_SPEC = /\/keyboard\.spec\.ts$/;

/** E2E_SERVER=nginx (`pnpm --filter @portal/e2e test:nginx`): the same builds served by nginx
 * (scripts/nginx.mjs, the deployment's configuration) instead of Node, for the specs that prove a web server
 * delivers the portal: the headers of every kind of file and the browser's cache (delivery), every remote's
 * pages, sign-in, the provider hosts, the routes, the strict Content-Security-Policy on every route, a remote's
 * versions (published, tried on a share of sessions, promoted, rolled back) and a provider published into the
 * deployment. Specs that
 * change portal.config.json while the server runs stay on Node: nginx's policy is written from it at start. */
const NGINX = process.env.E2E_SERVER === 'nginx';
const NGINX_SUBSET = /\/(delivery|providers|routes)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  projects: NGINX
    ? [
        { name: 'nginx', testMatch: NGINX_SUBSET },
        // Signing in and out, and the way back to a protected page (not the IdP's or API's failures: the
        // browser stands in for those, whichever server delivers the portal), and the Appearance choice kept
        // across the landing's Clear-Site-Data.
        {
          name: 'nginx-sign-in',
          testMatch: /\/(auth|signOut)\.spec\.ts$/,
          grep: /signs in and out|protected route|return path|session storage|outlives Log out/,
        },
        // The long walk through every route under the policy, alone at the end as on Node.
        {
          name: 'nginx-csp',
          testMatch: /\/security\.spec\.ts$/,
          grep: /the strict Content-Security-Policy/,
          dependencies: ['nginx', 'nginx-sign-in'],
          workers: 1,
        },
        // A remote's versions served from their folders, tried, promoted and rolled back (it changes remotes.json,
        // which nginx reads on every request), and a provider published, changed and rolled back (providers.json
        // and its versions' folders): after the others, alone.
        {
          name: 'nginx-releases',
          testMatch: /\/(releases|releasedHeadings|publishedProvider)\.spec\.ts$/,
          dependencies: ['nginx-csp'],
          workers: 1,
        },
      ]
    : [
        { name: 'pages', grepInvert: DEPLOYMENT_TAG, testIgnore: KEYBOARD_SPEC },
        // The keyboard walks open a checkout of the sweep's students (an invoice has one open checkout at a time):
        // after the sweep, not beside it.
        { name: 'keyboard', grepInvert: DEPLOYMENT_TAG, testMatch: KEYBOARD_SPEC, dependencies: ['pages'] },
        { name: 'deployment', grep: DEPLOYMENT_TAG, dependencies: ['pages', 'keyboard'], workers: 1 },
      ],
  // One retry on CI and under `npm test` (a 2-core machine running the portal, the API and Chromium at once); a
  // test that passes only on its retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : Number(process.env.E2E_RETRIES ?? 0),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${SHELL_PORT}`,
    // A trace (DOM snapshots and a screencast at every step) costs Chromium a third of its time: only the retry
    // of a failed test records one.
    trace: 'on-first-retry',
    // The portal's service worker is blocked: Playwright's page.route (which many specs use to stand in for a
    // failing server) does not see a request a service worker answers. serviceWorker.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // Debian's chromium-headless-shell (the same Chromium release as the chromium package, built as Chromium's
    // headless shell: no browser window, no GPU process; what Playwright itself runs headless tests in) for the
    // Node suite: measured on one machine, 42 tests of four specs took 88 s in it against 122 s in the full
    // browser. The nginx subset runs in the full browser (/usr/bin/chromium), so CI drives both. CHROMIUM_PATH
    // picks another binary for every test.
    launchOptions: {
      executablePath:
        process.env.CHROMIUM_PATH ?? (NGINX ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // Brotli and gzipped files as a production server sends them (the build writes them).
    // The e2e remotes.json starts from the builds, with nothing published (the servers only read it).
    command: `node ../scripts/localRemotes.mjs ${RUN} --reset && ${
      NGINX ? `node ../scripts/nginx.mjs ${RUN}` : `node ../scripts/serve.mjs ${RUN} --compress`
    }`,
    url: `http://localhost:${API_PORT}/v1/metadata`,
    // Never a server already running under nginx's name: it could be the Node one.
    reuseExistingServer: !process.env.CI && !NGINX,
    timeout: 120_000,
    stdout: 'pipe',
  },
});

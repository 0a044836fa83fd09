import { defineConfig } from '@playwright/test';
import { SHELL_PORT, API_PORT } from './support/ports';

/** End-to-end: production builds of the shell and remotes plus the dev-api, served by scripts/serve.mjs
 * (profile e2e: ports +100, data reset at start), driven in Debian's chromium. */
/** Specs that change what every page of the portal loads (portal.config.json, remotes.json, a remote's files):
 * they run after the others, one at a time. Every other spec has accounts and data of its own, so two spec files
 * run side by side (E2E_WORKERS overrides the two). */
const GLOBAL = /(federation|remote-contract|security)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  projects: [
    { name: 'pages', testIgnore: GLOBAL },
    { name: 'deployment', testMatch: GLOBAL, dependencies: ['pages'], workers: 1 },
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
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    command: 'node ../scripts/serve.mjs --profile e2e',
    url: `http://localhost:${API_PORT}/v1/metadata`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});

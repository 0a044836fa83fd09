import { defineConfig } from '@playwright/test';

/** The real-tenant smoke test (tests/realTenant.spec.ts) against a deployed portal and its vendor: no local server,
 * one worker, a trace of every run (what the vendor's pages showed). The REAL_TENANT_* settings are in the spec and
 * docs/sign-in-real-tenant.md. */
export default defineConfig({
  testDir: './tests',
  testMatch: /\/realTenant\.spec\.ts$/,
  workers: 1,
  retries: 0,
  // A vendor's pages and a deployed portal far away: longer waits than the local suite's.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'on',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    },
  },
});

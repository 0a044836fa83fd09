// The local backend's error and vitals collector (the deployment's `healthDsn` in the e2e profile): its summary per
// remote, version and canary side, as `remote:status --health` reads it, and leaving a page so its load is reported.
import type { Page } from '@playwright/test';
import { followRequests } from './network';
import { API_PORT } from './ports';

/** The collector's summary of Sentry project 1 (the e2e profile's). */
export const HEALTH_SUMMARY = `http://localhost:${API_PORT}/api/1/health/`;

export interface HealthRow {
  remote: string;
  version: string;
  side: string;
  pageLoads: number;
  errors: number;
  errorRate: number;
  p75: { lcp?: number; inp?: number; cls?: number };
}

/** The summary row of a remote's version on one side (none before its first report). */
export async function healthRow(
  remote: string,
  version: string,
  side: string,
): Promise<HealthRow | undefined> {
  const response = await fetch(HEALTH_SUMMARY, { signal: AbortSignal.timeout(10_000) });
  const { rows } = (await response.json()) as { rows: HealthRow[] };
  return rows.find((row) => row.remote === remote && row.version === version && row.side === side);
}

/** A row's page loads and errors (zeros before its first report). The collector keeps every report it was sent
 * while the server runs: a test's own are those added to what a row held when the test began. */
export async function healthCounts(remote: string, version: string, side: string) {
  const row = await healthRow(remote, version, side);
  return { pageLoads: row?.pageLoads ?? 0, errors: row?.errors ?? 0 };
}

/** Waits for the reporter: its chunk, which comes with the signed-in menus after the page's content, in the page's
 * timeline, then no request of the page for half a second (the reporter starts in a task after its chunk). */
export async function reporterStarted(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some(({ name }) => /\/health\.[^/]*\.js$/.test(name)),
  );
  await followRequests(page)();
}

/** Leaves the page: its load is reported as it goes (once the reporter has started). */
export async function leavePage(page: Page) {
  await reporterStarted(page);
  await page.goto('about:blank');
}

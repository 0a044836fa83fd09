// A canary's health: every page load reports its errors (tagged with each remote's version and canary side) and
// its field vitals to the collector the deployment names (the local backend here); `remote:status` shows each
// side's error rate and p75 vitals from its summary, and `remote:promote` refuses a candidate that fails more
// than live. A student signs in on the IdP's pages; the candidate is a build of payments whose entry throws.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_PORT, PAYMENTS_PORT } from '../support/ports';
import { ROOT, publishBuild, releaseRemote } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE } from '../support/remoteServer';
import { openSignedInAtIdp } from '../support/session';

test.describe.configure({ mode: 'serial' });

const SUMMARY = `http://localhost:${API_PORT}/api/1/health/`;
const [LIVE, BROKEN] = ['4.0.0', '4.1.0'];

interface Row {
  remote: string;
  version: string;
  side: string;
  pageLoads: number;
  errors: number;
  errorRate: number;
  p75: { lcp?: number; inp?: number; cls?: number };
}
const summaryRow = async (version: string, side: string): Promise<Row | undefined> =>
  ((await (await fetch(SUMMARY)).json()) as { rows: Row[] }).rows.find(
    (row) => row.remote === 'payments' && row.version === version && row.side === side,
  );

/** Runs the release command; resolves with its exit status and what it printed. */
const release = (args: string[]): Promise<{ code: number; out: string; err: string }> =>
  new Promise((resolve) =>
    execFile(
      process.execPath,
      [path.join(ROOT, 'shared', 'release', 'bin', 'portalRelease.mjs'), ...args, '--by', 'e2e'],
      { cwd: ROOT },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    ),
  );

const invoices = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: 'Payments is unavailable' });

/** Leaves the page (its load is reported as it goes, once the reporter has come with the signed-in menus). */
async function leave(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
}

test(
  "a broken candidate's errors reach the collector, show in remote:status and stop its promotion",
  DEPLOYMENT,
  async ({ browser }) => {
    test.setTimeout(240_000);
    const store = path.dirname(REMOTES_FILE);
    const publicUrl = `http://localhost:${PAYMENTS_PORT}/`;
    const before = readFileSync(REMOTES_FILE, 'utf8');
    // The candidate: the remote's build whose entry script throws as it runs.
    const broken = mkdtempSync(path.join(tmpdir(), 'payments-broken-'));
    cpSync(path.join(ROOT, 'mfe-payments', 'dist'), broken, { recursive: true });
    const entry = path.join(broken, 'remoteEntry.js');
    const integrityOf = (file: string) =>
      `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
    const recorded = integrityOf(entry);
    writeFileSync(
      entry,
      `throw new Error('This release of payments is broken');\n${readFileSync(entry, 'utf8')}`,
    );
    rmSync(`${entry}.gz`, { force: true });
    // Its build records the entry's new hash, as a build of broken code would.
    for (const name of readdirSync(broken).filter((file) => file.endsWith('.json'))) {
      const file = path.join(broken, name);
      writeFileSync(file, readFileSync(file, 'utf8').split(recorded).join(integrityOf(entry)));
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await publishBuild('mfe-payments/dist', REMOTES_FILE, { version: LIVE, publicUrl });
      // A real sign-in on the IdP's pages, then page loads on the live version.
      await openSignedInAtIdp(page, ACCOUNTS.ava.provider, ACCOUNTS.ava.email, '/payments');
      await expect(invoices(page)).toBeVisible();
      const origin = new URL(page.url()).origin;
      await leave(page);
      await page.goto(`${origin}/payments`);
      await expect(invoices(page)).toBeVisible();
      await leave(page);
      await expect.poll(() => summaryRow(LIVE, 'live'), { timeout: 15_000 }).toMatchObject({ errors: 0 });
      const live = (await summaryRow(LIVE, 'live'))!;
      expect(live.pageLoads).toBeGreaterThanOrEqual(2);
      expect(live.errorRate).toBe(0);
      expect(live.p75.lcp).toBeGreaterThan(0);
      expect(live.p75.cls).toBeGreaterThanOrEqual(0);

      // The broken build as the candidate for every session: the student's payments page fails, the rest works.
      await publishBuild(broken, REMOTES_FILE, { version: BROKEN, publicUrl, share: 100 });
      await page.goto(`${origin}/payments`);
      await expect(unavailable(page)).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(/^Build /)).toContainText(
        `payments ${BROKEN} (candidate)`,
      );
      await leave(page);
      await expect
        .poll(async () => (await summaryRow(BROKEN, 'candidate'))?.errors ?? 0, { timeout: 15_000 })
        .toBeGreaterThan(0);
      const candidate = (await summaryRow(BROKEN, 'candidate'))!;
      expect(candidate).toMatchObject({ pageLoads: 1, errorRate: 1 });

      // The collector's reports keep no address with the student's data, no token, no e-mail.
      const kept = readFileSync(path.join(ROOT, '.var', 'e2e', 'data', 'health', '1.jsonl'), 'utf8');
      expect(kept).not.toMatch(/ava|@|token|eyJ/i);

      // status: each side's error rate and p75 vitals.
      const status = await release(['status', '--store', store, '--health', SUMMARY]);
      expect(status.code).toBe(0);
      const line = (side: string, version: string) =>
        status.out
          .split('\n')
          .find((text) => new RegExp(`^payments +${side} +${version.replace(/\./g, '\\.')} `).test(text));
      expect(line('live', LIVE)).toMatch(/errors 0\.0% of \d+ loads · p75 LCP \d+\.\d s/);
      expect(line('candidate', BROKEN)).toMatch(/errors 100\.0% of 1 load\b/);
      test.info().annotations.push({ type: 'remote:status', description: status.out });

      // promote: refused with both rates; too few page loads by default.
      const refused = await release([
        'promote',
        'payments',
        '--store',
        store,
        '--health',
        SUMMARY,
        '--min-page-loads',
        '1',
      ]);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(
        `Cannot promote payments: the candidate ${BROKEN} fails on 100.0% of its 1 page loads, live ${LIVE} on 0.0% of ${live.pageLoads}: more than 1 percentage points worse.`,
      );
      const few = await release(['promote', 'payments', '--store', store, '--health', SUMMARY]);
      expect(few.err).toContain(`candidate ${BROKEN} has 1 page loads`);
      expect(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')).payments).toMatchObject({
        live: LIVE,
        candidate: { version: BROKEN, share: 100 },
      });
      test.info().annotations.push({ type: 'remote:promote', description: refused.err });
      await releaseRemote('rollback', 'payments', REMOTES_FILE);
    } finally {
      await context.close();
      writeFileSync(REMOTES_FILE, before);
      rmSync(path.join(store, 'releases', 'payments', LIVE), { recursive: true, force: true });
      rmSync(path.join(store, 'releases', 'payments', BROKEN), { recursive: true, force: true });
      rmSync(broken, { recursive: true, force: true });
    }
  },
);

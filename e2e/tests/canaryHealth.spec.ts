// A canary's health: every page load reports its errors (tagged with each remote's version and canary side) and
// its field vitals to the collector the deployment names (the local backend here); `remote:status` shows each
// side's error rate and p75 vitals from its summary, and `remote:promote` refuses a candidate that fails more
// than live unless forced. A student signs in on the IdP's pages; the candidate is a real build of payments
// (the remote's own build of its sources, with a page that throws), published as a team's CI publishes it.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { PAYMENTS_PORT, VAR_DIR } from '../support/ports';
import { ROOT, copyRemote, publishBuild } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE } from '../support/remoteServer';
import { openSignedInAtIdp } from '../support/session';
import { HEALTH_SUMMARY, healthCounts, healthRow, leavePage } from '../support/collector';

test.describe.configure({ mode: 'serial' });

const [LIVE, BROKEN] = ['4.0.0', '4.1.0'];

const summaryRow = (version: string, side: string) => healthRow('payments', version, side);
const counts = (version: string, side: string) => healthCounts('payments', version, side);

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
const footerLine = (page: Page) => page.getByRole('contentinfo').getByText(/^Build /);

test(
  "a broken candidate's errors reach the collector, show in remote:status and stop its promotion",
  DEPLOYMENT,
  async ({ browser }) => {
    test.setTimeout(180_000);
    const store = path.dirname(REMOTES_FILE);
    const publicUrl = `http://localhost:${PAYMENTS_PORT}/`;
    // The candidate: payments built by its own webpack config from its sources, its page throwing as it renders.
    const broken = copyRemote('mfe-payments', 'payments-health-broken', { name: 'payments' });
    broken.write(
      'src/PaymentsPage.tsx',
      "export default function PaymentsPage(): never {\n  throw new Error('This release of the payments page is broken');\n}\n",
    );
    await broken.build();
    const before = readFileSync(REMOTES_FILE, 'utf8');
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await publishBuild('mfe-payments/dist', REMOTES_FILE, { version: LIVE, publicUrl });
      const liveBefore = await counts(LIVE, 'live');
      // A real sign-in on the IdP's pages, then page loads on the live version.
      await openSignedInAtIdp(page, ACCOUNTS.ava.provider, ACCOUNTS.ava.email, '/payments');
      await expect(invoices(page)).toBeVisible();
      await expect(footerLine(page)).toContainText(`payments ${LIVE}`);
      const origin = new URL(page.url()).origin;
      await leavePage(page);
      await page.goto(`${origin}/payments`);
      await expect(invoices(page)).toBeVisible();
      await leavePage(page);
      await expect
        .poll(async () => (await counts(LIVE, 'live')).pageLoads, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(liveBefore.pageLoads + 2);
      const live = (await summaryRow(LIVE, 'live'))!;
      expect(live).toMatchObject({ errors: 0, errorRate: 0 });
      expect(live.p75.lcp).toBeGreaterThan(0);
      expect(live.p75.cls).toBeGreaterThanOrEqual(0);

      // The broken build as the candidate for every session: the student's payments page fails in its place.
      expect(
        await publishBuild(path.join(broken.dir, 'dist'), REMOTES_FILE, {
          version: BROKEN,
          publicUrl,
          share: 100,
        }),
      ).toContain(`Published payments ${BROKEN} as the candidate for 100% of sessions`);
      const candidateBefore = await counts(BROKEN, 'candidate');
      await page.goto(`${origin}/payments`);
      await expect(unavailable(page)).toBeVisible();
      await expect(footerLine(page)).toContainText(`payments ${BROKEN} (candidate)`);
      // Its error is reported while the page is open (a keepalive request, which the browser never reports
      // finished to Playwright: no "networkidle" here); its page load as the student leaves.
      await expect
        .poll(async () => (await counts(BROKEN, 'candidate')).errors, { timeout: 15_000 })
        .toBeGreaterThan(candidateBefore.errors);
      await page.goto('about:blank');
      // The summary: the candidate's page load, with its error laid to it; live unchanged.
      await expect
        .poll(async () => (await summaryRow(BROKEN, 'candidate'))?.p75.lcp, { timeout: 15_000 })
        .toBeGreaterThan(0);
      const candidate = (await summaryRow(BROKEN, 'candidate'))!;
      expect(candidate.pageLoads).toBe(candidateBefore.pageLoads + 1);
      expect(candidate.errorRate).toBe(1);
      expect(await summaryRow(LIVE, 'live')).toEqual(live);

      // The collector's reports keep no address with the student's data, no token, no e-mail.
      const kept = readFileSync(path.join(VAR_DIR, 'data', 'health', '1.jsonl'), 'utf8');
      expect(kept).not.toMatch(/ava|@|token|eyJ/i);

      // status: each side's error rate and p75 vitals.
      const status = await release(['status', '--store', store, '--health', HEALTH_SUMMARY]);
      test.info().annotations.push({ type: 'remote:status', description: status.out });
      expect(status.code).toBe(0);
      const line = (side: string, version: string) =>
        status.out
          .split('\n')
          .find((text) => new RegExp(`^payments +${side} +${version.replace(/\./g, '\\.')} `).test(text));
      const loads = (n: number) => `${n} ${n === 1 ? 'load' : 'loads'}`;
      expect(line('live', LIVE)).toMatch(
        new RegExp(`errors 0\\.0% of ${loads(live.pageLoads)} · p75 LCP \\d+\\.\\d s`),
      );
      expect(line('candidate', BROKEN)).toContain(`errors 100.0% of ${loads(candidate.pageLoads)}`);

      // promote: refused with both rates (here after a page load or two; 50 by default).
      const refused = await release([
        'promote',
        'payments',
        '--store',
        store,
        '--health',
        HEALTH_SUMMARY,
        '--min-page-loads',
        '1',
      ]);
      test.info().annotations.push({ type: 'remote:promote', description: refused.err });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(
        `Cannot promote payments: the candidate ${BROKEN} fails on 100.0% of its ${candidate.pageLoads} page loads, live ${LIVE} on 0.0% of ${live.pageLoads}: more than 1 percentage points worse.`,
      );
      const few = await release(['promote', 'payments', '--store', store, '--health', HEALTH_SUMMARY]);
      expect(few.code).toBe(1);
      expect(few.err).toContain(`candidate ${BROKEN} has ${candidate.pageLoads} page loads`);
      expect(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')).payments).toMatchObject({
        live: LIVE,
        candidate: { version: BROKEN, share: 100 },
      });

      // --force: promoted anyway; the student's next page load runs it as the live version.
      const forced = await release([
        'promote',
        'payments',
        '--store',
        store,
        '--health',
        HEALTH_SUMMARY,
        '--min-page-loads',
        '1',
        '--force',
      ]);
      test.info().annotations.push({ type: 'remote:promote --force', description: forced.out });
      expect(forced.code).toBe(0);
      expect(forced.out).toMatch(/^payments: live 4\.0\.0 -> 4\.1\.0 \(the candidate/);
      expect(forced.out).toContain('--force: promoted without its health check');
      expect(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')).payments.live).toBe(BROKEN);
      expect(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')).payments.candidate).toBeUndefined();
      await page.goto(`${origin}/payments`);
      await expect(unavailable(page)).toBeVisible();
      await expect(footerLine(page)).toContainText(`payments ${BROKEN}`);
      await expect(footerLine(page)).not.toContainText('(candidate)');
    } finally {
      writeFileSync(REMOTES_FILE, before);
      await context.close().catch(() => undefined);
      rmSync(path.join(store, 'releases', 'payments', LIVE), { recursive: true, force: true });
      rmSync(path.join(store, 'releases', 'payments', BROKEN), { recursive: true, force: true });
      rmSync(path.join(ROOT, broken.dir), { recursive: true, force: true });
    }
  },
);

// The whole release flow of a remote in a repository of its own, as its team runs it: the timetable remote that
// scripts/kitCheck.mjs scaffolded outside the workspace, installed from the published kit and built there (its
// dist/ is the first version; a broken variant and a fixed one are built in the same folder by its own webpack),
// released with its own `portal-release` (the published @portal/release) to S3-compatible storage (s3rver, whose
// HTTP endpoint serves the versions' files with CORS and each object's cache headers, and the remotes.json the
// shell reads: the deployment's remotesManifest). The broken version is the candidate of one provider's sessions
// (soe); its errors reach the collector, `status --health` shows the candidate failing where live does not, and
// `promote` refuses it; the fixed version replaces it and is promoted, then rolled back. The shell's files are
// never touched. Each command's time is written to .var/e2e/release-flow.json.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { localS3, type LocalS3 } from '../../shared/release/src/testing/localS3';
import { ACCOUNTS } from '../support/accounts';
import { shellUrl, VAR_DIR } from '../support/ports';
import { ROOT, snapshot } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE, editConfig } from '../support/remoteServer';
import { openSignedIn, openSignedInAtIdp } from '../support/session';
import { HEALTH_SUMMARY, healthCounts, leavePage } from '../support/collector';

/** What scripts/kitCheck.mjs leaves: the remote's folder outside the workspace. */
const REPORT = path.join(ROOT, '.var', 'kit', 'outside.json');
/** Where the timings go, for the release notes. */
const TIMINGS = path.join(VAR_DIR, 'release-flow.json');
const BUCKET = 'portal-remotes';
const PREFIX = 'prod';
const [LIVE, BROKEN, FIXED] = ['0.1.0', '0.2.0', '0.2.1'];
const PAGE = path.join('src', 'TimetablePage.tsx');

const counts = (version: string, side: string) => healthCounts('timetable', version, side);

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Timetable' });
const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: 'Timetable is unavailable' });
const footerLine = (page: Page) => page.getByRole('contentinfo').getByText(/^Build /);

test(
  'a remote from its own repository is released to S3, canaried to soe, refused while broken, promoted when fixed and rolled back',
  DEPLOYMENT,
  async ({ browser }) => {
    test.setTimeout(150_000);
    // Locally the remote exists once `pnpm kit:check` has run; under CI (npm test runs it first) it must.
    test.skip(!existsSync(REPORT) && !process.env.CI, 'run `pnpm kit:check` first (npm test does)');
    const started = Date.now();
    const { dir } = JSON.parse(readFileSync(REPORT, 'utf8')) as { dir: string };
    expect(path.relative(ROOT, dir).startsWith('..')).toBe(true); // outside the workspace
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const shellBefore = snapshot(shellDist);
    const source = readFileSync(path.join(dir, PAGE), 'utf8');
    const builds = path.join(os.tmpdir(), `release-flow-${process.pid}`);
    const timings: Record<string, number> = {};
    const took: Record<string, number> = {};

    /** The team's own build (its webpack config, production) of its folder as it is now, into `out`. */
    const build = async (label: string, out: string) => {
      const begun = Date.now();
      await promisify(execFile)(
        path.join(dir, 'node_modules', '.bin', 'webpack'),
        ['--mode', 'production', '--output-path', out],
        { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
      );
      timings[`build ${label}`] = (Date.now() - begun) / 1000;
      return out;
    };
    // The broken variant (its page throws as it renders), then the fixed one (the page restored): built while
    // the first version is released and opened.
    writeFileSync(
      path.join(dir, PAGE),
      "export default function TimetablePage(): never {\n  throw new Error('This release of the timetable page is broken');\n}\n",
    );
    const brokenBuild = build('broken', path.join(builds, 'broken'));
    const fixedBuild = brokenBuild.finally(() => writeFileSync(path.join(dir, PAGE), source));
    const fixedDist = fixedBuild.then(() => build('fixed', path.join(builds, 'fixed')));
    brokenBuild.catch(() => undefined);
    fixedDist.catch(() => undefined);

    let s3: LocalS3 | undefined;
    let restoreConfig: () => void = () => undefined;
    const contexts: BrowserContext[] = [];
    try {
      s3 = await localS3(BUCKET, { served: true });
      const store = `s3://${BUCKET}/${PREFIX}`;
      const served = `${s3.endpoint}/${BUCKET}/${PREFIX}/`;
      // The deployment's remotes.json moves into the bucket; the shell reads it there, and trusts the bucket's
      // origin with remote code (its CSP and the remotes' trust check).
      const moved = await fetch(`${served}remotes.json`, {
        method: 'PUT',
        body: readFileSync(REMOTES_FILE),
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
        signal: AbortSignal.timeout(10_000),
      });
      expect(moved.status).toBe(200);
      restoreConfig = editConfig((config) => ({
        ...config,
        remotesManifest: `${served}remotes.json`,
        remoteOrigins: [...((config.remoteOrigins as string[] | undefined) ?? []), s3!.endpoint],
      }));
      const env = { ...process.env, ...s3.env };

      /** The team's release command (its own node_modules' portal-release) against the bucket, timed. */
      const release = (label: string, args: string[]) =>
        new Promise<{ code: number; out: string; err: string }>((resolve) => {
          const begun = Date.now();
          execFile(
            path.join(dir, 'node_modules', '.bin', 'portal-release'),
            [...args, '--store', store, '--s3-endpoint', s3!.endpoint, '--by', 'e2e'],
            { cwd: dir, env },
            (error, out, err) => {
              timings[label] = (Date.now() - begun) / 1000;
              took[label] = Number(/\(took ([\d.]+) s\)/.exec(`${out}${err}`)?.[1]);
              test.info().annotations.push({ type: label, description: `${out}${err}`.trim() });
              resolve({ code: error ? Number(error.code ?? 1) : 0, out, err });
            },
          );
        });
      const publish = (label: string, dist: string, version: string, canary = false) =>
        release(label, [
          'publish',
          '--dist',
          dist,
          '--version',
          version,
          '--public-url',
          `${served}releases/`,
          ...(canary ? ['--share', '100', '--providers', 'soe'] : []),
        ]);
      const health = ['--health', HEALTH_SUMMARY, '--min-page-loads', '1'];

      // The first version: the kit check's build, live for every session.
      const first = await publish('publish live', 'dist', LIVE);
      expect(first.out).toContain(`Published timetable ${LIVE}, live (/timetable)`);
      // Served by the bucket's endpoint to other origins, each file with its kind's caching.
      const contract = JSON.parse(readFileSync(path.join(dir, 'dist', 'remote-contract.json'), 'utf8')) as {
        pages: { TimetablePage: { js: { file: string }[] } };
      };
      const chunk = contract.pages.TimetablePage.js[0]!.file;
      const headersOf = async (key: string) =>
        (
          await fetch(`${served}${key}`, {
            headers: { Origin: shellUrl('soe') },
            signal: AbortSignal.timeout(10_000),
          })
        ).headers;
      for (const [key, cache] of [
        ['remotes.json', 'no-cache'],
        [`releases/timetable/${LIVE}/remoteEntry.js`, 'no-cache'],
        [`releases/timetable/${LIVE}/${chunk}`, 'public, max-age=31536000, immutable'],
      ] as const) {
        const headers = await headersOf(key);
        expect(headers.get('cache-control'), key).toBe(cache);
        expect(headers.get('access-control-allow-origin'), key).toBe('*');
      }

      // A student of another provider (up-online), signed in the cheap way: live.
      const avaContext = await browser.newContext();
      contexts.push(avaContext);
      const ava = await avaContext.newPage();
      await openSignedIn(ava, ACCOUNTS.ava.provider, ACCOUNTS.ava.email, '/timetable');
      await expect(heading(ava)).toBeVisible();
      await expect(footerLine(ava)).toContainText(`timetable ${LIVE}`);
      await leavePage(ava);

      // The broken build as the candidate of soe's sessions only.
      const canary = await publish('publish candidate (broken)', await brokenBuild, BROKEN, true);
      expect(canary.out).toContain(
        `Published timetable ${BROKEN} as the candidate for 100% of sessions of soe`,
      );
      const brokenBefore = await counts(BROKEN, 'candidate');
      // A soe student signs in on the IdP's pages (the side from the ID token's sid): the first page runs the
      // candidate, whose page fails in its fallback.
      const charlotteContext = await browser.newContext();
      contexts.push(charlotteContext);
      const charlotte = await charlotteContext.newPage();
      await openSignedInAtIdp(charlotte, ACCOUNTS.charlotte.provider, ACCOUNTS.charlotte.email, '/timetable');
      await expect(unavailable(charlotte)).toBeVisible();
      await expect(footerLine(charlotte)).toContainText(`timetable ${BROKEN} (candidate)`);
      await expect
        .poll(async () => (await counts(BROKEN, 'candidate')).errors, { timeout: 15_000 })
        .toBeGreaterThan(brokenBefore.errors);
      await charlotte.goto('about:blank');
      // The student of up-online still runs live, unharmed.
      await ava.goto(shellUrl(ACCOUNTS.ava.provider, '/timetable'));
      await expect(heading(ava)).toBeVisible();
      await expect(footerLine(ava)).not.toContainText('candidate');
      await leavePage(ava);
      await expect
        .poll(async () => (await counts(BROKEN, 'candidate')).pageLoads, { timeout: 15_000 })
        .toBeGreaterThan(brokenBefore.pageLoads);

      // status: the candidate's error rate above live's.
      const status = await release('status', ['status', '--health', HEALTH_SUMMARY]);
      expect(status.code).toBe(0);
      const line = (side: string, version: string) =>
        status.out
          .split('\n')
          .find((text) => new RegExp(`^timetable +${side} +${version.replace(/\./g, '\\.')} `).test(text)) ??
        '';
      const rate = (text: string) => Number(/errors ([\d.]+)% of/.exec(text)?.[1]);
      expect(line('live', LIVE)).toContain('errors 0.0% of');
      expect(line('candidate', BROKEN)).toContain('errors 100.0% of');
      expect(rate(line('candidate', BROKEN))).toBeGreaterThan(rate(line('live', LIVE)));

      // promote: refused, nothing changed.
      const refused = await release('promote (refused)', ['promote', 'timetable', ...health]);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`Cannot promote timetable: the candidate ${BROKEN} fails on 100.0%`);
      const remotes = async () =>
        (await (
          await fetch(`${served}remotes.json`, { signal: AbortSignal.timeout(10_000) })
        ).json()) as Record<string, Record<string, unknown>>;
      expect((await remotes()).timetable).toMatchObject({
        live: LIVE,
        candidate: { version: BROKEN, share: 100, providers: ['soe'] },
      });

      // The fixed build replaces the candidate; soe's student's next page runs it.
      const fixed = await publish('publish candidate (fixed)', await fixedDist, FIXED, true);
      expect(fixed.out).toContain(
        `Published timetable ${FIXED} as the candidate for 100% of sessions of soe`,
      );
      const fixedBefore = await counts(FIXED, 'candidate');
      await charlotte.goto(shellUrl(ACCOUNTS.charlotte.provider, '/timetable'));
      await expect(heading(charlotte)).toBeVisible();
      await expect(footerLine(charlotte)).toContainText(`timetable ${FIXED} (candidate)`);
      await leavePage(charlotte);
      await expect
        .poll(async () => (await counts(FIXED, 'candidate')).pageLoads, { timeout: 15_000 })
        .toBeGreaterThan(fixedBefore.pageLoads);
      expect((await counts(FIXED, 'candidate')).errors).toBe(fixedBefore.errors);

      // promote: the fixed candidate is live for every session.
      const promoted = await release('promote', ['promote', 'timetable', ...health]);
      expect(promoted.code).toBe(0);
      expect(promoted.out).toMatch(new RegExp(`^timetable: live ${LIVE.replace(/\./g, '\\.')} -> ${FIXED}`));
      await ava.goto(shellUrl(ACCOUNTS.ava.provider, '/timetable'));
      await expect(heading(ava)).toBeVisible();
      await expect(footerLine(ava)).toContainText(`timetable ${FIXED}`);
      await expect(footerLine(ava)).not.toContainText('candidate');

      // rollback: the version live before, for everyone again.
      const rolledBack = await release('rollback', ['rollback', 'timetable']);
      expect(rolledBack.code).toBe(0);
      expect(rolledBack.out).toContain(`timetable: live ${FIXED} -> ${LIVE} (rolled back)`);
      await ava.reload();
      await expect(heading(ava)).toBeVisible();
      await expect(footerLine(ava)).toContainText(`timetable ${LIVE}`);
      expect((await remotes()).timetable).toMatchObject({ live: LIVE });

      // The shell: not rebuilt, not changed.
      expect(snapshot(shellDist)).toEqual(shellBefore);
      const report = {
        seconds: Object.fromEntries(Object.entries(timings).map(([k, s]) => [k, Number(s.toFixed(2))])),
        commandSaid: took,
        test: Number(((Date.now() - started) / 1000).toFixed(1)),
      };
      mkdirSync(path.dirname(TIMINGS), { recursive: true });
      writeFileSync(TIMINGS, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`release flow (s): ${JSON.stringify(report)}`);
      await test.info().attach('release-flow.json', {
        body: JSON.stringify(report, null, 2),
        contentType: 'application/json',
      });
    } finally {
      restoreConfig();
      await Promise.allSettled([brokenBuild, fixedDist]);
      writeFileSync(path.join(dir, PAGE), source);
      for (const context of contexts) await context.close().catch(() => undefined);
      await s3?.close();
      rmSync(builds, { recursive: true, force: true });
    }
  },
);

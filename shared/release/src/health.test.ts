/** @jest-environment node */
// The canary's health from the error collector's summary: `status` shows each side's error rate and p75 vitals,
// `promote` refuses a candidate that fails more than live beyond the margin, or that too few page loads judge.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { candidateRefusal, formatHealth, healthRows, type HealthRow } from './health';
import { localStore } from './localStore';
import { publish } from './publish';
import { runCli } from './runCli';
import { writeFakeBuild } from './testing/fakeBuild';
import { originServer, type OriginServer } from './testing/originServer';

const row = (side: HealthRow['side'], version: string, pageLoads: number, errorRate: number): HealthRow => ({
  remote: 'payments',
  version,
  side,
  pageLoads,
  errors: Math.round(pageLoads * errorRate),
  errorRate,
  p75: { lcp: 1840, inp: 96, cls: 0.041 },
});
const RULE = { marginPoints: 1, minPageLoads: 50 };
const VERSIONS = { remote: 'payments', live: '1.1.0', candidate: '1.2.0' };

describe('the rule', () => {
  it('passes a candidate within the margin of live, and refuses one beyond it with both rates', () => {
    expect(
      candidateRefusal(
        [row('live', '1.1.0', 400, 0.02), row('candidate', '1.2.0', 60, 0.025)],
        VERSIONS,
        RULE,
      ),
    ).toBeUndefined();
    expect(
      candidateRefusal(
        [row('live', '1.1.0', 400, 0.02), row('candidate', '1.2.0', 60, 0.05)],
        VERSIONS,
        RULE,
      ),
    ).toBe(
      'the candidate 1.2.0 fails on 5.0% of its 60 page loads, live 1.1.0 on 2.0% of 400: more than 1 percentage points worse. Fix it, or promote with --force.',
    );
    expect(
      candidateRefusal([row('live', '1.1.0', 400, 0.02), row('candidate', '1.2.0', 60, 0.05)], VERSIONS, {
        ...RULE,
        marginPoints: 5,
      }),
    ).toBeUndefined();
  });

  it('says which side has too few page loads to tell', () => {
    expect(
      candidateRefusal([row('live', '1.1.0', 400, 0), row('candidate', '1.2.0', 12, 0)], VERSIONS, RULE),
    ).toBe(
      'candidate 1.2.0 has 12 page loads, fewer than the 50 needed to compare their error rates. Wait for more, or promote with --force.',
    );
    expect(candidateRefusal([], VERSIONS, RULE)).toMatch(
      /^candidate 1\.2\.0 has 0 page loads and live 1\.1\.0 has 0/,
    );
  });

  it('reads only rows of the summary’s shape, and writes one for people', () => {
    expect(() => healthRows({ remotes: [] })).toThrow('not a health summary');
    expect(healthRows({ rows: [row('live', '1.1.0', 3, 0), { remote: 'x' }] })).toHaveLength(1);
    expect(formatHealth(row('candidate', '1.2.0', 60, 0.05))).toBe(
      'errors 5.0% of 60 loads · p75 LCP 1.8 s, INP 96 ms, CLS 0.04',
    );
  });
});

describe('status and promote with a health source', () => {
  let dir: string;
  let origin: OriginServer;
  let store: ReturnType<typeof localStore>;
  let printed: { out: string[]; err: string[] };
  const cli = (...args: string[]) => {
    printed = { out: [], err: [] };
    return runCli([...args, '--store', path.join(dir, 'store'), '--by', 'Rewi'], {
      out: (text) => printed.out.push(text),
      err: (text) => printed.err.push(text),
    });
  };
  const summary = (rows: HealthRow[]) =>
    (origin.files['/api/7/health/'] = JSON.stringify({ project: '7', rows }));
  const healthUrl = () => `${origin.url}api/7/health/`;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'release-health-'));
    store = localStore(path.join(dir, 'store'));
    origin = await originServer(path.join(dir, 'store', 'releases'));
    for (const [mark, version, share] of [
      ['v1', '1.1.0'],
      ['v2', '1.2.0', 10],
    ] as const)
      await publish({
        store,
        by: 'Ana',
        dist: writeFakeBuild(path.join(dir, mark), mark),
        publicUrl: origin.url,
        version,
        share,
      });
  });
  afterEach(async () => {
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.PORTAL_HEALTH_URL;
  });

  it("status shows each side's error rate and p75 vitals, and '—' without a health source", async () => {
    summary([row('live', '1.1.0', 400, 0.02), row('candidate', '1.2.0', 60, 0.05)]);
    expect(await cli('status', '--health', healthUrl())).toBe(0);
    const lines = printed.out.join('\n').split('\n');
    expect(lines.find((line) => /^payments +live +1\.1\.0/.test(line))).toMatch(
      /errors 2\.0% of 400 loads · p75 LCP 1\.8 s, INP 96 ms, CLS 0\.04$/,
    );
    expect(lines.find((line) => /^payments +candidate +1\.2\.0/.test(line))).toMatch(
      /errors 5\.0% of 60 loads/,
    );

    expect(await cli('status')).toBe(0);
    expect(printed.out.join('\n')).toMatch(/^payments +candidate +1\.2\.0 +10% +\S+ \S+ +—$/m);
  });

  it('status reads the health source from PORTAL_HEALTH_URL, and says when it cannot', async () => {
    summary([row('candidate', '1.2.0', 60, 0.05)]);
    process.env.PORTAL_HEALTH_URL = healthUrl();
    expect(await cli('status')).toBe(0);
    expect(printed.out.join('\n')).toContain('errors 5.0% of 60 loads');
    process.env.PORTAL_HEALTH_URL = `${origin.url}nothing-here/`;
    expect(await cli('status')).toBe(0);
    expect(printed.err.join('\n')).toMatch(/answered 404: health shown as "—"/);
  });

  it('promote refuses a candidate worse than live beyond the margin, giving both rates; --force promotes it', async () => {
    summary([row('live', '1.1.0', 400, 0.02), row('candidate', '1.2.0', 60, 0.05)]);
    const before = await store.readRemotes();
    expect(await cli('promote', 'payments', '--health', healthUrl())).toBe(1);
    expect(printed.err).toHaveLength(1);
    expect(printed.err[0]).toMatch(/ \(took [0-9.]+ s\)$/);
    expect(printed.err[0]!.replace(/ \(took [0-9.]+ s\)$/, '')).toBe(
      '✘ Cannot promote payments: the candidate 1.2.0 fails on 5.0% of its 60 page loads, live 1.1.0 on 2.0% of 400: more than 1 percentage points worse. Fix it, or promote with --force. Nothing was changed.',
    );
    expect((await store.readRemotes()).document).toEqual(before.document);

    // A wider margin passes it.
    expect(await cli('promote', 'payments', '--health', healthUrl(), '--health-margin', '4')).toBe(0);
    expect(printed.out[0]).toMatch(/^payments: live 1\.1\.0 -> 1\.2\.0/);
  });

  it('promote says when too few page loads tell, and --force promotes anyway, saying so', async () => {
    summary([row('live', '1.1.0', 400, 0.02), row('candidate', '1.2.0', 3, 0)]);
    expect(await cli('promote', 'payments', '--health', healthUrl())).toBe(1);
    expect(printed.err.join('\n')).toContain('candidate 1.2.0 has 3 page loads, fewer than the 50 needed');
    expect(await cli('promote', 'payments', '--health', healthUrl(), '--min-page-loads', '3')).toBe(0);
    await cli('rollback', 'payments');
    await publish({
      store,
      by: 'Ana',
      dist: writeFakeBuild(path.join(dir, 'v3'), 'v3'),
      publicUrl: origin.url,
      version: '1.3.0',
      share: 5,
    });
    expect(await cli('promote', 'payments', '--health', healthUrl(), '--force')).toBe(0);
    expect(printed.out).toEqual([
      expect.stringMatching(/^payments: live 1\.1\.0 -> 1\.3\.0/),
      '  (--force: promoted without its health check)',
    ]);
  });

  it('promote refuses when the health source does not answer; without one it checks nothing', async () => {
    expect(await cli('promote', 'payments', '--health', `${origin.url}nothing-here/`)).toBe(1);
    expect(printed.err.join('\n')).toMatch(
      /Cannot promote payments: The health source .* answered 404\. Nothing was changed \(--force promotes without its health\)\./,
    );
    expect(await cli('promote', 'payments', '--health', 'ftp://x')).toBe(2);
    expect(await cli('promote', 'payments', '--health-margin', '-1')).toBe(2);
    expect(await cli('promote', 'payments')).toBe(0);
  });
});

/** @jest-environment node */
// `status`: every remote's live, candidate (with its share) and earlier versions, a column for their health,
// and the last changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesDocument } from '@portal/remote-contract';
import { localStore } from './localStore';
import { formatStatus, statusReport, statusRows } from './statusReport';

const at = (version: string) => ({
  id: 'payments',
  title: { id: 'p1', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  entry: `https://cdn.example.edu/payments/${version}/remoteEntry.js`,
  publishedAt: `2026-11-2${version.split('.')[1]}T09:12:00.000Z`,
});
const DOCUMENT = {
  payments: {
    id: 'payments',
    live: '1.2.0',
    candidate: { version: '1.3.0', share: 10 },
    previous: ['unversioned', '1.0.0', '1.1.0'],
    versions: {
      unversioned: { id: 'payments', entry: 'https://payments.example.edu/remoteEntry.js' },
      '1.0.0': at('1.0.0'),
      '1.1.0': at('1.1.0'),
      '1.2.0': at('1.2.0'),
      '1.3.0': at('1.3.0'),
      '1.2.1': at('1.2.1'),
    },
  },
  profile: { id: 'profile', entry: 'https://profile.example.edu/2026-11-01/remoteEntry.js' },
  academic: { id: 'academic', title: 'Academic', routes: [] },
} as unknown as RemotesDocument;

it("lists each remote's versions: live and candidate with their shares, then the earlier ones, last first", () => {
  expect(statusRows(DOCUMENT).map((row) => [row.remote, row.side, row.version, row.share])).toEqual([
    ['payments', 'live', '1.2.0', 90],
    ['payments', 'candidate', '1.3.0', 10],
    ['payments', 'earlier', '1.1.0', undefined],
    ['payments', 'earlier', '1.0.0', undefined],
    ['payments', 'earlier', 'unversioned', undefined],
    ['payments', 'not running', '1.2.1', undefined],
    ['profile', 'live', '2026-11-01', 100],
    ['academic', 'not deployed', '—', undefined],
  ]);
});

it('shows the providers a candidate is limited to, and a broken candidate as run by no session', () => {
  const payments = (DOCUMENT as unknown as { payments: Record<string, unknown> }).payments;
  const limited = {
    payments: { ...payments, candidate: { version: '1.3.0', share: 10, providers: ['soe', 'ichm'] } },
  } as unknown as RemotesDocument;
  const text = formatStatus({ rows: statusRows(limited), recent: [] }, 'store');
  expect(text.split('\n').slice(2, 4)).toEqual([
    'payments  live         1.2.0        90% of soe, ichm, 100% of others  2026-11-22 09:12  —',
    'payments  candidate    1.3.0        10% of soe, ichm                  2026-11-23 09:12  —',
  ]);
  for (const candidate of [
    { version: '1.3.0', share: 150 },
    { version: '9.9.9', share: 10 },
  ]) {
    const broken = { payments: { ...payments, candidate } } as unknown as RemotesDocument;
    const rows = statusRows(broken);
    expect(rows.slice(0, 2).map((row) => [row.side, row.version, row.share])).toEqual([
      ['live', '1.2.0', 100],
      ['candidate', candidate.version, 0],
    ]);
    const report = formatStatus({ rows, recent: [] }, 'store');
    expect(report).toMatch(
      new RegExp(`\\npayments  candidate    ${candidate.version.replace(/\./g, '\\.')} +broken `),
    );
    expect(report).toMatch(
      /\n✘ payments's candidate \S+ is broken, and no session runs it \(every session runs live\): Remote payments: .+\. Withdraw it \(rollback payments\) or publish it again\.\n/,
    );
  }
});

describe('the report', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'release-status-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each version its health from the health source, and "—" where none is known', async () => {
    const store = localStore(dir);
    await store.writeRemotes(DOCUMENT, null);
    await store.appendHistory({
      at: '2026-11-22T10:00:00.000Z',
      by: 'Ana Rangi',
      action: 'promote',
      remote: 'payments',
      from: { live: '1.1.0' },
      to: { live: '1.2.0' },
      summary: 'payments: live 1.1.0 -> 1.2.0 (the candidate, was on 10% of sessions)',
    });
    const report = await statusReport(store, {
      health: async (row) => (row.side === 'candidate' ? 'errors 0.4% · LCP 2.1 s' : undefined),
    });
    const text = formatStatus(report, store.location);
    expect(text.split('\n').slice(0, 4)).toEqual([
      `Remotes in ${store.location}`,
      'remote    side          version      share  published         health',
      'payments  live          1.2.0        90%    2026-11-22 09:12  —',
      'payments  candidate     1.3.0        10%    2026-11-23 09:12  errors 0.4% · LCP 2.1 s',
    ]);
    expect(text).toMatch(/\nacademic {2}not deployed {2}—\s+—\n/);
    expect(text.split('\n').slice(-2)).toEqual([
      'Last changes:',
      '  2026-11-22 10:00:00  Ana Rangi: payments: live 1.1.0 -> 1.2.0 (the candidate, was on 10% of sessions)',
    ]);
  });

  it('says when there is nothing yet', async () => {
    const text = formatStatus(await statusReport(localStore(dir)), dir);
    expect(text).toContain('(no remotes.json yet: publish a remote first)');
    expect(text).toContain('No changes recorded yet.');
  });
});

/** The local collector: the pages' reports in Sentry's envelope protocol, kept on disk, and the summary per
 * remote, version and canary side. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthCollector, parseEnvelope, recordOf, summarise, type HealthRecord } from './health';
import { summariseVitals, vitalsTable } from './vitals';
import { startDevApi, type DevApiProcess } from './testing/devApiProcess';

jest.setTimeout(30000);

const PAYMENTS_LIVE = { remote: 'payments', version: '1.0.0', side: 'live' };
const PAYMENTS_CANDIDATE = { remote: 'payments', version: '1.1.0', side: 'candidate' };

/** An envelope as @sentry/browser sends it: a header line, then each item's header line and payload. */
function envelope(...items: { type: string; payload: object; withLength?: boolean }[]): string {
  const lines = [JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString() })];
  for (const { type, payload, withLength } of items) {
    const body = JSON.stringify(payload);
    lines.push(JSON.stringify(withLength ? { type, length: Buffer.byteLength(body) } : { type }), body);
  }
  return lines.join('\n');
}
const pageLoad = (page: string, remotes: object[], vitals: { lcp: number; inp: number; cls: number }) => ({
  type: 'transaction',
  payload: {
    type: 'transaction',
    transaction: '/payments',
    tags: { provider: 'up-online', route: '/payments' },
    contexts: { portal: { page, remotes } },
    measurements: {
      lcp: { value: vitals.lcp, unit: 'millisecond' },
      inp: { value: vitals.inp, unit: 'millisecond' },
      cls: { value: vitals.cls, unit: '' },
    },
  },
});
const error = (page: string, remote?: object) => ({
  type: 'event',
  withLength: true,
  payload: {
    exception: {
      values: [{ type: 'RemoteUnavailableError', value: 'The remote "payments" could not be loaded' }],
    },
    tags: { provider: 'up-online', route: '/payments', failure: 'remote-load' },
    contexts: { portal: { page, remotes: remote ? [remote] : [] } },
  },
});

describe('parseEnvelope', () => {
  it('reads items with and without a length, a payload with a newline in it included', () => {
    const withNewline = { type: 'event', withLength: true, payload: { message: 'two\nlines' } };
    const { items } = parseEnvelope(
      Buffer.from(envelope(withNewline, { type: 'client_report', payload: { discarded_events: [] } })),
    );
    expect(items).toEqual([
      { type: 'event', payload: { message: 'two\nlines' } },
      { type: 'client_report', payload: { discarded_events: [] } },
    ]);
  });

  it('refuses an envelope that is not one', () => {
    expect(() => parseEnvelope(Buffer.from('not json'))).toThrow();
    expect(() => parseEnvelope(Buffer.from('{}\n{"length":3}\nabc'))).toThrow('without a type');
  });
});

describe('summarise', () => {
  it('counts page loads, errors and the share of page loads with an error, with the p75 vitals, per side', () => {
    const at = '2026-12-06T12:00:00.000Z';
    const records: HealthRecord[] = [
      ...[100, 200, 300, 400].map((lcp, i): HealthRecord => ({
        kind: 'page',
        page: `live-${i}`,
        at,
        remotes: [PAYMENTS_LIVE as HealthRecord['remotes'][0]],
        vitals: { lcp, inp: lcp / 10, cls: lcp / 1000 },
      })),
      ...['c-1', 'c-2'].map((page): HealthRecord => ({
        kind: 'page',
        page,
        at,
        remotes: [PAYMENTS_CANDIDATE as HealthRecord['remotes'][0]],
        vitals: { lcp: 900, inp: 80, cls: 0.2 },
      })),
      // Two errors in one candidate page load; one in a page load whose own report never came.
      ...['c-1', 'c-1', 'c-3'].map((page): HealthRecord => ({
        kind: 'error',
        page,
        at,
        remotes: [PAYMENTS_CANDIDATE as HealthRecord['remotes'][0]],
        failure: 'boundary',
      })),
      // The shell's own error is laid to no remote.
      { kind: 'error', page: 'live-0', at, remotes: [] },
    ];
    expect(summarise(records)).toEqual([
      {
        ...PAYMENTS_CANDIDATE,
        pageLoads: 3,
        errors: 3,
        errorRate: 2 / 3,
        p75: { lcp: 900, inp: 80, cls: 0.2 },
      },
      { ...PAYMENTS_LIVE, pageLoads: 4, errors: 0, errorRate: 0, p75: { lcp: 300, inp: 30, cls: 0.3 } },
    ]);
  });
});

describe('the vitals summary (pnpm vitals)', () => {
  const at = '2026-12-06T12:00:00.000Z';
  const load = (
    page: string,
    route: string,
    provider: string,
    vitals: HealthRecord['vitals'],
    remotes = [PAYMENTS_LIVE],
  ): HealthRecord => ({
    kind: 'page',
    page,
    at,
    route,
    provider,
    remotes: remotes as HealthRecord['remotes'],
    vitals,
  });
  // /payments: four page loads (p75, nearest rank: the third of four); /profile: one, without INP.
  const records: HealthRecord[] = [
    load('p1', '/payments', 'soe', { lcp: 1000, inp: 40, cls: 0.001, fcp: 500, ttfb: 100 }),
    load('p2', '/payments', 'soe', { lcp: 4000, inp: 400, cls: 0.3, fcp: 2000, ttfb: 900 }, [
      PAYMENTS_CANDIDATE,
    ]),
    load('p3', '/payments', 'yoobee', { lcp: 2000, inp: 120, cls: 0.02, fcp: 800, ttfb: 300 }),
    load('p4', '/payments', 'yoobee', { lcp: 3000, inp: 200, cls: 0.1, fcp: 1200, ttfb: 400 }),
    load('r1', '/profile', 'soe', { lcp: 1500.4, cls: 0.0004, fcp: 700.6, ttfb: 90 }, []),
    // An error is not a page load.
    { kind: 'error', page: 'p1', at, route: '/payments', remotes: [] },
  ];

  it('gives the p75 of each vital per route pattern, leaving out what no page load measured', () => {
    expect(summariseVitals(records)).toEqual([
      { route: '/payments', pageLoads: 4, p75: { lcp: 3000, inp: 200, cls: 0.1, fcp: 1200, ttfb: 400 } },
      { route: '/profile', pageLoads: 1, p75: { lcp: 1500, cls: 0, fcp: 701, ttfb: 90 } },
    ]);
  });

  it('per provider, or per remote version and side', () => {
    expect(
      summariseVitals(records, 'provider').map((r) => [r.route, r.provider, r.pageLoads, r.p75.lcp]),
    ).toEqual([
      ['/payments', 'soe', 2, 4000],
      ['/payments', 'yoobee', 2, 3000],
      ['/profile', 'soe', 1, 1500],
    ]);
    expect(
      summariseVitals(records, 'remote').map((r) => [r.route, r.remote, r.pageLoads, r.p75.inp]),
    ).toEqual([
      ['/payments', 'payments 1.0.0 live', 3, 200],
      ['/payments', 'payments 1.1.0 candidate', 1, 400],
    ]);
  });

  it('prints a table: a row per route, n/a for a vital not measured', () => {
    expect(vitalsTable(summariseVitals(records)).split('\n')).toEqual([
      '| route | page loads | LCP | INP | CLS | FCP | TTFB |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| /payments | 4 | 3000 ms | 200 ms | 0.100 | 1200 ms | 400 ms |',
      '| /profile | 1 | 1500 ms | n/a | 0.000 | 701 ms | 90 ms |',
    ]);
  });

  it("counts INP for the route its interaction began on: a page load's other vitals stay with its route", () => {
    const record = recordOf(
      'transaction',
      {
        tags: { provider: 'soe', route: '/payments', 'inp.route': '/grades' },
        contexts: { portal: { page: 'g1', remotes: [] } },
        measurements: { lcp: { value: 900 }, inp: { value: 350 } },
      },
      at,
    )!;
    expect(record).toMatchObject({ route: '/payments', inpRoute: '/grades', vitals: { lcp: 900, inp: 350 } });
    expect(summariseVitals([...records, record])).toEqual([
      { route: '/grades', pageLoads: 0, p75: { inp: 350 } },
      { route: '/payments', pageLoads: 5, p75: { lcp: 3000, inp: 200, cls: 0.1, fcp: 1200, ttfb: 400 } },
      { route: '/profile', pageLoads: 1, p75: { lcp: 1500, cls: 0, fcp: 701, ttfb: 90 } },
    ]);
  });

  it('keeps FCP and TTFB of a page load as the reporter sends them', () => {
    const record = recordOf(
      'transaction',
      {
        tags: { provider: 'soe', route: '/payments' },
        contexts: { portal: { page: 'p', remotes: [] } },
        measurements: { fcp: { value: 640, unit: 'millisecond' }, ttfb: { value: 85, unit: 'millisecond' } },
      },
      at,
    );
    expect(record?.vitals).toEqual(expect.objectContaining({ fcp: 640, ttfb: 85 }));
  });
});

describe('HealthCollector', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'health-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what it received across a restart, forgets it on a reset, and keeps projects apart', () => {
    const first = new HealthCollector(dataDir);
    expect(first.receive('1', Buffer.from(envelope(error('p1', PAYMENTS_LIVE))))).toBe(1);
    expect(new HealthCollector(dataDir).summary('1')).toMatchObject([{ ...PAYMENTS_LIVE, errors: 1 }]);
    expect(new HealthCollector(dataDir).summary('2')).toEqual([]);
    expect(new HealthCollector(dataDir, { reset: true }).summary('1')).toEqual([]);
  });

  it('stops a project that is full', () => {
    const collector = new HealthCollector(dataDir, { maxBytes: 10 });
    collector.receive('1', Buffer.from(envelope(error('p1', PAYMENTS_LIVE))));
    expect(() => collector.receive('1', Buffer.from(envelope(error('p2', PAYMENTS_LIVE))))).toThrow('full');
  });

  it('keeps only what the summary needs: no message, no address', () => {
    const collector = new HealthCollector(dataDir);
    collector.receive(
      '1',
      Buffer.from(
        envelope({
          type: 'event',
          payload: {
            ...error('p1', PAYMENTS_LIVE).payload,
            request: { url: 'http://localhost/x?token=abc' },
            user: { email: 'someone@example.com' },
          },
        }),
      ),
    );
    const kept = JSON.stringify(collector.records('1'));
    expect(kept).not.toMatch(/token|example\.com|could not be loaded/);
  });
});

describe('the collector in the local backend', () => {
  let dataDir: string;
  let api: DevApiProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'health-api-'));
    api = await startDevApi(dataDir);
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes the pages' envelopes (as a browser sends them, text/plain from a shell origin) and sums them up", async () => {
    const send = (body: string) =>
      fetch(`${api.baseUrl}/api/7/envelope/?sentry_key=public&sentry_version=7`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://localhost:3000' },
        body,
      });
    const sent = await send(
      envelope(
        pageLoad('p1', [PAYMENTS_LIVE], { lcp: 1200, inp: 40, cls: 0.01 }),
        pageLoad('p2', [PAYMENTS_CANDIDATE], { lcp: 2500, inp: 90, cls: 0.2 }),
        error('p2', PAYMENTS_CANDIDATE),
      ),
    );
    expect(sent.status).toBe(200);
    expect(sent.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((await send('garbage')).status).toBe(400);

    const summary = await (await fetch(`${api.baseUrl}/api/7/health/`)).json();
    expect(summary).toEqual({
      project: '7',
      rows: [
        {
          ...PAYMENTS_CANDIDATE,
          pageLoads: 1,
          errors: 1,
          errorRate: 1,
          p75: { lcp: 2500, inp: 90, cls: 0.2 },
        },
        { ...PAYMENTS_LIVE, pageLoads: 1, errors: 0, errorRate: 0, p75: { lcp: 1200, inp: 40, cls: 0.01 } },
      ],
    });
  });
});

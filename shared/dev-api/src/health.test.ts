/** The local collector: the pages' reports in Sentry's envelope protocol, kept on disk, and the summary per
 * remote, version and canary side. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthCollector, parseEnvelope, summarise, type HealthRecord } from './health';
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

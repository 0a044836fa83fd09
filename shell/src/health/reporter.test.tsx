// What a page reports to the deployment's collector (through Sentry's browser SDK, its envelopes caught as they
// would be sent): each error tagged with the provider, route pattern and the remote's version and canary side,
// the page load with the remotes it ran, nothing personal; and nothing at all without a collector.
import { createTransport, flush } from '@sentry/browser';
import type { RemoteDeclaration } from '@portal/remote-contract';
import { remoteFailures } from '../federation/remotes';
import { scrubText, routePattern } from './scrub';
import { startReporter, type HealthNote } from './reporter';

const REMOTES = [
  {
    id: 'payments',
    entry: 'https://cdn.example.edu/payments/1.2.0/remoteEntry.js',
    release: { version: '1.2.0', track: 'candidate', share: 10 },
  },
  {
    id: 'profile',
    entry: 'https://cdn.example.edu/profile/2.0.0/remoteEntry.js',
    release: { version: '2.0.0', track: 'live' },
  },
] as unknown as RemoteDeclaration[];
const match = (pathname: string) =>
  pathname.startsWith('/enrol')
    ? { path: '/enrol/*' }
    : pathname === '/payments'
      ? { path: '/payments' }
      : undefined;

/** Every envelope item the reporter sent: [item type, payload]. */
const sent: [string, Record<string, unknown>][] = [];
const transport = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options, async ({ body }) => {
    const lines = (typeof body === 'string' ? body : new TextDecoder().decode(body)).split('\n');
    for (let i = 1; i + 1 < lines.length; i += 2)
      sent.push([JSON.parse(lines[i]!).type as string, JSON.parse(lines[i + 1]!) as Record<string, unknown>]);
    return { statusCode: 200 };
  });

let report: (note: HealthNote) => void;
let sentBeforeEach: [string, Record<string, unknown>][] = [];
beforeAll(() => {
  // The page's resources: a file of the payments remote's version, and one of the shell.
  window.PerformanceObserver = class {
    constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe() {
      this.callback({
        getEntries: () => [
          { name: 'https://cdn.example.edu/payments/1.2.0/remoteEntry.js' },
          { name: 'https://portal.example.edu/main.js' },
        ],
      });
    }
  } as unknown as typeof PerformanceObserver;
  window.history.replaceState(null, '', '/enrol/0061a00000XyZ12AB/documents');
  // A failure before the reporter starts is kept, and reported when it does.
  remoteFailures.push(['render', 'profile', new Error('kept until the reporter came')]);
  report = startReporter({
    config: { healthDsn: 'https://public@errors.example.edu/7', environment: 'production' },
    provider: 'yoobee',
    remotes: () => REMOTES,
    match,
    transport,
  });
});
beforeEach(async () => {
  await flush(1000);
  sentBeforeEach = sent.splice(0);
});

it('reports the failures of remote code kept before it started', () => {
  expect(sentBeforeEach.map(([, event]) => event.tags)).toContainEqual(
    expect.objectContaining({ failure: 'render', remote: 'profile', version: '2.0.0', side: 'live' }),
  );
});

const events = () => sent.filter(([type]) => type === 'event').map(([, event]) => event);

it("tags a remote's failure with the provider, route pattern, what failed and the remote's version and side", async () => {
  report(['load', 'payments', new Error('The remote "payments" could not be loaded')]);
  await flush(1000);
  const [event] = events();
  expect(event).toMatchObject({
    tags: {
      provider: 'yoobee',
      route: '/enrol/*',
      failure: 'load',
      remote: 'payments',
      version: '1.2.0',
      side: 'candidate',
    },
    contexts: { portal: { remotes: [{ remote: 'payments', version: '1.2.0', side: 'candidate' }] } },
    exception: { values: [{ type: 'Error', value: 'The remote "payments" could not be loaded' }] },
  });
});

it('lays an uncaught error to the remote whose files its stack runs through', async () => {
  const error = new Error('Cannot read properties of undefined');
  error.stack = `Error: Cannot read properties of undefined\n    at render (https://cdn.example.edu/profile/2.0.0/__federation_expose_ProfilePage.1a2b.js?attempt=2:1:200)`;
  report(['uncaught', undefined, error]);
  report(['uncaught', undefined, new Error('the shell’s own')]);
  await flush(1000);
  const [profile, shell] = events();
  expect(profile!.tags).toMatchObject({
    failure: 'uncaught',
    remote: 'profile',
    version: '2.0.0',
    side: 'live',
  });
  const frames = (profile!.exception as { values: { stacktrace: { frames: { filename: string }[] } }[] })
    .values[0]!.stacktrace.frames;
  expect(frames.map((frame) => frame.filename)).toEqual([
    'https://cdn.example.edu/profile/2.0.0/__federation_expose_ProfilePage.1a2b.js',
  ]);
  expect(shell!.tags).not.toHaveProperty('remote');
});

it('sends nothing personal: no user, address with an id, token or e-mail address', async () => {
  // Pushed after the reporter started: reported at once.
  remoteFailures.push([
    'render',
    'payments',
    new Error(
      'GET https://api.example.edu/v1/students/0061a00000XyZ12AB/invoices?token=eyJhbGciOi.eyJzdWIi.sig failed for ava.ngata@up-online.demo (Bearer abc.def)',
    ),
  ]);
  await flush(1000);
  const text = JSON.stringify(events());
  expect(text).toContain(
    'GET https://api.example.edu/v1/students/:id/invoices failed for [email] (Bearer [token])',
  );
  expect(text).not.toMatch(/0061a00000XyZ12AB|eyJ|ava\.ngata|abc\.def|token=/);
  expect(events()[0]).not.toHaveProperty('user');
  expect(events()[0]).not.toHaveProperty('request');
  expect(events()[0]).not.toHaveProperty('breadcrumbs');
});

it('reports the page load once, as it is left, with the remotes whose files it loaded', async () => {
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new Event('pagehide'));
  await flush(1000);
  const pages = sent.filter(([type]) => type === 'transaction').map(([, event]) => event);
  expect(pages).toHaveLength(1);
  expect(pages[0]).toMatchObject({
    type: 'transaction',
    transaction: '/enrol/*',
    tags: { provider: 'yoobee', route: '/enrol/*', 'remote.payments': '1.2.0 candidate' },
    contexts: { portal: { remotes: [{ remote: 'payments', version: '1.2.0', side: 'candidate' }] } },
  });
  // Errors and their page load share the page's own random id (not the student's).
  expect((pages[0]!.contexts as { portal: { page: string } }).portal.page).toMatch(/^[0-9a-f]{32}$/);
});

describe('route patterns', () => {
  it('are the remote route, else the path with every segment that may be an id as :id', () => {
    expect(routePattern('/enrol/abc/123', match)).toBe('/enrol/*');
    expect(routePattern('/case/5003X00002abcdEFG/view', () => undefined)).toBe('/case/:id/view');
    expect(scrubText('see http://x.example/files/abc123?name=a#b', () => undefined)).toBe(
      'see http://x.example/files/:id',
    );
  });
});

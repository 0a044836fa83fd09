// The page load's field vitals as the reporter sends them: LCP, INP, CLS, FCP and TTFB (web-vitals' callbacks,
// fired here as the browser's would), tagged with the provider, the route pattern the page opened at and the
// remote versions it ran.
import { createTransport, flush } from '@sentry/browser';
import type { Metric } from 'web-vitals';
import type { RemoteDeclaration } from '@portal/remote-contract';
import { startReporter } from './reporter';

const callbacks: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () =>
  Object.fromEntries(
    ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((name) => [
      `on${name}`,
      (callback: (metric: Metric) => void) => (callbacks[name] = callback),
    ]),
  ),
);

/** A metric as web-vitals reports it: its value, and its entry (the paint, shift or interaction) begun at `began`. */
const metric = (name: string, value: number, began: number) =>
  ({ name, value, entries: [{ startTime: began }] }) as unknown as Metric;

const REMOTES = [
  {
    id: 'payments',
    entry: 'https://cdn.example.edu/payments/1.2.0/remoteEntry.js',
    release: { version: '1.2.0', track: 'live' },
  },
] as unknown as RemoteDeclaration[];

const sent: [string, Record<string, unknown>][] = [];
const transport = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options, async ({ body }) => {
    const lines = (typeof body === 'string' ? body : new TextDecoder().decode(body)).split('\n');
    for (let i = 1; i + 1 < lines.length; i += 2)
      sent.push([JSON.parse(lines[i]!).type as string, JSON.parse(lines[i + 1]!) as Record<string, unknown>]);
    return { statusCode: 200 };
  });

it('sends the page load with its LCP, INP, CLS, FCP and TTFB, tagged with provider, route and remote version', async () => {
  window.PerformanceObserver = class {
    constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
    observe() {
      this.callback({
        getEntries: () => [{ name: 'https://cdn.example.edu/payments/1.2.0/remoteEntry.js' }],
      });
    }
  } as unknown as typeof PerformanceObserver;
  window.history.replaceState(null, '', '/payments');
  startReporter({
    config: { healthDsn: 'https://public@errors.example.edu/7', environment: 'production' },
    provider: 'soe',
    remotes: () => REMOTES,
    match: (pathname) => (pathname === '/payments' ? { path: '/payments' } : undefined),
    transport,
  });
  const values = { LCP: 1840, INP: 96, CLS: 0.004, FCP: 910, TTFB: 130 };
  for (const [name, value] of Object.entries(values)) callbacks[name]!(metric(name, value, 100));
  // A student moving on within the portal does not change the route the page load is counted for.
  window.history.pushState(null, '', '/profile');
  window.dispatchEvent(new Event('pagehide'));
  await flush(1000);
  const pages = sent.filter(([type]) => type === 'transaction').map(([, event]) => event);
  expect(pages).toHaveLength(1);
  expect(pages[0]).toMatchObject({
    transaction: '/payments',
    tags: { provider: 'soe', route: '/payments', 'remote.payments': '1.2.0 live' },
    measurements: {
      lcp: { value: 1840, unit: 'millisecond' },
      inp: { value: 96, unit: 'millisecond' },
      cls: { value: 0.004 },
      fcp: { value: 910, unit: 'millisecond' },
      ttfb: { value: 130, unit: 'millisecond' },
    },
  });
});

describe('a page load whose student moves to another route', () => {
  const routes = ['/payments', '/profile', '/grades', '/'];
  const start = (navigation?: EventTarget) => {
    Object.assign(window, { navigation });
    sent.length = 0;
    startReporter({
      config: { healthDsn: 'https://public@errors.example.edu/7', environment: 'production' },
      provider: 'soe',
      remotes: () => REMOTES,
      match: (pathname) => (routes.includes(pathname) ? { path: pathname } : undefined),
      transport,
    });
  };
  /** A move within the portal at `time` on the page's clock, as the router makes it and the browser announces it. */
  const move = (navigation: EventTarget | undefined, to: string, time: number, type = 'push') => {
    const from = location.href;
    jest.spyOn(performance, 'now').mockReturnValue(time);
    if (type === 'replace') window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    navigation?.dispatchEvent(
      Object.assign(new Event('currententrychange'), { navigationType: type, from: { url: from } }),
    );
    jest.restoreAllMocks();
  };
  const pageLoad = async () => {
    window.dispatchEvent(new Event('pagehide'));
    await flush(1000);
    const pages = sent.filter(([type]) => type === 'transaction').map(([, event]) => event);
    expect(pages).toHaveLength(1);
    return pages[0]!;
  };

  beforeEach(() => window.history.replaceState(null, '', '/payments'));

  it("counts the first route's LCP and CLS as they were when the student moved, not the next route's paints", async () => {
    const navigation = new EventTarget();
    start(navigation);
    callbacks.FCP!(metric('FCP', 600, 600));
    callbacks.LCP!(metric('LCP', 1200, 1200));
    callbacks.CLS!(metric('CLS', 0.002, 900));
    move(navigation, '/profile', 3000);
    // The profile page's larger paint and its shift come after the move: no longer the payments page load's.
    callbacks.LCP!(metric('LCP', 4200, 4200));
    callbacks.CLS!(metric('CLS', 0.31, 3400));
    expect(await pageLoad()).toMatchObject({
      transaction: '/payments',
      tags: { route: '/payments' },
      measurements: { lcp: { value: 1200 }, cls: { value: 0.002 }, fcp: { value: 600 } },
    });
  });

  it('keeps a value reported late whose paint came before the move', async () => {
    const navigation = new EventTarget();
    start(navigation);
    move(navigation, '/profile', 3000);
    // web-vitals reads the page's timeline in batches: the payments page's paint at 1.5 s, reported after the move.
    callbacks.LCP!(metric('LCP', 1500, 1500));
    expect(await pageLoad()).toMatchObject({
      tags: { route: '/payments' },
      measurements: { lcp: { value: 1500 } },
    });
  });

  it('lays INP to the route on show when its interaction began', async () => {
    const navigation = new EventTarget();
    start(navigation);
    move(navigation, '/profile', 3000);
    move(navigation, '/grades', 5000);
    callbacks.INP!(metric('INP', 320, 4100));
    expect(await pageLoad()).toMatchObject({
      tags: { route: '/payments', 'inp.route': '/profile' },
      measurements: { inp: { value: 320 } },
    });
  });

  it("counts a redirect's target as the route loaded (an address replaced in place is no move)", async () => {
    const navigation = new EventTarget();
    window.history.replaceState(null, '', '/');
    start(navigation);
    move(navigation, '/grades', 800, 'replace');
    callbacks.LCP!(metric('LCP', 1900, 1900));
    move(navigation, '/profile', 3000);
    expect(await pageLoad()).toMatchObject({
      tags: { route: '/grades' },
      measurements: { lcp: { value: 1900 } },
    });
  });

  it('without the Navigation API, stops counting LCP when another route is found on show', async () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1300);
    start(undefined);
    callbacks.LCP!(metric('LCP', 1200, 1200));
    window.history.pushState(null, '', '/profile');
    now.mockReturnValue(5000);
    callbacks.LCP!(metric('LCP', 4200, 4200));
    expect(await pageLoad()).toMatchObject({
      tags: { route: '/payments' },
      measurements: { lcp: { value: 1200 } },
    });
  });
});

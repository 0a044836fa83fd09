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
  for (const [name, value] of Object.entries(values)) callbacks[name]!({ name, value } as Metric);
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

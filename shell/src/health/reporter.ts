import {
  BrowserClient,
  captureEvent,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  linkedErrorsIntegration,
  makeFetchTransport,
  type ErrorEvent,
  type BrowserOptions,
  type Event,
} from '@sentry/browser';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { getConfig, getCurrentProvider, type PortalConfig } from '@portal/config';
import type { RemoteDeclaration } from '@portal/remote-contract';
import { getRoutes } from '@portal/router';
import { declaredRemotes, remoteFailures, type RemoteFailure } from '../federation/remotes';

/** What the reporter reports: a remote's failure (a load, a render), or an uncaught error. */
export type HealthNote = RemoteFailure | [failure: 'uncaught', remote: undefined, error: unknown];

import { watchPageRoutes } from './pageRoutes';
import { remoteOfScript, routePattern, runOf, scriptAddress, scrubText, type RemoteRun } from './scrub';

/** The reporter's surroundings: the shell's by default (its configuration, provider, remotes and routes). */
export interface ReporterOptions {
  config?: Pick<PortalConfig, 'healthDsn' | 'environment'>;
  provider?: string;
  /** The remotes as the page declares them now (their versions and sides): the federation's by default. */
  remotes?: () => readonly RemoteDeclaration[];
  /** The remote route a location belongs to: the route table's by default. */
  match?: (pathname: string) => { path: string } | undefined;
  /** How envelopes are sent (Sentry's fetch transport by default). */
  transport?: BrowserOptions['transport'];
}

type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];

const hex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** An event as it may leave the page: no user, request, breadcrumbs or extra data; texts and addresses scrubbed
 * (./scrub); script addresses without their query. */
export function scrubEvent<T extends Event>(event: T, match: NonNullable<ReporterOptions['match']>): T {
  const scrubbed: T = { ...event };
  for (const key of ['user', 'request', 'breadcrumbs', 'extra', 'server_name'] as const) delete scrubbed[key];
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message, match);
  if (scrubbed.exception?.values)
    scrubbed.exception = {
      values: scrubbed.exception.values.map((value) => ({
        ...value,
        ...(value.value ? { value: scrubText(value.value, match) } : {}),
        ...(value.stacktrace?.frames
          ? {
              stacktrace: {
                ...value.stacktrace,
                frames: value.stacktrace.frames.map(({ filename, abs_path, ...frame }) => ({
                  ...frame,
                  ...(filename ? { filename: scriptAddress(filename) } : {}),
                  ...(abs_path ? { abs_path: scriptAddress(abs_path) } : {}),
                })),
              },
            }
          : {}),
      })),
    };
  return scrubbed;
}

/**
 * Reports this page load to the deployment's collector through Sentry's browser SDK: each error (a remote's load
 * failure, its error boundary, an uncaught error) as an event tagged with the provider, the route pattern, what
 * failed and the remote it is laid to (its version and canary side); when the page is left or hidden, the page
 * load as a transaction with its field vitals (LCP, INP, CLS, FCP, TTFB) and the remotes it ran, for the route it
 * loaded (LCP and CLS up to the student's first move to another route). An uncaught error is laid
 * to the remote whose files its stack runs through. Takes over the page's failures of remote code (remoteFailures):
 * those kept so far, and each later one as it is pushed; returns its report.
 */
export function startReporter({
  config: { healthDsn: dsn, environment } = getConfig(),
  provider = getCurrentProvider().slug,
  remotes = declaredRemotes,
  match = (pathname) => getRoutes().match(pathname),
  transport = makeFetchTransport,
}: ReporterOptions = {}): (note: HealthNote) => void {
  const page = hex(16);
  const scrub = <T extends Event>(event: T): T => scrubEvent(event, match);
  const client = new BrowserClient({
    dsn,
    environment,
    transport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    // Nothing of the student or the request: no user, cookies, headers, bodies or query parameters.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    sendClientReports: false,
    // The portal context's remotes ({ remote, version, side }) are kept whole, not cut at Sentry's depth of 3.
    normalizeDepth: 5,
    // The page load is one transaction event, scrubbed by beforeSendTransaction (no span streaming).
    traceLifecycle: 'static',
    beforeBreadcrumb: () => null,
    beforeSend: (event: ErrorEvent) => scrub(event),
    beforeSendTransaction: (event: TransactionEvent) => scrub(event),
  });
  getCurrentScope().setClient(client);
  client.init();

  const route = () => routePattern(location.pathname, match);
  const declaredAs = (id: string) => remotes().find((remote) => remote.id === id);
  // The remotes the page runs: those whose files it loads (the performance timeline's resources, from the start).
  const ran = new Map<string, RemoteRun>();
  try {
    new PerformanceObserver((list) => {
      for (const { name } of list.getEntries()) {
        const remote = remoteOfScript(name, remotes());
        if (remote) ran.set(remote.id, runOf(remote));
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without the performance timeline reports its page loads without their remotes.
  }

  const report = ([failure, remote, error]: HealthNote): void => {
    // An uncaught error without its error object (a script of another origin without CORS) tells nothing.
    if (error === undefined) return;
    const declared = remote
      ? declaredAs(remote)
      : defaultStackParser(error instanceof Error ? (error.stack ?? '') : '')
          .map(({ filename }) => (filename ? remoteOfScript(filename, remotes()) : undefined))
          .find(Boolean);
    const laid = declared ? runOf(declared) : undefined;
    captureException(error, {
      tags: {
        provider,
        route: route(),
        failure,
        ...(laid ? { remote: laid.remote, version: laid.version, side: laid.side } : {}),
      },
      contexts: { portal: { page, remotes: laid ? [laid] : [] } },
    });
  };

  // A page load's vitals are the route's it loaded (./pageRoutes): LCP and CLS count what the page painted and
  // shifted before the student first moved to another route, and nothing after (those routes are not measured
  // as page loads of their own); FCP and TTFB are the load's. INP is the worst interaction of the page's whole
  // life, laid to the route on show when that interaction began.
  const routes = watchPageRoutes((pathname) => routePattern(pathname, match));
  // Each value as it was reported (web-vitals changes its metric objects in place) and when its first entry began.
  const vitals: Record<string, { value: number; began?: number }> = {};
  const before = (metric: Metric) => metric.entries.every((entry) => entry.startTime < routes.leftAt());
  const keep = (metric: Metric) => {
    routes.check();
    if ((metric.name !== 'LCP' && metric.name !== 'CLS') || before(metric))
      vitals[metric.name] = { value: metric.value, began: metric.entries[0]?.startTime };
  };
  try {
    onLCP(keep, { reportAllChanges: true });
    onINP(keep, { reportAllChanges: true });
    onCLS(keep, { reportAllChanges: true });
    onFCP(keep);
    onTTFB(keep);
  } catch {
    // A browser without the performance timeline reports its page loads without vitals.
  }
  const started = performance.timeOrigin / 1000;
  let sent = false;
  const sendPageLoad = () => {
    if (sent) return;
    sent = true;
    routes.check();
    const loaded = routes.loaded();
    const interaction = vitals.INP?.began;
    const measure = (name: string, unit: string) =>
      vitals[name] ? { [name.toLowerCase()]: { value: vitals[name].value, unit } } : {};
    const runs = [...ran.values()];
    captureEvent({
      type: 'transaction',
      transaction: loaded,
      start_timestamp: started,
      timestamp: Date.now() / 1000,
      tags: {
        provider,
        route: loaded,
        ...(interaction !== undefined ? { 'inp.route': routes.at(interaction) } : {}),
        ...Object.fromEntries(runs.map((r) => [`remote.${r.remote}`, `${r.version} ${r.side}`])),
      },
      contexts: {
        trace: { trace_id: page, span_id: hex(8), op: 'pageload' },
        portal: { page, remotes: runs },
      },
      measurements: {
        ...measure('LCP', 'millisecond'),
        ...measure('INP', 'millisecond'),
        ...measure('CLS', ''),
        ...measure('FCP', 'millisecond'),
        ...measure('TTFB', 'millisecond'),
      },
    });
  };
  addEventListener('pagehide', sendPageLoad);
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && sendPageLoad(),
  );
  addEventListener('error', (event) => report(['uncaught', undefined, event.error]));
  addEventListener('unhandledrejection', (event) => report(['uncaught', undefined, event.reason]));
  const kept = remoteFailures.splice(0);
  remoteFailures.push = (...notes) => {
    notes.forEach(report);
    return 0;
  };
  kept.forEach(report);
  return report;
}

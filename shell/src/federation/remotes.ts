import type { RemoteDeclaration, RouteTable } from '@portal/remote-contract';
import { DEFAULT_CONFIG } from '@portal/config';
import { getRoutes } from '@portal/router';
import { learnDeployment } from './deployment';
import { RemoteUnavailableError, UntrustedRemoteError, VersionSkewError } from './errors';
import { isUnavailableModule } from './errorPlugin';
import type { FederationRuntime } from './runtime';
import { preloadShared } from './onDemandShared';
import { allowRemoteScriptOrigins, untrustedReason, type RemoteTrust } from './trustPlugin';
import { certainlyRuns } from './certainlyRuns';
import { preloadScript, wasPreloaded } from './preloadScript';

export { RemoteUnavailableError };

/** How long to wait before the one retry of a remote that failed to load (a network blip, a deploy). */
const RETRY_DELAY_MS = 400;

let manifestUrl = '/remotes.json';
/** The deployed remotes by id, as remotes.json declared them at the last read. */
const declared = new Map<string, RemoteDeclaration>();
let runtime: Promise<FederationRuntime> | undefined;
/** The federation runtime if a remote page has started it. */
export const startedRuntime = (): Promise<FederationRuntime> | undefined => runtime;
/** The loads under way or done, by `<remote>/<module>`. */
const loading = new Map<string, Promise<unknown>>();
/** Told of each change of what the page runs (the footer's build line follows it), and a count of them. */
const declaredListeners = new Set<() => void>();
let declaredChanges = 0;
function declaredChanged(): void {
  declaredChanges += 1;
  declaredListeners.forEach((listener) => listener());
}
/** For useSyncExternalStore: subscribes to the changes of what the page runs; the snapshot is their count. */
export const onDeclaredChange = (listener: () => void): (() => void) => {
  declaredListeners.add(listener);
  return () => void declaredListeners.delete(listener);
};
export const declaredChangeCount = (): number => declaredChanges;
/** The page runs `next` of its remote from now on (or, without one, what it ran): its loads start over. */
export function declare(next?: RemoteDeclaration): void {
  if (next) {
    declared.set(next.id, next);
    declaredChanged();
  }
  for (const key of loading.keys()) if (!next || key.startsWith(`${next.id}/`)) loading.delete(key);
}
/** Until initRemotes says otherwise: the portal's own origin only, no hash required. */
let trust: RemoteTrust = {
  origins: [],
  requireIntegrity: false,
  timeoutMs: DEFAULT_CONFIG.requestTimeoutMs,
};

/** A failure of a remote's code in this page: a load that failed, or a render its error boundary caught (a tuple:
 * every failure path is in the first load's script, which stays small). */
export type RemoteFailure = [failure: 'load' | 'render', remote: string, error: unknown];

/** The page's failures of remote code, for the deployment's error collector: the reporter (../health/reporter,
 * loaded only where the deployment names a collector) reports those kept so far and, from then on, each as it is
 * pushed. */
export const remoteFailures: RemoteFailure[] = [];

/** Per remote: how many of its loads failed in this page. */
const failedLoads = new Map<string, number>();
/** The remotes whose last load failed (until one loads): nothing of theirs is fetched ahead, so the page's Retry
 * is the one request for a fresh copy of the entry. */
const failing = new Set<string>();

/**
 * The address a remote's entry is loaded from: the declared one, and after a failed load a fresh one (the
 * same file, with a query of its own), so the next attempt starts over. A request that hung is still
 * pending in the browser after the portal gave up on it, and a script element of the same address would
 * be handed that same pending response (hanging again) instead of a new request.
 */
function entryAddress(remote: RemoteDeclaration & { entry: string }): string {
  const url = new URL(remote.entry, window.location.href);
  const failed = failedLoads.get(remote.id);
  if (failed) url.searchParams.set('attempt', String(failed + 1));
  return url.href;
}

/** The entry addresses whose container the federation runtime has loaded ahead of a page (prefetchRemotePage). */
const containersAhead = new Set<string>();

/**
 * Asks at once for everything a remote page needs before it renders, instead of one file after another
 * (the runtime, then the remote's entry, then the page, then what the page takes from the shell): the
 * remote's entry, the page's own script files as remotes.json lists them (relative to the entry) and the
 * shared singletons of the shell the page takes that are not loaded yet. The federation runtime then finds
 * them on their way.
 */
function preloadPageFiles(id: string, page: string): void {
  const remote = declared.get(id);
  if (!remote?.entry || !certainlyRuns(remote)) return;
  const entry = entryAddress({ ...remote, entry: remote.entry });
  // The entry's address is fresh after a failed load (see entryAddress). An entry whose container the runtime has
  // loaded ahead (prefetchRemotePage) is not asked for again.
  if (!containersAhead.has(entry)) preloadScript(entry, remote.integrity, trust, { fresh: true });
  const files = remote.pages?.[page];
  for (const { file, integrity } of files?.js ?? [])
    preloadScript(new URL(file, entry).href, integrity, trust);
  preloadShared(files?.shared ?? []);
}

export const entriesOf = (remotes: readonly RemoteDeclaration[]) =>
  remotes.flatMap((remote) =>
    remote.entry ? [{ name: remote.id, entry: entryAddress({ ...remote, entry: remote.entry }) }] : [],
  );

/** The federation runtime, loaded (in a chunk of its own) and started with the first remote page asked for,
 * with every deployed remote registered. */
function federation(): Promise<FederationRuntime> {
  if (!runtime) {
    const starting = import(/* webpackChunkName: "federation" */ './runtime').then(({ startFederation }) => {
      const started = startFederation((id) => declared.get(id), trust);
      started.registerRemotes(entriesOf([...declared.values()]));
      return started;
    });
    runtime = starting;
    // A runtime chunk that failed to arrive is asked for again by the next remote page.
    starting.catch(() => {
      if (runtime === starting) runtime = undefined;
    });
  }
  return runtime;
}

/** Reads the deployment's remotes.json (see learnDeployment): the route table, and the remotes to register
 * with the federation runtime when a remote page is first needed, under `trusted` (which remote code may
 * run). `started` is remotes.json's request when the caller has already sent it. */
export async function initRemotes(
  url: string,
  trusted: RemoteTrust,
  started?: Promise<Response>,
): Promise<RouteTable> {
  manifestUrl = url;
  trust = trusted;
  allowRemoteScriptOrigins(trusted.origins);
  const { remotes, table } = await learnDeployment(url, trusted, started);
  for (const remote of remotes) declared.set(remote.id, remote);
  declaredChanged();
  return table;
}

/** The deployed remotes as remotes.json declared them at the last read, in its order (their widgets fill the
 * slots of the shell's pages). */
export const declaredRemotes = (): RemoteDeclaration[] => [...declared.values()];
/** What the page runs of a remote now, as remotes.json declared it. */
export const declaredRemote = (id: string): RemoteDeclaration | undefined => declared.get(id);

/** The version of each remote the page runs (of the remotes remotes.json keeps versions of), in the order
 * remotes.json declares them: the footer's build line shows them. */
export const runningReleases = (): { id: string; version: string; candidate: boolean }[] =>
  [...declared.values()].flatMap(({ id, release }) =>
    release ? [{ id, version: release.version, candidate: release.track === 'candidate' }] : [],
  );

/** Re-reads remotes.json (a team may have moved, deployed or rolled back its remote) and loads one remote anew
 * from what it names now (./switch.ts, with the federation runtime's chunk: a Retry follows a load). */
export const resetRemote = (id: string): Promise<void> =>
  import(/* webpackChunkName: "federation" */ './switch').then((s) => s.resetRemote(id), console.error);

/** Which remote code the page runs (the deployment's trust, set by initRemotes), and where its remotes.json is. */
export const remoteTrust = (): RemoteTrust => trust;
export const manifest = (): string => manifestUrl;

async function loadOnce<T>(id: string, page: string): Promise<T> {
  if (!declared.get(id)?.entry) {
    throw new RemoteUnavailableError(
      id,
      `The remote "${id}" is declared but not deployed (no entry in remotes.json)`,
    );
  }
  const mod = await (await federation()).loadRemote<{ default: T }>(`${id}/${page}`);
  if (!mod || isUnavailableModule(mod)) {
    const cause = isUnavailableModule(mod) ? mod.error : undefined;
    throw new RemoteUnavailableError(id, `The remote "${id}" could not be loaded`, cause);
  }
  return mod.default;
}

/** Refusals (version skew, untrusted code) are not retried: the same remote would be refused again. */
const refused = (error: unknown): boolean =>
  error instanceof VersionSkewError ||
  error instanceof UntrustedRemoteError ||
  (error instanceof RemoteUnavailableError && refused(error.cause));

/** After a failed load: the remote's next load starts over from a fresh copy of its entry (see
 * entryAddress), whichever page asks for it next (the one retry here, Retry, another of its pages). */
async function startOver(id: string): Promise<void> {
  const remote = declared.get(id);
  if (!remote?.entry) return;
  failedLoads.set(id, (failedLoads.get(id) ?? 0) + 1);
  failing.add(id);
  // Without a runtime yet (its own chunk failed), the next one registers every remote afresh anyway.
  const started = await federation().catch(() => undefined);
  started?.registerRemotes(entriesOf([remote]), { force: true });
}

/**
 * Loads an exposed page, e.g. loadRemotePage('payments', 'PaymentsPage'): once per page (a preload and the
 * route share the load), with one retry after a failure that may pass (not a refused version).
 */
export function loadRemotePage<T>(id: string, page: string): Promise<T> {
  const key = `${id}/${page}`;
  let load = loading.get(key) as Promise<T> | undefined;
  if (!load) {
    const attempt = async (): Promise<T> => {
      try {
        // The runtime first: on a server of HTTP/1.1 (six connections a host) what is asked for last waits.
        if (declared.get(id)?.entry) federation().catch(() => undefined);
        preloadPageFiles(id, page);
        const loaded = await loadOnce<T>(id, page);
        failing.delete(id);
        return loaded;
      } catch (error) {
        if (!refused(error)) await startOver(id);
        throw error;
      }
    };
    load = attempt().catch(async (error: unknown) => {
      if (refused(error) || !declared.get(id)?.entry) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return attempt();
    });
    loading.set(key, load);
    // A failed load is forgotten, so the page's Retry (or the next visit) starts afresh.
    load.catch((error: unknown) => {
      loading.delete(key);
      remoteFailures.push(['load', id, error]);
    });
  }
  return load;
}

/** Starts loading a remote page ahead of its route: on intent (menu hover/focus), or for the page the
 * portal opens at. Failures are only logged here; the route shows them. */
export function preloadRemotePage(id: string, page: string): void {
  if (!declared.get(id)?.entry) return;
  loadRemotePage(id, page).catch((error: unknown) => console.warn(`Preloading ${id}/${page} failed`, error));
}

/** The remote pages fetched ahead in this page load, by `<remote>/<module>`. */
const prefetched = new Set<string>();
/** The page files fetched ahead in this page load (../prefetch.ts). */
const fetchedAhead = new Set<string>();

/**
 * Gets a remote page ready ahead of a student's choice without running the page (./prefetch.ts, with the
 * federation runtime's chunk): the remote's container and the page's own files. The version is the one this page
 * runs (remotes.json as read for this session: a canary's candidate or the live one); only code the page would run
 * is fetched (trusted origin, hash where required, a build the shell can serve), and nothing of a remote whose last
 * load failed. Once per page and page load; resolves when done; a failure is only logged (the page's own load
 * tries again, from a fresh copy of the entry).
 */
export async function prefetchRemotePage(id: string, page: string): Promise<void> {
  const key = `${id}/${page}`;
  const remote = declared.get(id);
  if (prefetched.has(key) || loading.has(key) || failing.has(id) || !remote?.entry) return;
  if (!certainlyRuns(remote) || untrustedReason(remote, trust)) return;
  prefetched.add(key);
  const entry = entryAddress({ ...remote, entry: remote.entry });
  try {
    const { fetchPageAhead } = await import(/* webpackChunkName: "federation" */ './prefetch');
    await fetchPageAhead({
      remote,
      page,
      entry,
      trust,
      runtime: federation(),
      preloaded: wasPreloaded,
      fetched: fetchedAhead,
    });
    containersAhead.add(entry);
  } catch (error) {
    prefetched.delete(key);
    // The entry's request may still hang: the remote's next load asks for a fresh copy.
    await startOver(id);
    console.warn(`Fetching ${key} ahead failed`, error);
  }
}

/** Preloads the remote page behind a location, if a remote owns it (the page the portal opens at). */
export function preloadRemoteFor(pathname: string): void {
  const route = getRoutes().match(pathname);
  if (route) preloadRemotePage(route.remote, route.page);
}

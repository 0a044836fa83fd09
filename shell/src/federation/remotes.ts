import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDeclaration, RouteTable } from '@portal/contract';
import { getRoutes } from '@portal/router';
import { learnDeployment, readRemotes, RemoteUnavailableError } from './deployment';
import { errorLoadRemotePlugin, isUnavailableModule } from './errorPlugin';
import { versionSkewPlugin, VersionSkewError } from './versionSkewPlugin';

export { RemoteUnavailableError };

/** The Module Federation version the shell's runtime is (set by the build). */
declare const __MF_VERSION__: string;

/** How long to wait before the one retry of a remote that failed to load (a network blip, a deploy). */
const RETRY_DELAY_MS = 400;

let manifestUrl = '/remotes.json';
/** The deployed remotes by id, as remotes.json declared them at the last read. */
const declared = new Map<string, RemoteDeclaration>();
let pluginsRegistered = false;

/** Registers deployed remotes (those with an address) with the federation runtime; nothing is fetched yet. */
function register(remotes: readonly RemoteDeclaration[], force: boolean): void {
  for (const remote of remotes) declared.set(remote.id, remote);
  const entries = remotes.flatMap((remote) =>
    remote.entry ? [{ name: remote.id, entry: new URL(remote.entry, window.location.href).href }] : [],
  );
  registerRemotes(entries, { force });
}

/** Reads the deployment's remotes.json (see learnDeployment) and registers every deployed remote with the
 * federation runtime; nothing of a remote is fetched until its route (or a preload) asks for it.
 * `document` is remotes.json when the caller already started fetching it. */
export async function initRemotes(url: string, document?: Promise<Response>): Promise<RouteTable> {
  manifestUrl = url;
  if (!pluginsRegistered) {
    // Load failures become an "unavailable" module instead of a crash (the page retries once); a remote
    // built against shared packages the shell does not provide is refused before its script is requested.
    registerPlugins([
      versionSkewPlugin((id) => declared.get(id)?.requires, __MF_VERSION__),
      errorLoadRemotePlugin(),
    ]);
    pluginsRegistered = true;
  }
  const { remotes, table } = await learnDeployment(url, document);
  register(remotes, false);
  return table;
}

/** Re-reads remotes.json (a team may have moved or deployed its remote) and re-registers one remote. */
export async function resetRemote(id: string): Promise<void> {
  loading.clear();
  try {
    const next = (await readRemotes(manifestUrl)).find((remote) => remote.id === id);
    if (next) register([next], true);
  } catch (error) {
    console.error('remotes.json could not be re-read', error);
  }
}

async function loadOnce<T>(id: string, page: string): Promise<T> {
  if (!declared.get(id)?.entry) {
    throw new RemoteUnavailableError(
      id,
      `The remote "${id}" is declared but not deployed (no entry in remotes.json)`,
    );
  }
  const mod = await loadRemote<{ default: T }>(`${id}/${page}`);
  if (!mod || isUnavailableModule(mod)) {
    const cause = isUnavailableModule(mod) ? mod.error : undefined;
    throw new RemoteUnavailableError(id, `The remote "${id}" could not be loaded`, cause);
  }
  return mod.default;
}

const loading = new Map<string, Promise<unknown>>();

/**
 * Loads an exposed page, e.g. loadRemotePage('payments', 'PaymentsPage'): once per page (a preload and the
 * route share the load), with one retry after a failure that may pass (not a refused version).
 */
export function loadRemotePage<T>(id: string, page: string): Promise<T> {
  const key = `${id}/${page}`;
  let load = loading.get(key) as Promise<T> | undefined;
  if (!load) {
    load = loadOnce<T>(id, page).catch(async (error: unknown) => {
      const refused =
        error instanceof VersionSkewError ||
        (error instanceof RemoteUnavailableError && error.cause instanceof VersionSkewError);
      if (refused || !declared.get(id)?.entry) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      register([declared.get(id)!], true);
      return loadOnce<T>(id, page);
    });
    loading.set(key, load);
    // A failed load is forgotten, so the page's Retry (or the next visit) starts afresh.
    load.catch(() => loading.delete(key));
  }
  return load;
}

/** Starts loading a remote page ahead of its route: on intent (menu hover/focus), or for the page the
 * portal opens at. Failures are only logged here; the route shows them. */
export function preloadRemotePage(id: string, page: string): void {
  if (!declared.get(id)?.entry) return;
  loadRemotePage(id, page).catch((error: unknown) => console.warn(`Preloading ${id}/${page} failed`, error));
}

/** Preloads the remote page behind a location, if a remote owns it (the page the portal opens at). */
export function preloadRemoteFor(pathname: string): void {
  const route = getRoutes().match(pathname);
  if (route) preloadRemotePage(route.remote, route.page);
}

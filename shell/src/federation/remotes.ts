import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteDeclaration, RouteTable } from '@portal/contract';
import { learnDeployment, readRemotes, RemoteUnavailableError } from './deployment';
import { errorLoadRemotePlugin, isUnavailableModule } from './errorPlugin';
import { versionSkewPlugin } from './versionSkewPlugin';

export { RemoteUnavailableError };

/** The Module Federation version the shell's runtime is (set by the build). */
declare const __MF_VERSION__: string;

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
 * federation runtime; nothing of a remote is fetched until its route (or a preload) asks for it. */
export async function initRemotes(url: string): Promise<RouteTable> {
  manifestUrl = url;
  if (!pluginsRegistered) {
    // Layer 1, network: retry the manifest fetch and the remote entry script before giving up.
    // Layer 2, load: refuse a remote built against shared packages the shell does not provide, and
    // turn what still fails into an "unavailable" module instead of a crash.
    registerPlugins([
      RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 1, retryDelay: 400 } }),
      versionSkewPlugin(__MF_VERSION__),
      errorLoadRemotePlugin(),
    ]);
    pluginsRegistered = true;
  }
  const { remotes, table } = await learnDeployment(url);
  register(remotes, false);
  return table;
}

/** Re-reads remotes.json (a team may have moved or deployed its remote) and re-registers one remote. */
export async function resetRemote(id: string): Promise<void> {
  try {
    const next = (await readRemotes(manifestUrl)).find((remote) => remote.id === id);
    if (next) register([next], true);
  } catch (error) {
    console.error('remotes.json could not be re-read', error);
  }
}

/** Loads an exposed page, e.g. loadRemotePage('payments', 'PaymentsPage'). */
export async function loadRemotePage<T>(id: string, page: string): Promise<T> {
  if (!declared.get(id)?.entry) {
    throw new RemoteUnavailableError(
      id,
      `The remote "${id}" is declared but not deployed (no entry in remotes.json)`,
    );
  }
  const mod = await loadRemote<{ default: T }>(`${id}/${page}`);
  if (!mod || isUnavailableModule(mod)) {
    throw new RemoteUnavailableError(
      id,
      `The remote "${id}" could not be loaded`,
      isUnavailableModule(mod) ? mod.error : undefined,
    );
  }
  return mod.default;
}

const preloaded = new Set<string>();
/** Starts fetching a remote's entry and the page's chunks on intent (menu hover/focus). Failures are only logged. */
export function preloadRemotePage(id: string, page: string): void {
  const key = `${id}/${page}`;
  if (!declared.get(id)?.entry || preloaded.has(key)) return;
  preloaded.add(key);
  preloadRemote([{ nameOrAlias: id, exposes: [`./${page}`] }]).catch((error: unknown) => {
    preloaded.delete(key);
    console.warn(`Preloading ${key} failed`, error);
  });
}

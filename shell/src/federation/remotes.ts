import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { errorLoadRemotePlugin, isUnavailableModule } from './errorPlugin';
import { REMOTES, RemoteUnavailableError, type RemoteName } from './remoteNames';

export { REMOTES, RemoteUnavailableError, type RemoteName };

/** remotes.json: remote name -> mf-manifest.json URL, served beside the shell and read at run time. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let manifestUrl = '/remotes.json';
let manifest: RemotesManifest = {};
let pluginsRegistered = false;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${manifestUrl}`);
  return (await response.json()) as RemotesManifest;
}

function register(next: RemotesManifest, force: boolean): void {
  const remotes = Object.entries(next)
    .filter((entry): entry is [RemoteName, string] => typeof entry[1] === 'string' && entry[0] in REMOTES)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force });
}

/**
 * Reads the remotes manifest and registers every remote with the federation runtime. Nothing of a remote
 * is fetched until its route (or a preload) asks for it. A manifest that cannot be read leaves every
 * remote unavailable (their routes show the fallback) while the shell itself keeps working.
 */
export async function initRemotes(url: string): Promise<void> {
  manifestUrl = url;
  if (!pluginsRegistered) {
    // Layer 1, network: retry the manifest fetch and the remote entry script before giving up.
    // Layer 2, load: turn what still fails into an "unavailable" module instead of a crash.
    registerPlugins([
      RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 1, retryDelay: 400 } }),
      errorLoadRemotePlugin(),
    ]);
    pluginsRegistered = true;
  }
  try {
    manifest = await fetchManifest();
  } catch (error) {
    console.error('Remotes manifest could not be read; remote parts of the portal are unavailable', error);
    manifest = {};
  }
  register(manifest, false);
}

/** Re-reads the manifest (a team may have moved its remote) and re-registers one remote from scratch. */
export async function resetRemote(name: RemoteName): Promise<void> {
  try {
    manifest = await fetchManifest();
  } catch (error) {
    console.error('Remotes manifest could not be re-read', error);
  }
  const entry = manifest[name];
  if (entry) register({ [name]: entry }, true);
}

/** Loads an exposed page, e.g. loadRemotePage('payments', 'PaymentsPage'). */
export async function loadRemotePage<T>(name: RemoteName, page: string): Promise<T> {
  if (!manifest[name]) {
    throw new RemoteUnavailableError(name, `The remote "${name}" is not in the remotes manifest`);
  }
  const mod = await loadRemote<{ default: T }>(`${name}/${page}`);
  if (!mod || isUnavailableModule(mod)) {
    throw new RemoteUnavailableError(
      name,
      `The remote "${name}" could not be loaded`,
      isUnavailableModule(mod) ? mod.error : undefined,
    );
  }
  return mod.default;
}

const preloaded = new Set<string>();
/** Starts fetching a remote's entry and the page's chunks on intent (menu hover/focus). Failures are only logged. */
export function preloadRemotePage(name: RemoteName, page: string): void {
  const key = `${name}/${page}`;
  if (!manifest[name] || preloaded.has(key)) return;
  preloaded.add(key);
  preloadRemote([{ nameOrAlias: name, exposes: [`./${page}`] }]).catch((error: unknown) => {
    preloaded.delete(key);
    console.warn(`Preloading ${key} failed`, error);
  });
}

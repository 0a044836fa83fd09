// What the portal's service worker (./sw.ts) may keep and serve, as plain functions of remotes.json and of a
// request. Only public files of a build are ever kept: the shell's files, the files of the remote versions the
// current remotes.json runs, the HTML page's template and the two run-time files. Never an API response, never a
// request with an Authorization header, never an IdP's answer: none of them is a route here.

/** The caches the worker keeps (Cache Storage names). The precache of the shell's build is workbox's own. */
export const CACHES = {
  /** The HTML page (one copy: every route gets the same page) for a lost connection. */
  page: 'portal-page',
  /** remotes.json and portal.config.json, for a lost connection. */
  runtime: 'portal-runtime',
  /** Files of the remote versions remotes.json runs, keyed by version (see remoteCacheKey). */
  remotes: 'portal-remotes',
  /** The shell's hashed files its precache leaves out (a provider's own chunk, logos, fonts), kept as used. */
  shell: 'portal-shell',
} as const;

/** The run-time files of the shell's origin, revalidated on every use (the deployment changes them in place). */
export const RUNTIME_PATHS = ['/remotes.json', '/portal.config.json'];

/** The post-logout landings: the IdP's way back after a sign-out, whose response empties the origin's storage
 * (Clear-Site-Data). The worker never answers them (the browser asks the server), and a page there does not
 * register the worker again. */
export const SIGN_OUT_PATHS = ['/signout', '/signoutLms'];

/** How long the network has to answer the page and the run-time files before the kept copy is used (a slow
 * connection). The answer that arrives later still replaces the kept copy. */
export const NETWORK_DEADLINE_SECONDS = 4;

/** A file name with webpack's content hash (`[name].[contenthash:8].ext`): the same address is the same bytes. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.[A-Za-z0-9]+$/;

/** A file of a remote version the current remotes.json runs: its address, and the Subresource Integrity hash
 * remotes.json gives for it where it gives one. */
export interface LiveFile {
  url: string;
  integrity?: string;
}

/** The files a worker may serve from its remotes' cache: those of the versions remotes.json runs. */
export interface LiveRemotes {
  /** The files remotes.json names (each version's remoteEntry.js and its pages' files). */
  files: LiveFile[];
  /** The folders of those versions (each version's remoteEntry.js's folder): a hashed file directly in one of
   * them belongs to a version that runs. */
  folders: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address, resolved against `base`; undefined for anything else. */
function httpUrl(value: string, base?: string): URL | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The declarations of a remote's entry that pages may run: the live version and the candidate of a remote with
 * versions (earlier and rolled-back versions are not), or its one declaration. */
function runningDeclarations(entry: unknown): Record<string, unknown>[] {
  if (!isObject(entry)) return [];
  if (!isObject(entry.versions)) return [entry];
  const versions = entry.versions;
  const names = [entry.live, isObject(entry.candidate) ? entry.candidate.version : undefined];
  return names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => versions[name])
    .filter(isObject);
}

/** The files and folders of every remote version the document (remotes.json, as served) runs; `base` resolves
 * relative addresses (the shell's origin). */
export function liveRemotes(document: unknown, base: string): LiveRemotes {
  const files: LiveFile[] = [];
  const folders = new Set<string>();
  if (!isObject(document)) return { files, folders: [] };
  for (const remote of Object.values(document))
    for (const declaration of runningDeclarations(remote)) {
      const entry = typeof declaration.entry === 'string' ? httpUrl(declaration.entry, base) : undefined;
      if (!entry) continue;
      const integrity = typeof declaration.integrity === 'string' ? declaration.integrity : undefined;
      files.push({ url: entry.href, ...(integrity ? { integrity } : {}) });
      folders.add(new URL('./', entry).href);
      const pages = isObject(declaration.pages) ? Object.values(declaration.pages) : [];
      for (const page of pages) {
        const js = isObject(page) && Array.isArray(page.js) ? page.js : [];
        for (const file of js) {
          if (!isObject(file) || typeof file.file !== 'string') continue;
          const url = httpUrl(file.file, entry.href);
          if (url)
            files.push({
              url: url.href,
              ...(typeof file.integrity === 'string' ? { integrity: file.integrity } : {}),
            });
        }
      }
    }
  const unique = new Map(files.map((f) => [`${f.url} ${f.integrity ?? ''}`, f]));
  return { files: [...unique.values()], folders: [...folders] };
}

/** The key a remote's file is kept under: its address with the version's integrity hash for a file whose name
 * has no content hash (remoteEntry.js, changed in place by an unversioned deployment), so a copy is only ever
 * found for the exact bytes remotes.json names; a hashed file's address alone. */
export function remoteCacheKey(url: string, integrity?: string): string {
  const address = new URL(url);
  if (HASHED_FILE.test(address.pathname) || !integrity) return address.href;
  address.searchParams.set('portal-integrity', integrity);
  return address.href;
}

/**
 * The key under which the remotes' cache may answer a request for `url`, or undefined when the worker must not
 * answer it from the cache (the network does): a file remotes.json names for a version it runs (with that
 * file's integrity), or a hashed file directly in the folder of such a version. A file of a rolled-back or
 * earlier version is never answered from the cache.
 */
export function remoteKeyFor(url: string, live: LiveRemotes): string | undefined {
  const address = httpUrl(url);
  if (!address || address.search) return undefined;
  const named = live.files.find((f) => f.url === address.href);
  if (named) return remoteCacheKey(named.url, named.integrity);
  const folder = new URL('./', address).href;
  if (HASHED_FILE.test(address.pathname) && live.folders.includes(folder)) return address.href;
  return undefined;
}

/** Whether a key in the remotes' cache still belongs to a version remotes.json runs (otherwise it is purged). */
export function keepsRemoteKey(key: string, live: LiveRemotes): boolean {
  const address = new URL(key);
  const integrity = address.searchParams.get('portal-integrity');
  if (integrity !== null) {
    address.search = '';
    return live.files.some((f) => f.url === address.href && f.integrity === integrity);
  }
  return remoteKeyFor(key, live) === key;
}

/** Whether a request may be kept or answered by the worker at all: a GET without credentials of its own (an
 * Authorization header is a student's token: never kept). */
export const mayCache = (request: Request): boolean =>
  request.method === 'GET' && !request.headers.has('Authorization');

/** Of the addresses a page loaded before a worker controlled it (its first visit), those the worker keeps for a
 * lost connection: the shell's hashed files and its run-time files, on the page's own origin. Nothing else (the
 * API, the sign-in services, other origins) is ever handed to it. */
export function filesToKeep(loaded: string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const address of loaded) {
    const url = httpUrl(address);
    if (!url || url.origin !== origin || url.search) continue;
    if (HASHED_FILE.test(url.pathname) || RUNTIME_PATHS.includes(url.pathname)) kept.add(url.href);
  }
  return [...kept];
}

// A remote page fetched ahead of a student's choice, without running it (../menus/prefetchNext.ts says when). In
// the federation runtime's chunk: a first load carries none of it.
import type { RemoteDeclaration } from '@portal/remote-contract';
import type { FederationRuntime } from './runtime';
import { isTrustedUrl, type RemoteTrust } from './trustPlugin';

/** Fetches a script into the browser's cache, at a low priority, as the script element that runs it later asks for
 * it (CORS, the same credentials and integrity hash): that request is then answered from the cache. */
async function fetchAhead(href: string, integrity: string | undefined, timeoutMs: number): Promise<void> {
  const response = await fetch(href, {
    mode: 'cors',
    credentials: 'same-origin',
    ...(integrity ? { integrity } : {}),
    priority: 'low',
    signal: AbortSignal.timeout(timeoutMs),
  } as RequestInit);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  await response.arrayBuffer();
}

/**
 * The remote's container, loaded as the page's own load will take it (the runtime's module of the remote, through
 * its hooks: trust, integrity, version skew; its entry script run, none of its pages), and the page's own files as
 * remotes.json lists them (relative to `entry`), fetched into the browser's cache with their integrity hashes: only
 * those on an allowed origin, with a hash where one is required, and not already asked for (`preloaded`).
 * (Module Federation's preloadRemote knows a remote's chunks only from an mf-manifest.json; for a remote declared by
 * its remoteEntry.js it loads the entry under an empty global name and cannot find the container.)
 */
export async function fetchPageAhead({
  remote,
  page,
  entry,
  trust,
  runtime,
  preloaded,
  fetched,
}: {
  remote: RemoteDeclaration;
  page: string;
  entry: string;
  trust: RemoteTrust;
  runtime: Promise<FederationRuntime>;
  preloaded: (href: string) => boolean;
  /** The files fetched ahead in this page load (pages of a remote share chunks): each is fetched once; one whose
   * fetch failed is left out of it. */
  fetched: Set<string>;
}): Promise<void> {
  const files = (remote.pages?.[page]?.js ?? [])
    .map(({ file, integrity }) => ({ href: new URL(file, entry).href, integrity }))
    .filter(
      ({ href, integrity }) =>
        !preloaded(href) &&
        !fetched.has(href) &&
        isTrustedUrl(href, trust.origins) &&
        !(trust.requireIntegrity && !integrity),
    );
  for (const { href } of files) fetched.add(href);
  const started = await runtime;
  await Promise.all([
    started.remoteHandler
      .getRemoteModuleAndOptions({ id: `${remote.id}/${page}` })
      .then(({ module }) => module.getEntry(page)),
    ...files.map(({ href, integrity }) =>
      fetchAhead(href, integrity, trust.timeoutMs).catch((error: unknown) => {
        fetched.delete(href);
        throw error;
      }),
    ),
  ]);
}

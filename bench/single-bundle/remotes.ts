// The single-bundle variant of shell/src/federation/remotes.ts, for `pnpm bench` only: the same shell, the
// same remotes.json and route table, with every remote page compiled into the shell's own build (ordinary
// lazy chunks, no federation). The page list is generated from apps.json and the remotes' contracts.
import { PAGES } from '@bench/pages';
import { learnDeployment, RemoteUnavailableError } from '../../shell/src/federation/deployment';
import type {
  initRemotes as initRemotesOfShell,
  runningReleases as runningReleasesOfShell,
} from '../../shell/src/federation/remotes';
import type { RemoteTrust } from '../../shell/src/federation/trustPlugin';

export { RemoteUnavailableError };

let table: Awaited<ReturnType<typeof initRemotesOfShell>> | undefined;

export async function initRemotes(
  url: string,
  trust: RemoteTrust,
  started?: Promise<Response>,
): ReturnType<typeof initRemotesOfShell> {
  table = (await learnDeployment(url, trust, started)).table;
  return table;
}

export async function resetRemote(): Promise<void> {}

export async function loadRemotePage<T>(id: string, page: string): Promise<T> {
  const load = PAGES[`${id}/${page}`];
  if (!load) throw new RemoteUnavailableError(id, `${id}/${page} is not in the single bundle`);
  return (await load()).default as T;
}

export function preloadRemotePage(id: string, page: string): void {
  void PAGES[`${id}/${page}`]?.();
}

export function preloadRemoteFor(pathname: string): void {
  const route = table?.match(pathname);
  if (route) preloadRemotePage(route.remote, route.page);
}

/** Every remote page is compiled into the single bundle: no remote runs a release of its own (the footer's build
 * line lists none). */
export const runningReleases = (): ReturnType<typeof runningReleasesOfShell> => [];

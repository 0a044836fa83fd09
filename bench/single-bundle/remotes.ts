// The single-bundle variant of shell/src/federation/remotes.ts, for `pnpm bench` only: the same shell, the
// same remotes.json and route table, with every remote page compiled into the shell's own build (ordinary
// lazy chunks, no federation). The page list is generated from apps.json and the remotes' contracts.
import { PAGES } from '@bench/pages';
import { learnDeployment, RemoteUnavailableError } from '../../shell/src/federation/deployment';
import type * as ShellRemotes from '../../shell/src/federation/remotes';
import type { initRemotes as initRemotesOfShell } from '../../shell/src/federation/remotes';
import type { RemoteTrust } from '../../shell/src/federation/trustPlugin';

export { RemoteUnavailableError };

let table: Awaited<ReturnType<typeof initRemotesOfShell>> | undefined;
let remotes: ReturnType<typeof ShellRemotes.declaredRemotes> = [];
let trusted: RemoteTrust = { origins: [], requireIntegrity: false, timeoutMs: 0 };

export async function initRemotes(
  url: string,
  trust: RemoteTrust,
  started?: Promise<Response>,
): ReturnType<typeof initRemotesOfShell> {
  trusted = trust;
  const deployment = await learnDeployment(url, trust, started);
  remotes = deployment.remotes;
  table = deployment.table;
  return table;
}

/** The remotes.json declarations (their widgets fill the slots, loaded from this bundle). */
export const declaredRemotes: typeof ShellRemotes.declaredRemotes = () => [...remotes];

export async function resetRemote(): Promise<void> {}

/** One build: every session runs the same pages, and they never change. */
export const remoteTrust: typeof ShellRemotes.remoteTrust = () => trusted;
export const manifest: typeof ShellRemotes.manifest = () => '/remotes.json';
export const startedRuntime: typeof ShellRemotes.startedRuntime = () => undefined;
export const entriesOf: typeof ShellRemotes.entriesOf = () => [];
export function declare(): void {}
export const declaredRemote: typeof ShellRemotes.declaredRemote = () => undefined;
/** The page's failures of remote code, for the error collector's reporter (as the shell's). */
export const remoteFailures: typeof ShellRemotes.remoteFailures = [];

/** One build, no remote releases: the footer's build line names none. */
export const runningReleases: typeof ShellRemotes.runningReleases = () => [];
/** What the page runs never changes: nothing to tell. */
export const onDeclaredChange: typeof ShellRemotes.onDeclaredChange = () => () => undefined;
export const declaredChangeCount: typeof ShellRemotes.declaredChangeCount = () => 0;

export async function loadRemotePage<T>(id: string, page: string): Promise<T> {
  const load = PAGES[`${id}/${page}`];
  if (!load) throw new RemoteUnavailableError(id, `${id}/${page} is not in the single bundle`);
  return (await load()).default as T;
}

export function preloadRemotePage(id: string, page: string): void {
  void PAGES[`${id}/${page}`]?.();
}

/** The page's lazy chunk, loaded (not rendered) ahead of a student's choice. */
export async function prefetchRemotePage(id: string, page: string): Promise<void> {
  await PAGES[`${id}/${page}`]?.().catch(() => undefined);
}

export function preloadRemoteFor(pathname: string): void {
  const route = table?.match(pathname);
  if (route) preloadRemotePage(route.remote, route.page);
}

// This module stands in for the shell's: an export the shell's has and this one lacks fails typecheck here,
// not at run time in the bench.
type Missing = Exclude<keyof typeof ShellRemotes, keyof typeof import('./remotes')>;
export const everyExportOfTheShell: [Missing] extends [never] ? true : Missing = true;

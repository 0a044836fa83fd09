// The single-bundle variant of shell/src/federation/remotes.ts, for `pnpm bench` only: the same shell,
// with every remote page compiled into the shell's own build (ordinary lazy chunks, no federation).
import type { ComponentType } from 'react';
import { REMOTES, RemoteUnavailableError, type RemoteName } from '../../shell/src/federation/remoteNames';

export { REMOTES, RemoteUnavailableError, type RemoteName };

const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  'payments/PaymentsPage': () => import('../../mfe-payments/src/PaymentsPage'),
};

export async function initRemotes(): Promise<void> {}
export async function resetRemote(): Promise<void> {}

export async function loadRemotePage<T>(name: RemoteName, page: string): Promise<T> {
  const load = PAGES[`${name}/${page}`];
  if (!load) throw new RemoteUnavailableError(name, `${name}/${page} is not in the single bundle`);
  return (await load()).default as T;
}

export function preloadRemotePage(name: RemoteName, page: string): void {
  void PAGES[`${name}/${page}`]?.();
}

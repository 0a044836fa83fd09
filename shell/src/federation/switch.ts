// A remote moved to another release in a page that may have run one already (a Retry after a rollback, a
// sign-in that puts the session on a candidate's side): its loads start over from the new entry, in a container
// of its own. With the federation runtime's chunk (a Retry follows a load) and the signed-in chunk (a sign-in).
import type { RemoteDeclaration } from '@portal/remote-contract';
import { readRemotes } from './deployment';
import { declare, entriesOf, manifest, remoteTrust, startedRuntime } from './remotes';

/** The global a remote's container pushes its chunks to: a kit build's `output.uniqueName` is its federation name
 * (shared/federation/src/common.cjs), and webpack names the global after it as an identifier. */
const chunkGlobal = (id: string): string => `webpackChunk${id.replace(/[^a-zA-Z0-9$]+/g, '_')}`;

/**
 * The page runs `next` (another release of each remote, already declared) in fresh containers: their next loads
 * start over from their own entries. The chunks an earlier container of a remote pushed to the global they share
 * are dropped first: a container takes every chunk it finds there as its own, so another version's page would
 * otherwise run again under the new entry. What is on screen keeps its code until it loads again.
 */
export async function reregister(next: RemoteDeclaration[]): Promise<void> {
  const started = await startedRuntime()?.catch(() => undefined);
  if (!started) return;
  for (const { id } of next) delete (window as unknown as Record<string, unknown>)[chunkGlobal(id)];
  started.registerRemotes(entriesOf(next), { force: true });
}

/** Re-reads remotes.json (a team may have moved, deployed or rolled back its remote) and loads one remote anew
 * from what it names now. A remotes.json that cannot be read leaves the remote as it was. */
export async function resetRemote(id: string): Promise<void> {
  declare();
  try {
    const next = (await readRemotes(manifest(), remoteTrust())).find((remote) => remote.id === id);
    if (!next) return;
    declare(next);
    await reregister([next]);
  } catch (error) {
    console.error('remotes.json could not be re-read', error);
  }
}

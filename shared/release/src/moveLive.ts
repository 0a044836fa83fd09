import { promoteCandidate, rollBack, type VersionedRemote } from '@portal/remote-contract';
import { checkServed } from './checkServed';
import { releaseState } from './releaseState';
import type { ReleaseStore } from './store';

const CHANGES = { promote: promoteCandidate, rollback: rollBack };

export interface MoveRequest {
  store: ReleaseStore;
  by: string;
  action: keyof typeof CHANGES;
  remote: string;
  /** promote: the providers whose sessions all run the candidate (it stays the candidate). */
  providers?: string[];
  now?: () => Date;
}

/**
 * Promotes a remote's candidate, or rolls back its last release, in the store's remotes.json (a
 * compare-and-swap, recorded in the history). Refused, with nothing changed, when a file of the version that
 * would run (for every session; a candidate promoted for chosen providers, for theirs) is not served as its build recorded it (a version at the root of its origin,
 * overwritten by a later build; a folder deleted): the command never sends students to code the shell would
 * refuse. Returns what it did, for people.
 */
export async function moveLive({ store, by, action, remote, providers, now }: MoveRequest): Promise<string> {
  const stored = await store.readRemotes();
  const { document, summary } = CHANGES[action](stored.document, remote, { providers });
  const after = document[remote] as VersionedRemote;
  // The version sessions of the chosen providers would run, when the candidate stays one.
  const runs = after.candidate?.version ?? after.live;
  try {
    await checkServed(after.versions[runs]!);
  } catch (error) {
    throw new Error(
      `Cannot ${action === 'promote' ? 'promote' : 'roll back'} ${remote}: version ${runs}, which ${runs === after.live ? 'every session' : 'sessions'} would run, is not served as it was published: ${(error as Error).message}. Nothing was changed.`,
    );
  }
  await store.writeRemotes(document, stored.version);
  await store.appendHistory({
    at: (now?.() ?? new Date()).toISOString(),
    by,
    action,
    remote,
    from: releaseState(stored.document[remote]),
    to: releaseState(after),
    summary,
  });
  return `${summary} in ${store.location}`;
}

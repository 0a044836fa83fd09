import { isVersioned, promoteCandidate, rollBack, type VersionedRemote } from '@portal/remote-contract';
import { checkServed } from './checkServed';
import { candidateRefusal, type HealthRow, type HealthRule } from './health';
import { writePageHeadings } from './pageHeadings';
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
  /** Where promote reads the canary's health (the collector's summary), and the rule it must pass; without
   * it, or with `force`, the candidate is promoted on its files alone. */
  health?: { read: () => Promise<HealthRow[]>; rule: HealthRule; force?: boolean };
}

/**
 * Promotes a remote's candidate, or rolls back its last release, in the store's remotes.json (a
 * compare-and-swap, recorded in the history; the page headings follow its live versions). Refused, with nothing changed, when a file of the version that
 * would run (for every session; a candidate promoted for chosen providers, for theirs) is not served as its build recorded it (a version at the root of its origin,
 * overwritten by a later build; a folder deleted): the command never sends students to code the shell would
 * refuse. Given a health source, promote also refuses a candidate whose error rate is worse than live's beyond
 * the rule's margin, or whose sides have too few page loads to tell (see candidateRefusal), unless forced.
 * Returns what it did, for people.
 */
export async function moveLive({
  store,
  by,
  action,
  remote,
  providers,
  now,
  health,
}: MoveRequest): Promise<string> {
  const stored = await store.readRemotes();
  const before = stored.document[remote];
  if (action === 'promote' && health && !health.force && before && isVersioned(before) && before.candidate) {
    const rows = await health.read().catch((error: unknown) => {
      throw new Error(
        `Cannot promote ${remote}: ${(error as Error).message}. Nothing was changed (--force promotes without its health).`,
      );
    });
    const refusal = candidateRefusal(
      rows,
      { remote, live: before.live, candidate: before.candidate.version },
      health.rule,
    );
    if (refusal) throw new Error(`Cannot promote ${remote}: ${refusal} Nothing was changed.`);
  }
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
  const headings = await writePageHeadings(store, document);
  await store.appendHistory({
    at: (now?.() ?? new Date()).toISOString(),
    by,
    action,
    remote,
    from: releaseState(stored.document[remote]),
    to: releaseState(after),
    summary,
  });
  return `${summary} in ${store.location}${headings}`;
}

import { isVersioned, versionOfEntry, type RemoteEntry } from '@portal/remote-contract';
import type { ReleaseState } from './store';

/** Which versions of a remote run, from its entry in remotes.json (a single declaration runs as its entry's
 * folder, or 'unversioned'). */
export function releaseState(entry: RemoteEntry | undefined): ReleaseState {
  if (entry === undefined) return {};
  if (isVersioned(entry))
    return { live: entry.live, ...(entry.candidate ? { candidate: entry.candidate } : {}) };
  return entry.entry ? { live: versionOfEntry(entry.entry) ?? 'unversioned' } : {};
}

import { fileURLToPath } from 'node:url';
import { localStore } from './localStore';
import type { ReleaseStore } from './store';

/**
 * The store at `location`: a folder (a path, or a file: URL) for now. Object storage (s3://bucket/prefix)
 * comes with its own implementation of ReleaseStore.
 */
export function openStore(location: string): ReleaseStore {
  if (location.startsWith('file:')) return localStore(fileURLToPath(location));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location))
    throw new Error(
      `${location}: this release tool writes to a folder (a path or a file: URL); no store of that kind yet`,
    );
  return localStore(location);
}

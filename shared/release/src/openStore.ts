import { fileURLToPath } from 'node:url';
import { localStore } from './localStore';
import type { S3StoreOptions } from './s3Connection';
import { s3Store } from './s3Store';
import type { ReleaseStore } from './store';

/**
 * The store at `location`: a folder (a path, or a file: URL), or objects in an S3 bucket (`s3://bucket/prefix`,
 * reached as `s3` says: an endpoint and region, else the AWS SDK's own settings).
 */
export function openStore(location: string, s3: S3StoreOptions = {}): ReleaseStore {
  if (location.startsWith('file:')) return localStore(fileURLToPath(location));
  if (location.startsWith('s3://')) return s3Store(location, s3);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location))
    throw new Error(
      `${location}: a store is a folder (a path or a file: URL) or an S3 bucket (s3://bucket/prefix); no store of that kind`,
    );
  return localStore(location);
}

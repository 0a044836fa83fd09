/** The data folder of a local backend as it is on disk, read by the tests. */
import { join } from 'node:path';
import {
  RECORD_COLLECTIONS,
  type CollectionName,
  type Collections,
  type RecordCollection,
  type StoredRecord,
} from '@portal/mock-api';
import { readFolder } from '../diskStore';

/** The records of a collection of the data folder `dir` as they are on disk. */
export const readCollection = <C extends CollectionName>(dir: string, collection: C): Collections[C][] =>
  readFolder(join(dir, 'records', collection)).map(([, , value]) => value as Collections[C]);

/** The data folder `dir` as it is on disk: the students, their photos by studentUPId, and the write calls'
 * records. */
export const readData = (dir: string) => ({
  students: readCollection(dir, 'students'),
  images: Object.fromEntries(
    readFolder(join(dir, 'records', 'images')).map(([, key, value]) => [key, value as Collections['images']]),
  ),
  records: Object.fromEntries(RECORD_COLLECTIONS.map((c) => [c, readCollection(dir, c)])) as {
    [C in RecordCollection]: StoredRecord[];
  },
});

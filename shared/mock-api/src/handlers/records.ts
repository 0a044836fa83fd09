/** The write calls' records: add, find and change them in the store's collections, and check a write's body
 * with the client's own schemas. */
import { checkPayload, problemsOf, VALIDATION_ERROR_MESSAGE, type PayloadKind } from '@portal/api';
import type { RecordCollection, Store, StoredRecord } from '../types';
import { ApiError } from './define';

/** Adds a record with a new id (also under `idField`, e.g. applicationId) and returns it. */
export function addRecord(
  store: Store,
  collection: RecordCollection,
  fields: Record<string, unknown>,
  idField?: string,
): StoredRecord {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  const record: StoredRecord = {
    ...fields,
    ...(idField ? { [idField]: id } : {}),
    id,
    createdAt: now,
    updatedAt: now,
  };
  store.put(collection, id, record);
  return record;
}

/** The record with this id (or under `idField`); 404 `No matching <what>` otherwise. */
export function findRecord(
  store: Store,
  collection: RecordCollection,
  id: string,
  what: string,
  idField?: string,
): StoredRecord {
  const found =
    store.get(collection, id) ??
    (idField === undefined ? undefined : store.list(collection).find((r) => r[idField] === id));
  if (!found) throw new ApiError(404, `No matching ${what}`);
  return found;
}

/** Merges `fields` into a record (ids and creation time stay) and returns the new record. */
export function updateRecord(
  store: Store,
  collection: RecordCollection,
  record: StoredRecord,
  fields: Record<string, unknown>,
): StoredRecord {
  const updated: StoredRecord = {
    ...record,
    ...fields,
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: new Date().toISOString(),
  };
  store.put(collection, record.id, updated);
  return updated;
}

/** Checks a write's body against the client's schema of `kind` (@portal/api): 400
 * `{ message: 'Application data validation error', details, problems }` when it does not fit (`details`: ajv's
 * errors; `problems`: the same in plain words, one per field). */
export async function validated<T>(kind: PayloadKind, body: unknown): Promise<T> {
  const { valid, errors } = await checkPayload(kind, body);
  if (!valid)
    throw new ApiError(400, VALIDATION_ERROR_MESSAGE, {}, { details: errors, problems: problemsOf(errors) });
  return body as T;
}

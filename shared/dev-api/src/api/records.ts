/** The write calls' records: add, find and change them in the store's collections. */
import { randomUUID } from 'node:crypto';
import { checkPayload, VALIDATION_ERROR_MESSAGE, type PayloadKind } from '@portal/api';
import type { DataStore } from '../store';
import type { RecordCollection, StoredRecord } from '../types';
import { HttpError } from './http';

/** Adds a record with a new id (also under `idField`, e.g. applicationId) and returns it. */
export function addRecord(
  store: DataStore,
  collection: RecordCollection,
  fields: Record<string, unknown>,
  idField?: string,
): StoredRecord {
  const now = new Date().toISOString();
  const id = randomUUID();
  const record: StoredRecord = {
    ...fields,
    ...(idField ? { [idField]: id } : {}),
    id,
    createdAt: now,
    updatedAt: now,
  };
  store.putRecord(collection, record);
  return record;
}

/** The record with this id (or under `idField`); 404 `No matching <what>` otherwise. */
export function findRecord(
  store: DataStore,
  collection: RecordCollection,
  id: string,
  what: string,
  idField?: string,
): StoredRecord {
  const found = store.data.records[collection].find(
    (r) => r.id === id || (idField !== undefined && r[idField] === id),
  );
  if (!found) throw new HttpError(404, `No matching ${what}`);
  return found;
}

/** Merges `fields` into a record (ids and creation time stay) and returns the new record. */
export function updateRecord(
  store: DataStore,
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
  store.putRecord(collection, updated);
  return updated;
}

/** Checks a write's body against the client's schema of `kind` (@portal/api): 400
 * `{ message: 'Application data validation error', details }` when it does not fit. */
export async function validated<T>(kind: PayloadKind, body: unknown): Promise<T> {
  const { valid, errors } = await checkPayload(kind, body);
  if (!valid) throw new HttpError(400, VALIDATION_ERROR_MESSAGE, {}, { details: errors });
  return body as T;
}

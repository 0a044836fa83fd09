import type { CandidateRelease, RemotesDocument } from '@portal/remote-contract';

/**
 * Where a deployment keeps what the release commands change: its remotes.json, the files of every published
 * version, and the history of changes. One interface, one implementation per kind of storage: a folder the
 * web servers serve (./localStore.ts) and S3-compatible object storage (./s3Store.ts). docs/releasing.md#the-store
 * describes it.
 *
 * File keys are `<remote>/<version>/<file>` (e.g. `payments/1.2.0/remoteEntry.js`), slash-separated, never
 * absolute and never with `..`; the deployment serves them at `<public URL>/<key>`.
 */
export interface ReleaseStore {
  /** Where the store is, for people (a folder, a bucket's address): what the commands print. */
  readonly location: string;
  /** remotes.json with its version ({} and null when the store has none yet). */
  readRemotes(): Promise<StoredRemotes>;
  /**
   * Replaces remotes.json, only if the store still holds version `expected` (null: only if it has none):
   * a compare-and-swap. Throws a RemotesConflict, writing nothing, when another write came first. A reader
   * never sees half a document. Returns the new version.
   */
  writeRemotes(document: RemotesDocument, expected: string | null): Promise<string>;
  /** providers.json, the index of the published providers, with its version ({} and null when none yet). */
  readProviders(): Promise<StoredProviders>;
  /** Replaces providers.json by the same compare-and-swap as remotes.json (a RemotesConflict when another write
   * came first). Returns the new version. */
  writeProviders(index: ProvidersIndex, expected: string | null): Promise<string>;
  /** Puts one file of a version, to be served with these headers. */
  putFile(key: string, body: Uint8Array, headers: FileHeaders): Promise<void>;
  /** Puts a file that changes in place (a published provider's live frame), replacing the one there. */
  replaceFile(key: string, body: Uint8Array, headers: FileHeaders): Promise<void>;
  /** The bytes of a file put there, or undefined when there is none. */
  readFile(key: string): Promise<Uint8Array | undefined>;
  /** The files under a key prefix (e.g. `payments/1.2.0/`), each with its size and hash. */
  listFiles(prefix: string): Promise<StoredFile[]>;
  /**
   * Why the store does not take a file of a build, for the command's output: what the file is, then why (e.g.
   * "gzipped copy (the CDN compresses)"), or undefined when it takes it. Absent: it takes every file (a folder
   * store: its web server decides what to serve).
   */
  leavesOut?(name: string): string | undefined;
  /** Adds a change to the history. Nothing is ever removed or changed in it. */
  appendHistory(change: HistoryEntry): Promise<void>;
  /** The history, oldest change first; with `last`, only the last that many changes. */
  readHistory(last?: number): Promise<HistoryEntry[]>;
}

/** remotes.json and the store's version of it (its ETag, or a hash of its bytes); version null: none yet. */
export interface StoredRemotes {
  document: RemotesDocument;
  version: string | null;
}

/** A published provider's version: the folder of its document and pictures (`providers/<slug>/<version>/`,
 * 12 hex digits of their hash) and the Subresource Integrity hash of its provider.json. */
export interface ProviderVersion {
  version: string;
  integrity: string;
  /** ISO time it was published. */
  at: string;
}

/** A published provider in providers.json: the version pages use, and the earlier live ones (last: the latest),
 * which a rollback goes back to. */
export interface PublishedProvider extends ProviderVersion {
  earlier: ProviderVersion[];
}

/** providers.json: the providers published into the deployment (not in the shell's build), by slug. The shell
 * reads it for a host whose first label names no provider of its build. */
export type ProvidersIndex = Record<string, PublishedProvider>;

/** providers.json and the store's version of it (null: none yet). */
export interface StoredProviders {
  document: ProvidersIndex;
  version: string | null;
}

/** How a file is served: the store sets these on it where it can (object storage), the web server otherwise. */
export interface FileHeaders {
  contentType: string;
  cacheControl: string;
}

/** A file in the store: its key, its size in bytes and its Subresource Integrity hash (sha384-…). */
export interface StoredFile {
  key: string;
  size: number;
  integrity: string;
}

/** Which versions of a remote ran, before or after a change. */
export interface ReleaseState {
  live?: string;
  candidate?: CandidateRelease;
}

/** One change to remotes.json: who made it, when, what, and the remote's versions before and after. */
export interface HistoryEntry {
  /** ISO time of the change. */
  at: string;
  /** Who ran the command (--by, else git's user, else the system user). */
  by: string;
  action: 'publish' | 'promote' | 'rollback' | 'local';
  /** The remote's id; a provider's change names `provider:<slug>`. */
  remote: string;
  /** The version published (publish only). */
  version?: string;
  from: ReleaseState;
  to: ReleaseState;
  /** What the command printed, e.g. "payments: live 1.1.0 -> 1.2.0 (the candidate, was on 10% of sessions)". */
  summary: string;
}

/** A compare-and-swap write that lost: remotes.json (or providers.json) changed after the command read it. */
export class RemotesConflict extends Error {
  override name = 'RemotesConflict';
}

/** Whether `key` is a key of a store: slash-separated segments, none empty, `.` or `..`, not absolute. */
export function isStoreKey(key: string): boolean {
  return (
    !!key &&
    !key.startsWith('/') &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** The error for a key that is not a store's. */
export const notAKey = (key: string): Error =>
  new Error(`"${key}" is not a key of the store (segments separated by /, no . or ..)`);

/** What a compare-and-swap that lost says: where the document is, that nothing changed, and what to do. */
export const conflictMessage = (documentAt: string): string =>
  `${documentAt} changed after this command read it (another release was written first): nothing was changed. Run the command again to apply it to the new ${documentAt.split('/').pop()}.`;

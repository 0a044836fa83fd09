import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesDocument } from '@portal/remote-contract';
import { integrityOf } from './integrityOf';
import {
  RemotesConflict,
  conflictMessage,
  isStoreKey,
  notAKey,
  type FileHeaders,
  type HistoryEntry,
  type ProvidersIndex,
  type ReleaseStore,
  type StoredFile,
  type StoredProviders,
  type StoredRemotes,
} from './store';
import { withLockFile } from './withLockFile';

/** A key of the store as a path under `root`, or an error for one that would leave it. */
function pathOfKey(root: string, key: string): string {
  if (!isStoreKey(key)) throw notAKey(key);
  return path.join(root, ...key.split('/'));
}

/** The version of remotes.json's bytes (what the servers send as its ETag is a hash of them too). */
const versionOf = (bytes: Buffer): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

async function readOrNothing(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The store as a folder on disk, the one a deployment's web server serves (locally `.var/<profile>/`, which
 * scripts/serve.mjs and scripts/nginx.mjs serve):
 *   remotes.json          the shell reads it on every page load
 *   providers.json        the published providers (the shell reads it for a host no built-in provider names)
 *   releases/<key>        each version's files, served at /<remote>/<version>/ on the remote's origin
 *   history.jsonl         one change per line, appended only
 * The compare-and-swap of remotes.json (and providers.json) holds `remotes.json.lock` (created exclusively) while it checks that the
 * file is still the version the command read, writes the new one beside it and renames it into place. The
 * headers of a file are the web server's to send (both local servers apply the rules of @portal/deployment).
 */
export function localStore(dir: string): ReleaseStore {
  const root = path.resolve(dir);
  const remotesFile = path.join(root, 'remotes.json');
  const releases = path.join(root, 'releases');
  const historyFile = path.join(root, 'history.jsonl');
  const providersFile = path.join(root, 'providers.json');

  /** A document of the store's root (remotes.json, providers.json): an object, with the version of its bytes. */
  async function readDocument(
    file: string,
    what: string,
  ): Promise<{ document: object; version: string | null }> {
    const bytes = await readOrNothing(file);
    if (!bytes) return { document: {}, version: null };
    let document: unknown;
    try {
      document = JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      throw new Error(`${file} is not JSON (${(error as Error).message})`);
    }
    if (typeof document !== 'object' || document === null || Array.isArray(document))
      throw new Error(`${file} must map ${what}`);
    return { document, version: versionOf(bytes) };
  }

  /** Replaces a document of the store's root, only if it is still version `expected`: the compare-and-swap. */
  async function writeDocument(file: string, document: object, expected: string | null): Promise<string> {
    await mkdir(root, { recursive: true });
    return withLockFile(`${file}.lock`, async () => {
      const bytes = await readOrNothing(file);
      const current = bytes ? versionOf(bytes) : null;
      if (current !== expected) throw new RemotesConflict(conflictMessage(file));
      const next = Buffer.from(`${JSON.stringify(document, null, 2)}\n`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, next);
      await rename(temporary, file);
      return versionOf(next);
    });
  }

  const readRemotes = async (): Promise<StoredRemotes> =>
    (await readDocument(remotesFile, "each remote's id to its declaration")) as StoredRemotes;
  const writeRemotes = (document: RemotesDocument, expected: string | null): Promise<string> =>
    writeDocument(remotesFile, document, expected);
  const readProviders = async (): Promise<StoredProviders> =>
    (await readDocument(providersFile, "each published provider's slug to its version")) as StoredProviders;
  const writeProviders = (index: ProvidersIndex, expected: string | null): Promise<string> =>
    writeDocument(providersFile, index, expected);

  async function putFile(key: string, body: Uint8Array, _headers: FileHeaders): Promise<void> {
    const file = pathOfKey(releases, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  const readStoredFile = (key: string): Promise<Uint8Array | undefined> =>
    readOrNothing(pathOfKey(releases, key));

  async function listFiles(prefix: string): Promise<StoredFile[]> {
    const folder = pathOfKey(releases, prefix.replace(/\/$/, ''));
    let names: string[];
    try {
      names = (await readdir(folder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files = await Promise.all(
      names.map(async (file) => {
        const bytes = await readFile(file);
        const key = path.relative(releases, file).split(path.sep).join('/');
        return { key, size: bytes.length, integrity: integrityOf(bytes) };
      }),
    );
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  async function appendHistory(change: HistoryEntry): Promise<void> {
    await mkdir(root, { recursive: true });
    // One write of one line, opened for appending: lines of two commands never mix.
    await appendFile(historyFile, `${JSON.stringify(change)}\n`, { flag: 'a' });
  }

  async function readHistory(last?: number): Promise<HistoryEntry[]> {
    const text = (await readOrNothing(historyFile))?.toString('utf8') ?? '';
    const lines = text.split('\n').filter((line) => line.trim());
    return (last === undefined ? lines : last > 0 ? lines.slice(-last) : []).map(
      (line) => JSON.parse(line) as HistoryEntry,
    );
  }

  return {
    location: root,
    readRemotes,
    writeRemotes,
    readProviders,
    writeProviders,
    putFile,
    replaceFile: putFile,
    readFile: readStoredFile,
    listFiles,
    appendHistory,
    readHistory,
  };
}

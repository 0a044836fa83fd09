import path from 'node:path';
import {
  candidateReach,
  versionOfEntry,
  withRemote,
  withVersion,
  type RemoteDeclaration,
  type RemotesDocument,
} from '@portal/remote-contract';
import { CONTENT_TYPES, cacheControlOf } from '@portal/deployment';
import { integrityOf } from './integrityOf';
import { writePageHeadings } from './pageHeadings';
import { readBuild, type Build } from './readBuild';
import { readDeployed } from './readDeployed';
import { releaseState } from './releaseState';
import type { ReleaseStore } from './store';

/** What to publish, and where. Either `dist` (a build folder, put into the store as `version`, served at
 * `publicUrl`) or `entry` (the address of a remote deployed elsewhere; its files are not copied). */
export interface PublishRequest {
  store: ReleaseStore;
  /** Who publishes (for the history). */
  by: string;
  dist?: string;
  /** Where the store's files are served: a version's entry is `<publicUrl>/<remote>/<version>/remoteEntry.js`. */
  publicUrl?: string;
  entry?: string;
  /** The declaration's file or address, when not remote-contract.json beside the entry. */
  contract?: string;
  /** The remote's id, checked against the build's. */
  remote?: string;
  version?: string;
  /** With a version: the candidate for this percentage of sessions (else the version goes live). */
  share?: number;
  /** With `share`: the providers whose sessions may run the candidate (else every provider's). */
  providers?: string[];
  now?: () => Date;
}

export interface PublishResult {
  /** What the command says, e.g. "Published payments 1.2.0 as the candidate for 10% of sessions (/payments) ->
   * https://…/payments/1.2.0/remoteEntry.js in /srv/portal". */
  summary: string;
  /** With a build folder: the files put into the store, those it held already, and those left out (how many of
   * each kind, and why). */
  files?: { put: number; bytes: number; kept: number; leftOut: { why: string; count: number }[] };
  document: RemotesDocument;
}

/** The folder of a version in the store, e.g. `payments/1.2.0/`. */
const versionPrefix = (id: string, version: string) => `${id}/${version}/`;

/** The content type of a file, by its extension (the servers' table). */
const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream';

/** Why a file of a build is not put into `store`, or undefined when it is. */
const whyLeftOut = (store: ReleaseStore, name: string): string | undefined => store.leavesOut?.(name);

/** How many files were left out for each reason, in the order the reasons first came. */
function countLeftOut(reasons: string[]): { why: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const why of reasons) counts.set(why, (counts.get(why) ?? 0) + 1);
  return [...counts].map(([why, count]) => ({ why, count }));
}

/**
 * Puts a build's files into the store under its version's folder, but those the store leaves out. A folder
 * that holds files already (a publish run before, perhaps cut short) is completed only when each of them is this
 * build's own: a version's files never change once published.
 */
async function putBuild(store: ReleaseStore, build: Build, version: string) {
  const prefix = versionPrefix(build.id, version);
  const taken = build.files.filter((file) => !whyLeftOut(store, file.name));
  const leftOut = build.files.flatMap((file) => whyLeftOut(store, file.name) ?? []);
  const stored = new Map(
    (await store.listFiles(prefix))
      .filter((file) => !whyLeftOut(store, file.key))
      .map((file) => [file.key, file]),
  );
  const local = new Map(taken.map((file) => [prefix + file.name, file]));
  const changed = [...stored.values()].filter(
    (file) => !local.has(file.key) || integrityOf(local.get(file.key)!.bytes) !== file.integrity,
  );
  if (changed.length)
    throw new Error(
      `${store.location}: ${prefix} holds files of another build (${changed
        .slice(0, 3)
        .map((file) => file.key.slice(prefix.length))
        .join(
          ', ',
        )}${changed.length > 3 ? ', …' : ''}): a published version's files never change. Publish this build as a new version.`,
    );
  const missing = taken.filter((file) => !stored.has(prefix + file.name));
  for (const file of missing)
    await store.putFile(prefix + file.name, file.bytes, {
      contentType: contentTypeOf(file.name),
      cacheControl: cacheControlOf(`/${prefix}${file.name}`),
    });
  return {
    put: missing.length,
    bytes: missing.reduce((sum, file) => sum + file.bytes.length, 0),
    kept: stored.size,
    leftOut: countLeftOut(leftOut),
  };
}

/** How the published declaration runs, for the summary: " 1.2.0, live", " 1.2.0 as the candidate for 10% of
 * sessions", or nothing (a single declaration). */
function howItRuns(version?: string, share?: number, providers?: string[]): string {
  if (!version) return '';
  return share !== undefined
    ? ` ${version} as the candidate for ${candidateReach({ version, share, providers })}`
    : ` ${version}, live`;
}

/**
 * Publishes a remote into the store's remotes.json, with a compare-and-swap: read remotes.json, put the
 * build's files (with a build folder), check that every file the declaration names is served as its build
 * recorded it, then write remotes.json only if no other change came in between (else a RemotesConflict), the
 * page headings of its live versions, and record the change in the history.
 */
export async function publish(request: PublishRequest): Promise<PublishResult> {
  const { store, share, providers } = request;
  const build = request.dist ? await readBuild(request.dist) : undefined;
  if (build && request.remote && request.remote !== build.id)
    throw new Error(`${request.dist} is a build of "${build.id}", not of "${request.remote}"`);
  if (build && !request.version)
    throw new Error('A build folder is published as a version: give --version <name>');
  if (build && !request.publicUrl)
    throw new Error(
      `Where are the store's files served? Give --public-url (e.g. https://cdn.example.edu/), so that ${build.id}'s entry is <public URL>/${build.id}/${request.version}/${build.entryFile}`,
    );
  const entry = build
    ? new URL(
        `${versionPrefix(build.id, request.version!)}${build.entryFile}`,
        request.publicUrl!.replace(/\/?$/, '/'),
      ).href
    : request.entry;
  if (!entry) throw new Error('Give a build folder (--dist) or the address of a deployed entry (--entry)');
  const version = request.version ?? versionOfEntry(entry);
  if (share !== undefined && !version)
    throw new Error('A candidate is a version: give --version, or an entry in a version folder');

  const stored = await store.readRemotes();
  const apply = (declaration: RemoteDeclaration, publishedAt?: string) =>
    version
      ? withVersion(stored.document, declaration, { version, share, providers, publishedAt })
      : withRemote(stored.document, declaration);
  // Refused before any file is put: a version published already with another build, a name not allowed.
  if (build) apply({ ...build.declaration, entry });
  const files = build ? await putBuild(store, build, version!) : undefined;

  const declaration = await readDeployed(entry, request.contract);
  if (request.remote && declaration.id !== request.remote)
    throw new Error(`${entry} is the entry of "${declaration.id}", not of "${request.remote}"`);
  const at = (request.now?.() ?? new Date()).toISOString();
  const document = apply(declaration, at);
  await store.writeRemotes(document, stored.version);
  const headings = await writePageHeadings(store, document);

  const routes = declaration.routes.map((route) => route.path).join(', ');
  const published = `${declaration.id}${howItRuns(version, share, providers)} (${routes}) -> ${entry}`;
  await store.appendHistory({
    at,
    by: request.by,
    action: 'publish',
    remote: declaration.id,
    ...(version ? { version } : {}),
    from: releaseState(stored.document[declaration.id]),
    to: releaseState(document[declaration.id]),
    summary: `Published ${published}`,
  });
  return { summary: `Published ${published} in ${store.location}${headings}`, files, document };
}

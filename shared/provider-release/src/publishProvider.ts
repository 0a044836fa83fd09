// `pnpm provider:publish <file|folder>` and `pnpm provider:rollback <slug>`: a provider's document and its
// pictures go into the deployment's store (the remotes' store, ../store.ts) as a version of their own,
// `providers/<slug>/<version>/`, and providers.json, the index the shell reads, names the version pages use. The
// index changes only by the store's compare-and-swap, like remotes.json; every change is in the history. Once the
// index has changed, the provider's live frame (`providers/<slug>/frame.html`, which the servers put in the page of
// its host: docs/decisions/0029) is rendered from the live version's document; withdrawn, it is emptied.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  liveHeadings,
  publishedFrameHtml,
  publishedFrameKey,
} from '@portal/deployment';
import type { ProviderDocument } from '@portal/config';
import { integrityOf, type ProviderVersion, type ProvidersIndex, type ReleaseStore } from '@portal/release';

/** A provider's version: 12 hex digits of the hash of its document and pictures (the same files, the same
 * version; the folder's address never serves other bytes). */
export const PROVIDER_VERSION = /^[0-9a-f]{12}$/;

/** The store key of a file of a provider's version (served at `/<key>` on the shell's origin). */
export const providerFileKey = (slug: string, version: string, file: string): string =>
  `providers/${slug}/${version}/${file}`;

/** The history's name for a provider's changes (its `remote`). */
const historyName = (slug: string) => `provider:${slug}`;

export interface ProviderChange {
  store: ReleaseStore;
  by: string;
  now?: () => Date;
}

/** The document file a command names: the file, or provider.json in the folder. */
export function documentFileOf(given: string): string {
  return existsSync(given) && statSync(given).isDirectory() ? join(given, 'provider.json') : given;
}

/** The files of a provider's version: its document, then its pictures (in the document's order), once the document
 * passes provider:check. The checker (the schema's validator, the contrast rules) is loaded here only: a rollback
 * checks nothing. */
async function filesOf(
  file: string,
): Promise<{ doc: ProviderDocument; slug: string; files: { name: string; bytes: Buffer }[] }> {
  const folder = dirname(file);
  let doc: ProviderDocument;
  const bytes = readFileSync(file);
  try {
    doc = JSON.parse(bytes.toString('utf8')) as ProviderDocument;
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON: ${(error as Error).message}. Nothing was published.`);
  }
  const { providerProblems } = await import('./checkProvider');
  const problems = providerProblems(doc, folder);
  if (problems.length)
    throw new Error(
      `${file} does not pass provider:check (${problems.length} problem${problems.length === 1 ? '' : 's'}), nothing was published:\n` +
        problems.map((p) => `  ${p.part}: ${p.message}`).join('\n'),
    );
  const pictures = [...new Set([doc.logos.light, doc.logos.dark, doc.logos.favicon])].filter(
    (name): name is string => !!name,
  );
  return {
    doc,
    slug: doc.slug,
    files: [
      { name: 'provider.json', bytes },
      ...pictures.map((name) => ({ name, bytes: readFileSync(join(folder, name)) })),
    ],
  };
}

const versionOf = (files: { name: string; bytes: Buffer }[]): string => {
  const hash = createHash('sha256');
  for (const { name, bytes } of files) hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  return hash.digest('hex').slice(0, 12);
};

/** Replaces the provider's live frame: rendered from `doc` (a checked document of `version`), with the page
 * headings of the store's live remotes, or empty (withdrawn: its host's page has no published frame). */
async function putFrame(
  store: ReleaseStore,
  slug: string,
  live?: { version: string; doc: ProviderDocument },
): Promise<void> {
  const html = live
    ? publishedFrameHtml(
        live.doc,
        (file) => `/${providerFileKey(slug, live.version, file)}`,
        liveHeadings((await store.readRemotes()).document),
      )
    : '';
  await store.replaceFile(publishedFrameKey(slug), Buffer.from(html), {
    contentType: 'text/html; charset=utf-8',
    cacheControl: CACHE_CONTROL.revalidate,
  });
}

const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * Checks a provider's document (provider:check; a failing one is refused, nothing written), puts it and its
 * pictures into the store as a version, and makes that version the one pages use, its frame the live one: the
 * version live before is kept, for a rollback. Publishing the version already live changes nothing (but writes
 * its frame when the store has none). Returns what it did, for people.
 */
export async function publishProvider({
  store,
  by,
  now,
  file,
}: ProviderChange & { file: string }): Promise<string> {
  const documentFile = documentFileOf(file);
  if (!existsSync(documentFile)) throw new Error(`${documentFile}: no such file. Nothing was published.`);
  const { doc, slug, files } = await filesOf(documentFile);
  const version = versionOf(files);
  const stored = await store.readProviders();
  const before = Object.prototype.hasOwnProperty.call(stored.document, slug)
    ? stored.document[slug]
    : undefined;
  if (before?.version === version) {
    // A live version without its frame (published before frames were rendered): the frame is written.
    if (await store.readFile(publishedFrameKey(slug)))
      return `${slug} ${version} is live already in ${store.location}: nothing changed`;
    await putFrame(store, slug, { version, doc });
    return `${slug} ${version} is live already in ${store.location}: its frame written`;
  }
  for (const { name, bytes } of files)
    await store.putFile(providerFileKey(slug, version, name), bytes, {
      contentType: contentTypeOf(name),
      cacheControl: CACHE_CONTROL.hashed,
    });
  const at = (now?.() ?? new Date()).toISOString();
  const published: ProviderVersion = { version, integrity: integrityOf(files[0]!.bytes), at };
  const earlier = before
    ? [...before.earlier, { version: before.version, integrity: before.integrity, at: before.at }]
    : [];
  const index: ProvidersIndex = { ...stored.document, [slug]: { ...published, earlier } };
  await store.writeProviders(index, stored.version);
  await putFrame(store, slug, { version, doc });
  const summary = before
    ? `Published ${slug} ${version} (was ${before.version})`
    : `Published ${slug} ${version} (a new provider)`;
  await store.appendHistory({
    at,
    by,
    action: 'publish',
    remote: historyName(slug),
    version,
    from: before ? { live: before.version } : {},
    to: { live: version },
    summary,
  });
  return `${summary} in ${store.location}: ${files.length} files under providers/${slug}/${version}/`;
}

/**
 * Puts back the version of a provider that was live before the current one; with none before, withdraws the
 * provider (its host then shows the portal's default provider again). The live frame follows. The versions' files
 * stay in the store.
 */
export async function rollbackProvider({
  store,
  by,
  now,
  slug,
}: ProviderChange & { slug: string }): Promise<string> {
  const stored = await store.readProviders();
  const current = Object.prototype.hasOwnProperty.call(stored.document, slug)
    ? stored.document[slug]
    : undefined;
  if (!current) throw new Error(`${slug} is not published in ${store.location}: nothing to roll back`);
  const index: ProvidersIndex = { ...stored.document };
  const previous = current.earlier.at(-1);
  if (previous) index[slug] = { ...previous, earlier: current.earlier.slice(0, -1) };
  else delete index[slug];
  await store.writeProviders(index, stored.version);
  // The version put back was checked when it was published.
  const previousDocument =
    previous && (await store.readFile(providerFileKey(slug, previous.version, 'provider.json')));
  await putFrame(
    store,
    slug,
    previous && previousDocument
      ? {
          version: previous.version,
          doc: JSON.parse(Buffer.from(previousDocument).toString('utf8')) as ProviderDocument,
        }
      : undefined,
  );
  const summary = previous
    ? `${slug}: ${current.version} -> ${previous.version} (rolled back)`
    : `${slug}: ${current.version} withdrawn (no version before it)`;
  await store.appendHistory({
    at: (now?.() ?? new Date()).toISOString(),
    by,
    action: 'rollback',
    remote: historyName(slug),
    from: { live: current.version },
    to: previous ? { live: previous.version } : {},
    summary,
  });
  return `${summary} in ${store.location}`;
}

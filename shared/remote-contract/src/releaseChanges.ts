// The changes a release makes to remotes.json (`portal-release`): a version published into a remote's entry, its
// candidate promoted, a rollback. Each answers a new document and leaves the one given as it was; reading
// remotes.json as a session runs it is ./releases.ts.
import type {
  CandidateRelease,
  RemoteDeclaration,
  RemoteEntry,
  RemotesDocument,
  VersionedRemote,
} from './types';
import { declarationProblems } from './validate';
import {
  VERSION,
  candidateProblems,
  isVersioned,
  providersProblem,
  versionedProblems,
  withTitle,
  versionOfEntry,
} from './releases';

/** How a version is published: under its name, live at once or as the candidate for a share of sessions. */
export interface PublishOptions {
  version: string;
  /** Percentage of sessions (0 to 100) that run it as the candidate; without it, the version goes live. */
  share?: number;
  /** With `share`: the providers whose sessions may run it (else every provider's). */
  providers?: string[];
  /** When it was published (ISO date), kept with the version. */
  publishedAt?: string;
}

/** The declaration's address, hash and contract: what makes two publications of a version the same. */
const sameRelease = (a: RemoteDeclaration, b: RemoteDeclaration): boolean =>
  a.entry === b.entry && a.integrity === b.integrity;

/** A plain declaration turned into the first version of a versioned entry (its entry's folder names it, else
 * 'unversioned'); a declaration without an entry (routes reserved for a remote not deployed) has no version. */
function asVersioned(id: string, entry: RemoteEntry | undefined): VersionedRemote | undefined {
  if (entry === undefined) return undefined;
  if (isVersioned(entry)) return entry;
  if (!entry.entry) return undefined;
  const version = versionOfEntry(entry.entry) ?? 'unversioned';
  return { id, live: version, versions: { [version]: entry } };
}

/**
 * The document with a new version of a remote published into it: its declaration kept under `version`
 * (never replacing another version's: a version's files and hash are immutable), and the version made live
 * (the live one before it is kept, to roll back to) or, with `share`, the candidate for that share of
 * sessions. A remote with a plain declaration keeps it as its first version.
 */
export function withVersion(
  document: RemotesDocument,
  declaration: RemoteDeclaration,
  { version, share, providers, publishedAt }: PublishOptions,
): RemotesDocument {
  const problems = declarationProblems(declaration);
  if (!declaration.entry) problems.push(`Remote ${declaration.id}: a published version needs its entry`);
  if (!VERSION.test(version)) problems.push(`"${version}" is not a version name (letters, digits, . _ -)`);
  if (share !== undefined && !(share >= 0 && share <= 100))
    problems.push(`The candidate's share must be a percentage of sessions, 0 to 100 (not ${share})`);
  if (providers !== undefined && share === undefined)
    problems.push('Providers are those of a candidate: give its share too');
  if (providers !== undefined && providersProblem(providers))
    problems.push(`The candidate's providers ${providersProblem(providers)}`);
  if (problems.length) throw new Error(`Cannot publish:\n- ${problems.join('\n- ')}`);
  const id = declaration.id;
  const current = asVersioned(id, document[id]);
  const published = current?.versions[version];
  const { release: _release, ...kept } = declaration;
  const next: RemoteDeclaration & { publishedAt?: string } = {
    ...kept,
    ...(publishedAt ? { publishedAt } : {}),
  };
  if (published && !sameRelease(published, next))
    throw new Error(
      `Version ${version} of ${id} is already published (${published.entry}, ${published.integrity ?? 'no hash'}): a published version never changes; publish this build as a new version`,
    );
  const sharing = Object.entries(current?.versions ?? {}).find(
    ([name, other]) => name !== version && other.entry === next.entry,
  );
  if (sharing)
    throw new Error(
      `${next.entry} is the address of version ${sharing[0]} of ${id}: a new version needs a folder of its own, so that the files of the one before stay as they are`,
    );
  const versions = { ...current?.versions, [version]: published ?? next };
  if (!current) return { ...document, [id]: { id, live: version, versions } };
  if (share !== undefined) {
    if (version === current.live)
      throw new Error(`Version ${version} of ${id} is live already: it cannot be its candidate`);
    const candidate: CandidateRelease = { version, share, ...(providers ? { providers } : {}) };
    return { ...document, [id]: { ...current, candidate, versions } };
  }
  const { candidate, ...rest } = current;
  const previous = version === current.live ? current.previous : [...(current.previous ?? []), current.live];
  return {
    ...document,
    [id]: {
      ...rest,
      live: version,
      ...(previous?.length ? { previous } : {}),
      // A candidate other than the version now live stays the candidate.
      ...(candidate && candidate.version !== version ? { candidate } : {}),
      versions,
    },
  };
}

/** What a promote or a rollback did: the document after it, and the versions before and after. */
export interface ReleaseChange {
  document: RemotesDocument;
  /** What it says, for people, e.g. "payments: live 2026-11-27 -> 2026-11-28". */
  summary: string;
}

/** A remote's versioned entry, whole but for its candidate (which the caller checks: a rollback withdraws a
 * broken one). */
function versionedEntry(document: RemotesDocument, id: string): VersionedRemote {
  const entry = withTitle(document[id]);
  if (entry === undefined) throw new Error(`There is no remote "${id}" in remotes.json`);
  if (!isVersioned(entry))
    throw new Error(`${id} has no versions in remotes.json (publish a version with --version first)`);
  const { candidate: _candidate, ...running } = entry;
  const problems = versionedProblems(running, id);
  if (problems.length) throw new Error(problems.join('\n'));
  return entry;
}

/** "10% of sessions", "10% of sessions of soe, ichm". */
export const candidateReach = ({ share, providers }: CandidateRelease): string =>
  `${share}% of sessions${providers ? ` of ${providers.join(', ')}` : ''}`;

/**
 * Makes a remote's candidate its live version, for every session (the live version before it is kept, to roll
 * back to); with `providers`, it runs instead for every session of those providers only and stays the candidate
 * (the others keep the live version). A broken candidate (see candidateProblems) is refused: no session runs it.
 */
export function promoteCandidate(
  document: RemotesDocument,
  id: string,
  { providers }: { providers?: string[] } = {},
): ReleaseChange {
  const remote = versionedEntry(document, id);
  const { candidate, ...rest } = remote;
  if (!candidate) throw new Error(`${id} has no candidate to promote (live: ${remote.live})`);
  const broken = candidateProblems(remote, id);
  if (broken.length)
    throw new Error(
      `${id}'s candidate is broken, and no session runs it: ${broken.join('; ')}. Withdraw it (rollback ${id}) or publish it again.`,
    );
  if (providers !== undefined) {
    const wrong = providersProblem(providers);
    if (wrong) throw new Error(`The providers ${wrong}`);
    const next: CandidateRelease = { version: candidate.version, share: 100, providers };
    return {
      document: { ...document, [id]: { ...remote, candidate: next } },
      summary: `${id}: candidate ${candidate.version} on ${candidateReach(next)} (was on ${candidateReach(candidate)}); live ${remote.live} elsewhere`,
    };
  }
  const next: VersionedRemote = {
    ...rest,
    live: candidate.version,
    previous: [...(remote.previous ?? []), remote.live],
  };
  return {
    document: { ...document, [id]: next },
    summary: `${id}: live ${remote.live} -> ${candidate.version} (the candidate, was on ${candidateReach(candidate)})`,
  };
}

/**
 * Takes back a remote's last release: a candidate is withdrawn (its sessions go back to the live version);
 * without one, the live version before the current one is live again. Nothing is deleted: the version taken
 * back stays among the versions.
 */
export function rollBack(document: RemotesDocument, id: string): ReleaseChange {
  const remote = versionedEntry(document, id);
  const { candidate, previous = [], ...rest } = remote;
  if (candidate)
    return {
      document: { ...document, [id]: { ...rest, ...(previous.length ? { previous } : {}) } },
      summary: candidateProblems(remote, id).length
        ? `${id}: broken candidate ${candidate.version} withdrawn (no session ran it); every session on live ${remote.live}`
        : `${id}: candidate ${candidate.version} withdrawn (was on ${candidateReach(candidate)}); every session on live ${remote.live}`,
    };
  const back = previous.at(-1);
  if (!back) throw new Error(`${id} has no earlier live version to return to (live: ${remote.live})`);
  const earlier = previous.slice(0, -1);
  return {
    document: {
      ...document,
      [id]: { ...rest, live: back, ...(earlier.length ? { previous: earlier } : {}) },
    },
    summary: `${id}: live ${remote.live} -> ${back} (rolled back)`,
  };
}

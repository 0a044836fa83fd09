// A remote's versioned entry in remotes.json as a session reads it: its checks, the version a session runs (live
// or the candidate, by share and provider) and the declaration that runs. The changes a release makes to the
// document (publish, promote, rollback) are ./releaseChanges.ts.
import type { CandidateRelease, RemoteDeclaration, RunningRelease, VersionedRemote } from './types';
import { declarationProblems } from './validate';

/** A version's name, as the team calls its release: a date, a build number, a commit ('2026-11-27', '42',
 * '2026-11-27.2'). It is also the last folder of the version's address. */
export const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A declaration as the portal reads it: one published before a remote's name for people was called `title`
 * names it `part`, and is read with that as its title (a deployment keeps working across the rename). For a
 * remote with versions, each version's declaration.
 */
export function withTitle(value: unknown): unknown {
  if (!isObject(value)) return value;
  if (value.versions !== undefined && isObject(value.versions)) {
    const versions = Object.fromEntries(
      Object.entries(value.versions).map(([name, v]) => [name, withTitle(v)]),
    );
    return { ...value, versions };
  }
  if (value.title !== undefined || value.part === undefined) return value;
  const { part, ...rest } = value;
  return { ...rest, title: part };
}

/** Whether a remote's entry in remotes.json keeps versions (otherwise it is one declaration, the form a remote
 * has before its first versioned release). */
export const isVersioned = (entry: unknown): entry is VersionedRemote =>
  isObject(entry) && entry.versions !== undefined;

/** The version a remoteEntry.js address names: the folder it is in (`…/payments/2026-11-27/remoteEntry.js`
 * is 2026-11-27), or undefined for an entry at the root of its origin (an address that is not a version's). */
export function versionOfEntry(entry: string): string | undefined {
  const segments = new URL(entry, 'http://x').pathname.split('/').filter(Boolean);
  const folder = segments.length >= 2 ? segments[segments.length - 2] : undefined;
  return folder && VERSION.test(folder) ? folder : undefined;
}

/**
 * What is wrong with a versioned entry's own fields (empty when nothing is): its live version, candidate,
 * previous live versions and the names of its versions. The declarations of the versions are checked where
 * they are used (see parseRemotesDocument).
 */
export function versionedProblems(value: unknown, key: string): string[] {
  const where = `Remote ${key}`;
  if (!isObject(value)) return [`${where}: must be an object`];
  const problems: string[] = [];
  if (value.id !== key) problems.push(`${where}: its entry names another id (${String(value.id)})`);
  if (!isObject(value.versions) || Object.keys(value.versions).length === 0)
    return [...problems, `${where}: versions must map each published version to its declaration`];
  const versions = value.versions;
  for (const name of Object.keys(versions))
    if (!VERSION.test(name)) problems.push(`${where}: "${name}" is not a version name`);
  if (typeof value.live !== 'string' || !(value.live in versions))
    problems.push(`${where}: live must name one of its versions`);
  const candidate = value.candidate;
  if (candidate !== undefined) {
    if (!isObject(candidate) || typeof candidate.version !== 'string' || !(candidate.version in versions))
      problems.push(`${where}: candidate.version must name one of its versions`);
    else if (candidate.version === value.live) problems.push(`${where}: the candidate is the live version`);
    if (
      !isObject(candidate) ||
      typeof candidate.share !== 'number' ||
      !(candidate.share >= 0 && candidate.share <= 100)
    )
      problems.push(`${where}: candidate.share must be a percentage of sessions, 0 to 100`);
    if (isObject(candidate) && candidate.providers !== undefined && providersProblem(candidate.providers))
      problems.push(`${where}: candidate.providers ${providersProblem(candidate.providers)}`);
  }
  if (
    value.previous !== undefined &&
    !(
      Array.isArray(value.previous) &&
      value.previous.every((name) => typeof name === 'string' && name in versions)
    )
  )
    problems.push(`${where}: previous must list versions it has`);
  return problems;
}

/** A provider's slug, as the provider registry names it ('soe', 'up-online'). */
const PROVIDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What is wrong with a candidate's list of providers, or undefined: a non-empty list of providers' slugs, each once. */
export const providersProblem = (value: unknown): string | undefined =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((slug) => typeof slug === 'string' && PROVIDER.test(slug)) &&
  new Set(value).size === value.length
    ? undefined
    : 'must be a list of provider slugs, each once';

/** Whether a session of `provider` may run the candidate: every provider's when it names none, else only theirs
 * (a session whose provider is not known runs the live version). */
const forProvider = ({ providers }: CandidateRelease, provider?: string): boolean =>
  !providers || (provider !== undefined && providers.includes(provider));

/**
 * A session's place among a remote's students, 0 to 99: a stable hash (32-bit FNV-1a) of a value the tab
 * already holds (its sign-in session) and the remote's id, so a session stays on one side of a remote's
 * candidate for as long as it lasts, and the candidates of different remotes reach different sessions.
 */
export function shareBucket(seed: string, remoteId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}\u0000${remoteId}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The version a session runs: the candidate when the session's provider is one the candidate is for and the
 * session's bucket is within its share, else the live version. Without a seed (no session in the tab: an
 * anonymous visitor, a command), the live version. */
export function chooseVersion(remote: VersionedRemote, seed?: string, provider?: string): RunningRelease {
  const { candidate } = remote;
  if (
    candidate &&
    seed !== undefined &&
    forProvider(candidate, provider) &&
    shareBucket(seed, remote.id) < candidate.share
  )
    return { version: candidate.version, track: 'candidate', share: candidate.share };
  return { version: remote.live, track: 'live' };
}

/** A version's declaration, as the session runs it: which version it is and on which track. */
function runningDeclaration(remote: VersionedRemote, release: RunningRelease): RemoteDeclaration {
  return { ...remote.versions[release.version]!, release };
}

/** How a session reads remotes.json. */
export interface ResolveOptions {
  /** A value the tab holds for the length of its session (see chooseVersion); without it, the live versions. */
  seed?: string;
  /** The provider the page is for: a candidate limited to other providers is not run. */
  provider?: string;
  /** Why the portal would not run a declaration (its entry on an origin it does not allow, say), or undefined.
   * A candidate it would not run is left out as a broken one is; the live version's trust is the caller's. */
  refuse?: (declaration: RemoteDeclaration) => string | undefined;
}

/** One remote's entry as a session reads it: the declaration it runs, or none (then `problems` say why), and
 * what was left out of it without costing the remote (`warnings`: a broken candidate). */
export interface ResolvedRemote {
  remote?: RemoteDeclaration;
  problems: string[];
  warnings: string[];
}

/** What is wrong with a declaration found under `key` (`where` in its entry), as the portal would run it. */
function checkDeclaration(declaration: unknown, key: string, where: string): string[] {
  const found = declarationProblems(declaration);
  if (!found.length && (declaration as RemoteDeclaration).id !== key)
    found.push(`Remote ${key}: ${where} names another id (${(declaration as RemoteDeclaration).id})`);
  return found;
}

/**
 * What makes a remote's candidate (of an entry read withTitle) one no session may run (empty when it has none, or a
 * sound one): a share that is
 * not a percentage of sessions, providers that are not a list of slugs, a version the entry does not have, a
 * declaration that is not valid or names another remote, or one `refuse` refuses.
 */
export function candidateProblems(
  entry: VersionedRemote,
  key: string,
  refuse?: ResolveOptions['refuse'],
): string[] {
  const { candidate } = entry;
  if (candidate === undefined) return [];
  const wrong = versionedProblems(entry, key);
  if (wrong.length) return wrong;
  const declaration = entry.versions[candidate.version]!;
  const found = checkDeclaration(declaration, key, `version ${candidate.version}`);
  const refused = found.length ? undefined : refuse?.(declaration);
  if (refused) found.push(`Remote ${key}: version ${candidate.version} is refused: ${refused}`);
  return found;
}

/**
 * The declaration one session runs of a remote's entry in remotes.json, or the problems that leave it out.
 * A plain declaration is itself. A versioned entry gives the version `chooseVersion` picks. A broken candidate
 * costs the candidate only: a share that is not a percentage of sessions, a version the entry does not have, a
 * declaration that is not valid or one `refuse` refuses leaves every session on the live version, with a warning
 * (in every session: the deployment's mistake shows in any console).
 */
export function resolveRemote(
  key: string,
  entry: unknown,
  { seed, provider, refuse }: ResolveOptions = {},
): ResolvedRemote {
  entry = withTitle(entry);
  if (!isVersioned(entry)) {
    const problems = checkDeclaration(entry, key, 'its declaration');
    return problems.length
      ? { problems, warnings: [] }
      : { remote: entry as RemoteDeclaration, problems, warnings: [] };
  }
  const { candidate: _candidate, ...running } = entry;
  // Without its candidate, the entry must be whole (its live version, its versions, its history).
  if (versionedProblems(running, key).length)
    return { problems: versionedProblems(entry, key), warnings: [] };
  const warnings: string[] = [];
  let usable: VersionedRemote = entry;
  const wrong = candidateProblems(entry, key, refuse);
  if (wrong.length) {
    warnings.push(`${wrong.join('; ')} (its candidate is left out: every session runs ${entry.live})`);
    usable = running;
  }
  const chosen = chooseVersion(usable, seed, provider);
  const problems = checkDeclaration(usable.versions[chosen.version], key, `version ${chosen.version}`);
  return problems.length
    ? { problems, warnings }
    : { remote: runningDeclaration(usable, chosen), problems, warnings };
}

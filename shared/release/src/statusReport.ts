import {
  candidateProblems,
  isVersioned,
  withTitle,
  versionOfEntry,
  type RemotesDocument,
} from '@portal/remote-contract';
import type { HistoryEntry, ReleaseStore } from './store';

/** Where a version of a remote stands: run by every session or a share (live, candidate), live before and
 * where a rollback returns, the last first (earlier), published and run by no session (not running: a
 * withdrawn candidate, a version rolled back from), or a remote without an entry (not deployed). */
export type Side = 'live' | 'candidate' | 'earlier' | 'not running' | 'not deployed';

/** One version of one remote, as `status` prints it. */
export interface StatusRow {
  remote: string;
  side: Side;
  version: string;
  /** The percentage of sessions that run it (live and candidate): of `providers`' sessions where it names some. */
  share?: number;
  /** The providers whose sessions the candidate is limited to (the live version runs every other provider's). */
  providers?: string[];
  /** Why no session runs the candidate (a broken one: the shell leaves it out, every session runs live). */
  problems?: string[];
  publishedAt?: string;
  entry?: string;
  /** Its health (error rate, p75 vitals), when a health source knows it. */
  health?: string;
}

/**
 * Where the health of a version comes from: the collector the deployment reports canary health to (not yet:
 * without one every row's health is "—"). Given the remote, version and side, a short text for the column.
 */
export type HealthSource = (row: StatusRow) => Promise<string | undefined>;

export interface StatusReport {
  rows: StatusRow[];
  /** The last changes, oldest first. */
  recent: HistoryEntry[];
}

/** Every remote's versions in a remotes.json document, in the document's order. */
export function statusRows(document: RemotesDocument): StatusRow[] {
  return Object.entries(document).flatMap(([remote, entry]): StatusRow[] => {
    if (!isVersioned(entry)) {
      if (!entry.entry) return [{ remote, side: 'not deployed', version: '—' }];
      const version = versionOfEntry(entry.entry) ?? 'unversioned';
      return [{ remote, side: 'live', version, share: 100, entry: entry.entry }];
    }
    const row = (side: Side, version: string, share?: number): StatusRow => ({
      remote,
      side,
      version,
      ...(share !== undefined ? { share } : {}),
      ...(entry.versions[version]?.publishedAt ? { publishedAt: entry.versions[version].publishedAt } : {}),
      ...(entry.versions[version]?.entry ? { entry: entry.versions[version].entry } : {}),
    });
    const { candidate } = entry;
    const problems = candidateProblems(withTitle(entry) as typeof entry, remote);
    const share = problems.length ? 0 : (candidate?.share ?? 0);
    const providers = !problems.length && candidate?.providers ? { providers: candidate.providers } : {};
    const earlier = [...new Set([...(entry.previous ?? [])].reverse())].filter(
      (version) => version !== entry.live && version !== candidate?.version,
    );
    const listed = new Set([entry.live, candidate?.version, ...earlier]);
    return [
      { ...row('live', entry.live, 100 - share), ...providers },
      ...(candidate
        ? [
            problems.length
              ? { ...row('candidate', String(candidate.version), 0), problems }
              : { ...row('candidate', candidate.version, share), ...providers },
          ]
        : []),
      ...earlier.map((version) => row('earlier', version)),
      ...Object.keys(entry.versions)
        .filter((version) => !listed.has(version))
        .map((version) => row('not running', version)),
    ];
  });
}

/** The store's remotes with each version's side, share and health, and the last `recent` changes. */
export async function statusReport(
  store: ReleaseStore,
  { health, recent = 5 }: { health?: HealthSource; recent?: number } = {},
): Promise<StatusReport> {
  const [{ document }, history] = await Promise.all([
    store.readRemotes(),
    recent > 0 ? store.readHistory(recent) : [],
  ]);
  const rows = await Promise.all(
    statusRows(document).map(async (row) => {
      const known = health && row.side !== 'not deployed' ? await health(row) : undefined;
      return known ? { ...row, health: known } : row;
    }),
  );
  return { rows, recent: history };
}

/** "10%", "10% of soe, ichm" (and the live version's "90% of soe, ichm, 100% of others"), "broken". */
function shareCell({ side, share, providers, problems }: StatusRow): string {
  if (problems) return 'broken';
  if (share === undefined) return '';
  if (!providers) return `${share}%`;
  return `${share}% of ${providers.join(', ')}${side === 'live' ? ', 100% of others' : ''}`;
}

const HEADINGS = ['remote', 'side', 'version', 'share', 'published', 'health'];

/** The report as a table for people, then the last changes (who, when, what). */
export function formatStatus({ rows, recent }: StatusReport, location: string): string {
  const cells = rows.map((row) => [
    row.remote,
    row.side,
    row.version,
    shareCell(row),
    row.publishedAt ? row.publishedAt.slice(0, 16).replace('T', ' ') : '',
    row.health ?? '—',
  ]);
  const widths = HEADINGS.map((heading, column) =>
    Math.max(heading.length, ...cells.map((line) => line[column]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const changes = recent.map(
    (change) => `  ${change.at.slice(0, 19).replace('T', ' ')}  ${change.by}: ${change.summary}`,
  );
  const broken = rows.flatMap(({ remote, version, problems }) =>
    problems
      ? [
          `✘ ${remote}'s candidate ${version} is broken, and no session runs it (every session runs live): ${problems.join('; ')}. Withdraw it (rollback ${remote}) or publish it again.`,
        ]
      : [],
  );
  return [
    `Remotes in ${location}`,
    line(HEADINGS),
    ...cells.map(line),
    ...(rows.length ? [] : ['(no remotes.json yet: publish a remote first)']),
    ...(broken.length ? ['', ...broken] : []),
    '',
    changes.length ? 'Last changes:' : 'No changes recorded yet.',
    ...changes,
  ].join('\n');
}

import type { HealthSource, StatusRow } from './statusReport';

/** What the collector knows of a version of a remote on one side of its canary (its summary's row). */
export interface HealthRow {
  remote: string;
  version: string;
  side: 'live' | 'candidate';
  pageLoads: number;
  errors: number;
  /** The share of its page loads with at least one of its errors, 0 to 1. */
  errorRate: number;
  /** The 75th percentile of its page loads' field vitals: LCP and INP in ms, CLS without unit. */
  p75: { lcp?: number; inp?: number; cls?: number };
}

/** How much worse a candidate's error rate may be than live's, in percentage points, before promote refuses it. */
export const DEFAULT_MARGIN_POINTS = 1;
/** The page loads each side needs before their error rates are compared. */
export const DEFAULT_MIN_PAGE_LOADS = 50;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The rows of a collector's summary (`{ rows: [...] }`), those of the expected shape. */
export function healthRows(summary: unknown): HealthRow[] {
  const rows = isObject(summary) && Array.isArray(summary.rows) ? summary.rows : undefined;
  if (!rows) throw new Error('the answer is not a health summary ({ rows: [...] })');
  return rows.flatMap((row): HealthRow[] => {
    if (
      !isObject(row) ||
      typeof row.remote !== 'string' ||
      typeof row.version !== 'string' ||
      (row.side !== 'live' && row.side !== 'candidate') ||
      !isCount(row.pageLoads) ||
      !isCount(row.errors) ||
      !isCount(row.errorRate)
    )
      return [];
    const p75 = isObject(row.p75) ? row.p75 : {};
    const vitals = Object.fromEntries(
      (['lcp', 'inp', 'cls'] as const).flatMap((name) => (isCount(p75[name]) ? [[name, p75[name]]] : [])),
    );
    return [
      {
        remote: row.remote,
        version: row.version,
        side: row.side,
        pageLoads: row.pageLoads,
        errors: row.errors,
        errorRate: row.errorRate,
        p75: vitals,
      },
    ];
  });
}

/** Reads the collector's summary at `url` (the local backend's /api/<project>/health/, or a service that answers
 * the same), within `timeoutMs`. */
export async function readHealth(url: string, timeoutMs = 10_000): Promise<HealthRow[]> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new Error(`The health source ${url} did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new Error(`The health source ${url} answered ${response.status}`);
  try {
    return healthRows(await response.json());
  } catch (error) {
    throw new Error(`The health source ${url}: ${(error as Error).message}`);
  }
}

/** "2.0%" */
export const percent = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

/** "errors 2.0% of 50 loads · p75 LCP 1.2 s, INP 80 ms, CLS 0.01" */
export function formatHealth(row: HealthRow): string {
  const vitals = [
    row.p75.lcp !== undefined ? `LCP ${(row.p75.lcp / 1000).toFixed(1)} s` : undefined,
    row.p75.inp !== undefined ? `INP ${Math.round(row.p75.inp)} ms` : undefined,
    row.p75.cls !== undefined ? `CLS ${row.p75.cls.toFixed(2)}` : undefined,
  ].filter(Boolean);
  const loads = `${row.pageLoads} ${row.pageLoads === 1 ? 'load' : 'loads'}`;
  return `errors ${percent(row.errorRate)} of ${loads}${vitals.length ? ` · p75 ${vitals.join(', ')}` : ''}`;
}

const find = (rows: readonly HealthRow[], remote: string, version: string, side: HealthRow['side']) =>
  rows.find((row) => row.remote === remote && row.version === version && row.side === side);

/** The status column from a summary: the live and candidate rows' health; other versions run on no side now. */
export const healthSourceOf =
  (rows: readonly HealthRow[]): HealthSource =>
  async ({ remote, version, side }: StatusRow) =>
    side === 'live' || side === 'candidate'
      ? ((row) => (row ? formatHealth(row) : undefined))(find(rows, remote, version, side))
      : undefined;

export interface HealthRule {
  /** How many percentage points the candidate's error rate may exceed live's. */
  marginPoints: number;
  /** The page loads each side needs before the rates are compared. */
  minPageLoads: number;
}

/**
 * Why a candidate may not be promoted on the collector's figures, or undefined when it may: its error rate is
 * more than `marginPoints` above live's, or either side has fewer than `minPageLoads` page loads to judge by.
 */
export function candidateRefusal(
  rows: readonly HealthRow[],
  { remote, live, candidate }: { remote: string; live: string; candidate: string },
  { marginPoints, minPageLoads }: HealthRule,
): string | undefined {
  const sides = {
    live: find(rows, remote, live, 'live'),
    candidate: find(rows, remote, candidate, 'candidate'),
  };
  const few = (['candidate', 'live'] as const).filter((side) => (sides[side]?.pageLoads ?? 0) < minPageLoads);
  if (few.length)
    return `${few
      .map(
        (side) =>
          `${side} ${side === 'live' ? live : candidate} has ${sides[side]?.pageLoads ?? 0} page loads`,
      )
      .join(
        ' and ',
      )}, fewer than the ${minPageLoads} needed to compare their error rates. Wait for more, or promote with --force.`;
  const [ofCandidate, ofLive] = [sides.candidate!.errorRate, sides.live!.errorRate];
  if ((ofCandidate - ofLive) * 100 > marginPoints)
    return `the candidate ${candidate} fails on ${percent(ofCandidate)} of its ${sides.candidate!.pageLoads} page loads, live ${live} on ${percent(ofLive)} of ${sides.live!.pageLoads}: more than ${marginPoints} percentage points worse. Fix it, or promote with --force.`;
  return undefined;
}

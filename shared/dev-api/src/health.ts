/** The local error and speed collector: receives what the portal's pages report (Sentry's envelope protocol, as
 * @sentry/browser sends it to `/api/<project>/envelope/`), keeps it on disk beside the other data, and sums it up
 * per remote, version and canary side (the health that `remote:status` shows and `remote:promote` checks). */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VITALS, p75Vitals, type Vitals } from './vitals';

/** A version of a remote as one page ran it: live for every session, or the candidate for a share of them. */
export interface RemoteRun {
  remote: string;
  version: string;
  side: 'live' | 'candidate';
}

/** What is kept of one report: a page load (with its field vitals and the remotes it ran) or an error (with
 * the remote it is laid to, if any). Nothing else of the event is kept. */
export interface HealthRecord {
  kind: 'page' | 'error';
  /** The page load's own random id (not the student's): errors and the page load they happened in share it. */
  page: string;
  at: string;
  provider?: string;
  route?: string;
  /** page: the route on show when the interaction its INP measures began (its `route` when absent). */
  inpRoute?: string;
  /** page: every remote the page ran; error: the one it is laid to (none when the shell's own). */
  remotes: RemoteRun[];
  /** page: LCP, INP, FCP and TTFB in milliseconds, CLS without unit. */
  vitals?: Vitals;
  /** error: what failed (uncaught error, remote load failure, error boundary) and its type. */
  failure?: string;
  type?: string;
}

/** One line of the summary: a version of a remote on one side. */
export interface HealthRow extends RemoteRun {
  pageLoads: number;
  /** The errors laid to this version. */
  errors: number;
  /** The share of its page loads with at least one of its errors, 0 to 1. */
  errorRate: number;
  /** The 75th percentile of the field vitals of its page loads (none without a measure). */
  p75: Vitals;
}

/** The envelope's items: its header line, then each item's header line and payload (`length` bytes when the
 * header gives it, else up to the next newline). Throws on a malformed envelope. */
export function parseEnvelope(body: Uint8Array): {
  header: unknown;
  items: { type: string; payload: unknown }[];
} {
  const bytes = Buffer.from(body);
  let at = 0;
  const line = (): string => {
    const end = bytes.indexOf(0x0a, at);
    const text = bytes.subarray(at, end === -1 ? bytes.length : end).toString('utf8');
    at = end === -1 ? bytes.length : end + 1;
    return text;
  };
  const header: unknown = JSON.parse(line());
  const items: { type: string; payload: unknown }[] = [];
  while (at < bytes.length) {
    const head = line();
    if (!head.trim()) continue;
    const itemHeader = JSON.parse(head) as { type?: unknown; length?: unknown };
    if (typeof itemHeader.type !== 'string') throw new Error('An envelope item without a type');
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      if (at + itemHeader.length > bytes.length) throw new Error('An envelope item shorter than its length');
      payload = bytes.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (bytes[at] === 0x0a) at += 1;
    } else payload = line();
    let parsed: unknown = payload;
    try {
      parsed = JSON.parse(payload);
    } catch {
      // Items that are not JSON (attachments) are kept as text and left out of the records.
    }
    items.push({ type: itemHeader.type, payload: parsed });
  }
  return { header, items };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 200): string | undefined =>
  typeof value === 'string' && value ? value.slice(0, max) : undefined;
const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

function runsOf(value: unknown): RemoteRun[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((run) => {
    if (!isObject(run)) return [];
    const remote = text(run.remote, 64);
    const version = text(run.version, 64);
    const side = run.side === 'candidate' || run.side === 'live' ? run.side : undefined;
    return remote && version && side ? [{ remote, version, side }] : [];
  });
}

/** The record of an envelope item (a transaction is a page load, an event an error), or undefined for an item
 * the portal does not send (sessions, client reports, attachments). */
export function recordOf(type: string, payload: unknown, at: string): HealthRecord | undefined {
  if (!isObject(payload) || (type !== 'event' && type !== 'transaction')) return undefined;
  const contexts = isObject(payload.contexts) ? payload.contexts : {};
  const portal = isObject(contexts.portal) ? contexts.portal : {};
  const page = text(portal.page, 64);
  if (!page) return undefined;
  const tags = isObject(payload.tags) ? payload.tags : {};
  const base = { page, at, provider: text(tags.provider, 64), route: text(tags.route, 200) };
  if (type === 'transaction') {
    const measurements = isObject(payload.measurements) ? payload.measurements : {};
    const measure = (name: string) =>
      number(isObject(measurements[name]) ? (measurements[name] as { value?: unknown }).value : undefined);
    return {
      kind: 'page',
      ...base,
      ...(text(tags['inp.route'], 200) ? { inpRoute: text(tags['inp.route'], 200) } : {}),
      remotes: runsOf(portal.remotes),
      vitals: Object.fromEntries(VITALS.map((name) => [name, measure(name)])) as Vitals,
    };
  }
  const exception =
    isObject(payload.exception) && Array.isArray(payload.exception.values)
      ? (payload.exception.values as unknown[]).find(isObject)
      : undefined;
  return {
    kind: 'error',
    ...base,
    remotes: runsOf(portal.remotes),
    failure: text(tags.failure, 64),
    type: text(exception?.type, 100),
  };
}

/** Per remote, version and side: its page loads (those that ran it, and those whose errors are laid to it), its
 * errors, the share of its page loads with an error, and the p75 of the vitals of its page loads. */
export function summarise(records: readonly HealthRecord[]): HealthRow[] {
  const rows = new Map<
    string,
    RemoteRun & {
      pages: Set<string>;
      failedPages: Set<string>;
      errors: number;
      vitals: Map<string, HealthRecord['vitals']>;
    }
  >();
  const rowOf = (run: RemoteRun) => {
    const key = JSON.stringify([run.remote, run.version, run.side]);
    let row = rows.get(key);
    if (!row) {
      row = { ...run, pages: new Set(), failedPages: new Set(), errors: 0, vitals: new Map() };
      rows.set(key, row);
    }
    return row;
  };
  for (const record of records)
    for (const run of record.remotes) {
      const row = rowOf(run);
      row.pages.add(record.page);
      if (record.kind === 'page') row.vitals.set(record.page, record.vitals);
      else {
        row.errors += 1;
        row.failedPages.add(record.page);
      }
    }
  return [...rows.values()]
    .map(({ pages, failedPages, errors, vitals, ...run }) => ({
      ...run,
      pageLoads: pages.size,
      errors,
      errorRate: pages.size ? failedPages.size / pages.size : 0,
      p75: p75Vitals([...vitals.values()]),
    }))
    .sort(
      (a, b) =>
        a.remote.localeCompare(b.remote) ||
        a.side.localeCompare(b.side) ||
        a.version.localeCompare(b.version),
    );
}

/** A project of the collector: letters, digits, '-' and '_' (Sentry's are numbers). */
export const isProject = (project: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(project);

/** The records of each project, one JSON line each, in `<dataDir>/health/<project>.jsonl`; `reset` removes
 * them. A project's file stops growing at `maxBytes` (later reports are refused). */
export class HealthCollector {
  private readonly dir: string;
  constructor(
    dataDir: string,
    { reset = false, maxBytes = 20 * 1024 * 1024 }: { reset?: boolean; maxBytes?: number } = {},
  ) {
    this.dir = join(dataDir, 'health');
    this.maxBytes = maxBytes;
    if (reset) rmSync(this.dir, { recursive: true, force: true });
  }
  private readonly maxBytes: number;
  private fileOf(project: string): string {
    if (!isProject(project)) throw new Error(`No such project: ${project}`);
    return join(this.dir, `${project}.jsonl`);
  }

  /** Keeps the records of an envelope; resolves with how many it kept. Throws on a malformed envelope or a
   * full project. */
  receive(project: string, body: Uint8Array, now = new Date()): number {
    const file = this.fileOf(project);
    const { items } = parseEnvelope(body);
    const records = items.flatMap(({ type, payload }) => recordOf(type, payload, now.toISOString()) ?? []);
    if (!records.length) return 0;
    if (existsSync(file) && statSync(file).size > this.maxBytes)
      throw new Error(`The collector's project ${project} is full`);
    mkdirSync(this.dir, { recursive: true });
    appendFileSync(file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
    return records.length;
  }

  records(project: string): HealthRecord[] {
    const file = this.fileOf(project);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        if (!line) return [];
        try {
          return [JSON.parse(line) as HealthRecord];
        } catch {
          return [];
        }
      });
  }

  summary(project: string): HealthRow[] {
    return summarise(this.records(project));
  }
}

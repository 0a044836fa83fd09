/** The field vitals of the collector's page loads: their names, the p75 of each, and the summary per route (per
 * provider or remote version too) that `pnpm vitals` prints. */
import type { HealthRecord } from './health';

/** The field vitals a page load reports (web-vitals' names, lower case). */
export const VITALS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type Vital = (typeof VITALS)[number];
export type Vitals = Partial<Record<Vital, number>>;

/** The 75th percentile (nearest rank) of `values`, or undefined when there are none. */
export function p75(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** The p75 of each vital among `vitals` (each page load's), rounded (CLS to 3 places, the others to the
 * millisecond); a vital no page load measured is left out. */
export function p75Vitals(vitals: readonly (Vitals | undefined)[]): Vitals {
  const p: Vitals = {};
  for (const name of VITALS) {
    const value = p75(vitals.flatMap((v) => (typeof v?.[name] === 'number' ? [v[name]] : [])));
    if (value !== undefined) p[name] = Number(value.toFixed(name === 'cls' ? 3 : 0));
  }
  return p;
}

/** What a vitals row is grouped by besides its route: nothing, the provider, or a remote's version the page ran. */
export type VitalsBy = 'route' | 'provider' | 'remote';

/** One line of the vitals summary: a route pattern (with a provider, or a remote version and side), its page
 * loads and the p75 of their vitals; INP's is that of the pages whose INP interaction began on the route. */
export interface VitalsRow {
  route: string;
  provider?: string;
  /** `<remote> <version> <side>`: the remote version the page loads ran (by 'remote'). */
  remote?: string;
  pageLoads: number;
  p75: Vitals;
}

/** The page loads' p75 vitals per route pattern (the route a page load belongs to; INP to the route its
 * interaction began on), and per provider or per remote version too (`by`). A page load counts once per remote
 * version it ran. A row may have INP only: a route the pages reached without loading there. */
export function summariseVitals(records: readonly HealthRecord[], by: VitalsBy = 'route'): VitalsRow[] {
  const groups = new Map<
    string,
    { row: Omit<VitalsRow, 'pageLoads' | 'p75'>; vitals: Map<string, Vitals>; inp: Map<string, Vitals> }
  >();
  const keysOf = (record: HealthRecord, route: string): Omit<VitalsRow, 'pageLoads' | 'p75'>[] =>
    by === 'provider'
      ? [{ route, provider: record.provider ?? '(unknown)' }]
      : by === 'remote'
        ? record.remotes.map((r) => ({ route, remote: `${r.remote} ${r.version} ${r.side}` }))
        : [{ route }];
  const groupOf = (row: Omit<VitalsRow, 'pageLoads' | 'p75'>) => {
    const key = JSON.stringify(row);
    const group = groups.get(key) ?? { row, vitals: new Map(), inp: new Map() };
    groups.set(key, group);
    return group;
  };
  for (const record of records) {
    if (record.kind !== 'page') continue;
    const route = record.route ?? '(unknown)';
    const { inp, ...vitals } = record.vitals ?? {};
    for (const row of keysOf(record, route)) groupOf(row).vitals.set(record.page, vitals);
    if (inp !== undefined)
      for (const row of keysOf(record, record.inpRoute ?? route)) groupOf(row).inp.set(record.page, { inp });
  }
  return [...groups.values()]
    .map(({ row, vitals, inp }) => ({
      ...row,
      pageLoads: vitals.size,
      p75: { ...p75Vitals([...vitals.values()]), ...p75Vitals([...inp.values()]) },
    }))
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        (a.provider ?? '').localeCompare(b.provider ?? '') ||
        (a.remote ?? '').localeCompare(b.remote ?? ''),
    );
}

/** The vitals summary as a Markdown table: a row per line of `rows`, a column per vital (n/a: none measured). */
export function vitalsTable(rows: readonly VitalsRow[], by: VitalsBy = 'route'): string {
  const extra = by === 'provider' ? ['provider'] : by === 'remote' ? ['remote version'] : [];
  const head = ['route', ...extra, 'page loads', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
  const value = (name: Vital, v: number | undefined) =>
    v === undefined ? 'n/a' : name === 'cls' ? v.toFixed(3) : `${v} ms`;
  const lines = rows.map((row) => [
    row.route,
    ...(by === 'provider' ? [row.provider ?? ''] : by === 'remote' ? [row.remote ?? ''] : []),
    String(row.pageLoads),
    ...(['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const).map((name) => value(name, row.p75[name])),
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

// `pnpm vitals`: the field vitals the portal's pages reported to the collector (LCP, INP, CLS, FCP, TTFB), as the
// p75 of the page loads per route pattern (the route a page load belongs to; INP the route its interaction began on),
// in a Markdown table.
//   pnpm vitals                          the local e2e run's collector (.var/e2e/data, kept until the next run)
//   pnpm vitals --data .var/dev/data     another local run's data folder
//   pnpm vitals --url http://localhost:8080/api/1/vitals/   a running collector (the local backend's)
//   --by provider | remote               a row per route and provider, or per route and remote version
//   --project 1                          the collector's project (the local runs': 1)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  HealthCollector,
  summariseVitals,
  vitalsTable,
  type VitalsBy,
  type VitalsRow,
} from '../shared/dev-api/src/index';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string): string | undefined =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined;

const by = (option('--by') ?? 'route') as VitalsBy;
if (!['route', 'provider', 'remote'].includes(by)) {
  console.error(`--by: provider or remote, not ${by}`);
  process.exit(2);
}
const project = option('--project') ?? '1';
const url = option('--url');

async function main(): Promise<void> {
  let rows: VitalsRow[];
  let source: string;
  if (url) {
    const address = new URL(url);
    address.searchParams.set('by', by);
    const response = await fetch(address, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) {
      console.error(`${address.href} answered ${response.status}`);
      process.exit(1);
    }
    rows = ((await response.json()) as { rows: VitalsRow[] }).rows;
    source = address.href;
  } else {
    const data = resolve(option('--data') ?? join(ROOT, '.var', 'e2e', 'data'));
    if (!existsSync(join(data, 'health'))) {
      console.error(
        `No collector data in ${data} (health/): run the e2e tests, or name a data folder with --data`,
      );
      process.exit(1);
    }
    rows = summariseVitals(new HealthCollector(data).records(project), by);
    source = data;
  }
  console.log(
    `Field vitals, p75 of the page loads per route${by === 'route' ? '' : ` and ${by}`} (${source}):\n`,
  );
  console.log(rows.length ? vitalsTable(rows, by) : 'No page loads reported yet.');
}

void main();

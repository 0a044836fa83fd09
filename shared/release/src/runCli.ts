import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { providersProblem } from '@portal/remote-contract';
import { moveLive } from './moveLive';
import { openStore } from './openStore';
import { publish } from './publish';
import {
  DEFAULT_MARGIN_POINTS,
  DEFAULT_MIN_PAGE_LOADS,
  healthSourceOf,
  readHealth,
  type HealthRow,
} from './health';
import { formatStatus, statusReport } from './statusReport';
import { RemotesConflict, type ReleaseStore } from './store';
import { whoRuns } from './whoRuns';

export const USAGE = `Usage: portal-release <command> [options]

  publish  --dist <build folder> --version <name> [--share <percent>]   put a build into the store and publish it
  publish  --entry <remoteEntry.js address> [--version <name>] [--share <percent>] [--contract <file>]
                                                  publish a remote deployed elsewhere
           [--providers soe,ichm]                 with --share: only these providers' sessions run the candidate
  promote <remote> [--force]                      the candidate becomes live for every session; with a health
                                                  source, refused when its error rate is worse than live's
                                                  beyond the margin, or too few page loads tell (--force: anyway)
  promote <remote> --providers soe,ichm           the candidate runs for every session of these providers only
  rollback <remote>                               withdraw the candidate; without one, the live version before
  status [--json]                                 every remote's live, candidate and earlier versions

Where (each may come from --config <file>, a JSON object with the same names):
  --store <folder>       the deployment's store (remotes.json, releases/, history.jsonl), a folder
  --store s3://<bucket>/<prefix>
                         or objects in an S3 bucket (credentials from AWS_ACCESS_KEY_ID… or AWS_PROFILE)
  --s3-endpoint <url>    an S3-compatible service (s3rver, MinIO), else AWS_ENDPOINT_URL_S3, else AWS's own
  --s3-region <region>   the bucket's region, else AWS_REGION or the AWS profile's
  --public-url <url>     where the store's files are served (publish --dist)
  --remote <id>          the remote the build must be (publish)
  --by <name>            who makes the change (default: git's user, else the system user)
  --health <url>         the canary's health: the error collector's summary per remote, version and side
                         (e.g. the local backend's http://localhost:4000/api/<project>/health/), else
                         PORTAL_HEALTH_URL; without one, status shows "—" and promote checks no health
  --health-margin <points>
                         how many percentage points a candidate's error rate may exceed live's (default ${DEFAULT_MARGIN_POINTS})
  --min-page-loads <n>   the page loads each side needs before promote compares them (default ${DEFAULT_MIN_PAGE_LOADS})

Exit status: 0 done, 1 refused or failed (nothing changed), 2 wrong usage, 3 another change came first.`;

const OPTIONS = {
  config: { type: 'string' },
  store: { type: 'string' },
  's3-endpoint': { type: 'string' },
  's3-region': { type: 'string' },
  'public-url': { type: 'string' },
  dist: { type: 'string' },
  entry: { type: 'string' },
  contract: { type: 'string' },
  remote: { type: 'string' },
  version: { type: 'string' },
  share: { type: 'string' },
  providers: { type: 'string' },
  by: { type: 'string' },
  health: { type: 'string' },
  'health-margin': { type: 'string' },
  'min-page-loads': { type: 'string' },
  force: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What the command writes to: standard output and error by default. */
export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

class UsageError extends Error {}

/** "took 0.42 s": how long the command has run, from the start of its process (Node's performance clock starts
 * there), so what an operator waits for is what is printed. */
const took = (): string => `took ${(performance.now() / 1000).toFixed(2)} s`;

/** The options from the command line over those of --config. */
function settings(values: Record<string, string | boolean | undefined>): Record<string, string | undefined> {
  const fromFile: Record<string, unknown> = {};
  if (typeof values.config === 'string') {
    try {
      Object.assign(fromFile, JSON.parse(readFileSync(values.config, 'utf8')));
    } catch (error) {
      throw new UsageError(`--config ${values.config}: ${(error as Error).message}`);
    }
  }
  const pick = (name: string, key: string): string | undefined => {
    const value = values[name] ?? fromFile[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  };
  return {
    store: pick('store', 'store'),
    s3Endpoint: pick('s3-endpoint', 's3Endpoint'),
    s3Region: pick('s3-region', 's3Region'),
    publicUrl: pick('public-url', 'publicUrl'),
    remote: pick('remote', 'remote'),
    by: pick('by', 'by'),
    health: pick('health', 'health') ?? (process.env.PORTAL_HEALTH_URL || undefined),
    healthMargin: pick('health-margin', 'healthMargin'),
    minPageLoads: pick('min-page-loads', 'minPageLoads'),
  };
}

/** A share of sessions: a number from 0 to 100 (a % sign allowed). */
function parseShare(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const share = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(share) || share < 0 || share > 100)
    throw new UsageError(`--share ${text}: a percentage of sessions, 0 to 100`);
  return share;
}

/** Providers' slugs, comma-separated ("soe,ichm"). */
function parseProviders(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const providers = text.split(',').map((slug) => slug.trim());
  const wrong = providersProblem(providers);
  if (wrong)
    throw new UsageError(`--providers ${text}: ${wrong.replace('must be', 'give')}, separated by commas`);
  return providers;
}

/** A number of at least 0 given as `option`, else `fallback`. */
function parseCount(option: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0)
    throw new UsageError(`--${option} ${text}: a number, 0 or more`);
  return value;
}

async function run(argv: string[], output: Output): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const [command, remoteArgument, ...rest] = positionals;
  if (values.help) {
    output.out(USAGE);
    return;
  }
  if (!command) throw new UsageError('Which command? publish, promote, rollback or status');
  if (rest.length) throw new UsageError(`Unexpected: ${rest.join(' ')}`);
  const given = settings(values);
  if (!given.store)
    throw new UsageError(
      'Which store? Give --store <folder> or --store s3://<bucket>/<prefix> (or "store" in --config)',
    );
  let store: ReleaseStore;
  try {
    store = openStore(given.store, { endpoint: given.s3Endpoint, region: given.s3Region });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const by = () => whoRuns(given.by);
  const healthUrl = given.health;
  if (healthUrl && !/^https?:\/\//.test(healthUrl))
    throw new UsageError(`--health ${healthUrl}: an http(s) address of the collector's summary`);
  const rule = {
    marginPoints: parseCount('health-margin', given.healthMargin, DEFAULT_MARGIN_POINTS),
    minPageLoads: parseCount('min-page-loads', given.minPageLoads, DEFAULT_MIN_PAGE_LOADS),
  };

  switch (command) {
    case 'publish': {
      if (remoteArgument) throw new UsageError(`Unexpected: ${remoteArgument}`);
      if (!values.dist === !values.entry)
        throw new UsageError('Give either a build folder (--dist) or a deployed entry (--entry)');
      const result = await publish({
        store,
        by: by(),
        dist: values.dist,
        publicUrl: given.publicUrl,
        entry: values.entry,
        contract: values.contract,
        remote: given.remote,
        version: values.version,
        share: parseShare(values.share),
        providers: parseProviders(values.providers),
      });
      output.out(`${result.summary} (${took()})`);
      if (result.files)
        output.out(
          `  ${result.files.put} files put in the store (${(result.files.bytes / 1024).toFixed(0)} KiB)` +
            (result.files.kept ? `, ${result.files.kept} there already` : '') +
            (result.files.leftOut.length
              ? `; left out: ${result.files.leftOut.map(({ why, count }) => `${count} × ${why}`).join(', ')}`
              : ''),
        );
      return;
    }
    case 'promote':
    case 'rollback': {
      const remote = remoteArgument ?? given.remote;
      if (!remote) throw new UsageError(`Which remote? portal-release ${command} <remote>`);
      const providers = parseProviders(values.providers);
      if (providers && command === 'rollback') throw new UsageError('--providers is for publish and promote');
      const health = healthUrl
        ? { read: () => readHealth(healthUrl), rule, force: values.force === true }
        : undefined;
      output.out(
        `${await moveLive({ store, by: by(), action: command, remote, providers, health })} (${took()})`,
      );
      if (command === 'promote' && health?.force)
        output.out('  (--force: promoted without its health check)');
      return;
    }
    case 'status': {
      let rows: HealthRow[] | undefined;
      if (healthUrl)
        rows = await readHealth(healthUrl).catch((error: unknown) => {
          output.err(`⚠ ${(error as Error).message}: health shown as "—"`);
          return undefined;
        });
      const report = await statusReport(store, rows ? { health: healthSourceOf(rows) } : {});
      output.out(values.json ? JSON.stringify(report, null, 2) : formatStatus(report, store.location));
      if (!values.json) output.out(`(${took()})`);
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}": publish, promote, rollback or status`);
  }
}

/** Runs the release command with these arguments; resolves with its exit status. */
export async function runCli(argv: string[], output: Output = defaultOutput): Promise<number> {
  try {
    await run(argv, output);
    return 0;
  } catch (error) {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const code = usage ? 2 : error instanceof RemotesConflict ? 3 : 1;
    // A command that ran (a change, a refusal, a failure, a conflict) says how long it ran; wrong usage does not.
    output.err(`✘ ${(error as Error).message}${usage ? '' : ` (${took()})`}`);
    if (usage) output.err('\nportal-release --help tells every command and option.');
    return code;
  }
}

const defaultOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

// `pnpm provider:publish <file|folder>` and `pnpm provider:rollback <slug>` (./publishProvider.ts), in a
// deployment's store: --store (a folder or s3://…), else the local run's folder `.var/<profile>/` (--profile,
// default dev) that scripts/serve.mjs and scripts/nginx.mjs serve.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { RemotesConflict, openStore, whoRuns } from '@portal/release';
import { publishProvider, rollbackProvider } from './publishProvider';

export const PROVIDER_USAGE = `Usage:
  pnpm provider:publish <providers' folder or provider.json> [where]   check, then publish a provider's document
  pnpm provider:rollback <slug> [where]                                  the version live before (none: withdrawn)

Where:
  --store <folder> | s3://<bucket>/<prefix>   the deployment's store (the remotes' store)
  --s3-endpoint <url> --s3-region <region>    an S3-compatible service, the bucket's region
  --profile <name>                            else the local run's store, .var/<name>/ (default: dev)
  --by <name>                                 who makes the change (default: git's user)

Exit status: 0 done, 1 refused or failed (nothing changed), 2 wrong usage, 3 another change came first.`;

/** "took 0.42 s": how long the command has run, from the start of its process; every outcome but wrong usage says it. */
const took = (): string => `took ${(performance.now() / 1000).toFixed(2)} s`;

/** The repository's root: the first folder at or above the working folder with pnpm-workspace.yaml. */
function repositoryRoot(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** Runs `provider:<command>` with these arguments; resolves with its exit status. */
export async function runProviderRelease(
  argv: string[],
  out: (text: string) => void = console.log,
  err: (text: string) => void = console.error,
): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        store: { type: 'string' },
        's3-endpoint': { type: 'string' },
        's3-region': { type: 'string' },
        profile: { type: 'string' },
        by: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    err(`✘ ${(error as Error).message}\n\n${PROVIDER_USAGE}`);
    return 2;
  }
  const [command, target, ...rest] = positionals;
  if (values.help) {
    out(PROVIDER_USAGE);
    return 0;
  }
  if (!['publish', 'rollback'].includes(command ?? '') || !target || rest.length) {
    err(`✘ ${!target ? 'Which provider?' : `Unexpected: ${rest.join(' ')}`}\n\n${PROVIDER_USAGE}`);
    return 2;
  }
  const location = values.store ?? join(repositoryRoot(), '.var', values.profile ?? 'dev');
  try {
    const store = openStore(location, { endpoint: values['s3-endpoint'], region: values['s3-region'] });
    const change = { store, by: whoRuns(values.by) };
    const said =
      command === 'publish'
        ? await publishProvider({ ...change, file: resolve(target) })
        : await rollbackProvider({ ...change, slug: target });
    out(`${said} (${took()})`);
    return 0;
  } catch (error) {
    err(`✘ ${(error as Error).message} (${took()})`);
    return error instanceof RemotesConflict ? 3 : 1;
  }
}

// `pnpm remote:publish`: how a team ships its remote without touching the shell. After deploying the
// remote's dist/ anywhere, it puts the remote's declaration (its contract, its texts, what its build needs of
// the shell, the address of its remoteEntry.js) into the deployment's remotes.json; the running shell reads
// it on the next page load.
//   pnpm remote:publish --remotes <remotes.json> --entry https://cdn.example.edu/payments/2026-11-22/remoteEntry.js
//                       [--version 2026-11-22] [--share 10]
// The declaration is read from remote-contract.json beside the entry (or --contract <file or URL>). The
// entry's folder must hold the manifest of the same remote, so only what is really deployed is published.
// An entry in a version's folder (or --version) is published as that version, beside the versions before
// (which never change): live at once, or with --share the candidate run by that percentage of sessions
// (`pnpm remote:promote` makes it live, `pnpm remote:rollback` takes it back). An entry at the root of its
// origin, for a remote without versions, replaces the remote's one declaration.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  declarationProblems,
  parseRemotesDocument,
  versionOfEntry,
  withRemote,
  withTitle,
  withVersion,
  type RemoteDeclaration,
  type RemotesDocument,
} from '@portal/remote-contract';

const TIMEOUT_MS = 15_000;

async function read(where: string): Promise<unknown> {
  if (!/^https?:\/\//.test(where)) return JSON.parse(readFileSync(where, 'utf8'));
  const response = await fetch(where, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${where}: ${response.status} ${response.statusText}`);
  return response.json();
}

/** Puts a deployed remote into a remotes.json document (as a version when `version` is given); returns the
 * new document. */
export async function publishRemote(options: {
  remotes: RemotesDocument;
  entry: string;
  contract?: string;
  version?: string;
  share?: number;
}): Promise<{ document: RemotesDocument; declaration: RemoteDeclaration }> {
  const contractAt = options.contract ?? new URL('remote-contract.json', options.entry).href;
  const contract = withTitle(await read(contractAt)) as RemoteDeclaration;
  const declaration: RemoteDeclaration = { ...contract, entry: options.entry };
  const problems = declarationProblems(declaration);
  if (problems.length)
    throw new Error(`${contractAt} is not a valid remote contract:\n- ${problems.join('\n- ')}`);
  const manifestAt = new URL('mf-manifest.json', options.entry).href;
  const manifest = (await read(manifestAt)) as {
    name?: string;
    metaData?: { remoteEntry?: { name?: string } };
  };
  if (manifest.name !== declaration.id)
    throw new Error(`${manifestAt} is the manifest of "${manifest.name}", not of "${declaration.id}"`);
  const entryFile = manifest.metaData?.remoteEntry?.name;
  if (entryFile && new URL(entryFile, manifestAt).href !== new URL(options.entry).href)
    throw new Error(`${options.entry} is not the entry of ${manifestAt} (${entryFile})`);
  if (declaration.integrity) {
    const served = await readBytes(options.entry);
    const actual = `sha384-${createHash('sha384').update(served).digest('base64')}`;
    if (declaration.integrity.startsWith('sha384-') && actual !== declaration.integrity)
      throw new Error(
        `${options.entry} is not the file its build recorded (integrity ${declaration.integrity}, served ${actual}): the shell would refuse it`,
      );
  }
  await checkPageFiles(declaration, options.entry);
  const document = options.version
    ? withVersion(options.remotes, declaration, {
        version: options.version,
        share: options.share,
        publishedAt: new Date().toISOString(),
      })
    : withRemote(options.remotes, declaration);
  return { document, declaration };
}

/** Each page's files (which the shell asks for beside the entry, with their hashes) must be served beside the
 * entry as the build recorded them: a file missing or changed would be refused in the browser, and the page
 * with it. */
async function checkPageFiles(declaration: RemoteDeclaration, entry: string): Promise<void> {
  const files = Object.entries(declaration.pages ?? {}).flatMap(([page, { js }]) =>
    js.map((file) => ({ page, at: new URL(file.file, entry).href, integrity: file.integrity })),
  );
  await Promise.all(
    files.map(async ({ page, at, integrity }) => {
      const served = await readBytes(at).catch((error: Error) => {
        throw new Error(
          `${at}, a file of ${page}, is not served beside the entry (${error.message.replace(`${at}: `, '')})`,
        );
      });
      const actual = `sha384-${createHash('sha384').update(served).digest('base64')}`;
      if (integrity?.startsWith('sha384-') && actual !== integrity)
        throw new Error(
          `${at}, a file of ${page}, is not the file its build recorded (integrity ${integrity}, served ${actual}): the shell would refuse it`,
        );
    }),
  );
}

/** Writes remotes.json whole, then moves it into place: the shell never reads half a file. */
export function writeRemotes(file: string, document: RemotesDocument): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(document, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** "took 0.42 s": how long the command has run, from the start of its process (Node's performance clock
 * starts there), so what an operator waits for is what is printed. */
export const took = (): string => `took ${(performance.now() / 1000).toFixed(2)} s`;

async function readBytes(where: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(where)) return readFileSync(where);
  const response = await fetch(where, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${where}: ${response.status} ${response.statusText}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  const { values } = parseArgs({
    options: {
      remotes: { type: 'string' },
      entry: { type: 'string' },
      contract: { type: 'string' },
      version: { type: 'string' },
      share: { type: 'string' },
    },
  });
  const share = values.share === undefined ? undefined : Number(values.share.replace(/%$/, ''));
  if (!values.remotes || !values.entry || (share !== undefined && Number.isNaN(share))) {
    console.error(
      'Usage: pnpm remote:publish --remotes <remotes.json> --entry <remoteEntry.js URL> [--version <name>] [--share <percent>] [--contract <file or URL>]',
    );
    process.exit(2);
  }
  const version = values.version ?? versionOfEntry(values.entry);
  if (share !== undefined && !version) {
    console.error('✘ A candidate is a version: give --version, or an entry in a version folder');
    process.exit(2);
  }
  const current = JSON.parse(readFileSync(values.remotes, 'utf8')) as unknown;
  const { problems } = parseRemotesDocument(current);
  for (const problem of problems) console.warn(`warning: ${values.remotes}: ${problem}`);
  const { document, declaration } = await publishRemote({
    remotes: current as RemotesDocument,
    entry: values.entry,
    contract: values.contract,
    version,
    share,
  });
  writeRemotes(values.remotes, document);
  const routes = declaration.routes.map((r) => r.path).join(', ');
  const as = !version
    ? ''
    : share !== undefined
      ? ` ${version} as the candidate for ${share}% of sessions`
      : ` ${version}, live`;
  console.log(
    `Published ${declaration.id}${as} (${routes}) -> ${values.entry} in ${values.remotes} (${took()})`,
  );
}

if (process.argv[1]?.endsWith('publishRemote.ts')) {
  main().catch((error: unknown) => {
    console.error(`✘ ${(error as Error).message}`);
    process.exit(1);
  });
}

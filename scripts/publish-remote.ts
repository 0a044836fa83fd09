// `pnpm remote:publish`: how a team ships its remote without touching the shell. After deploying the
// remote's dist/ anywhere, it puts the remote's declaration (its contract, its texts, what its build needs of
// the shell, the address of its remoteEntry.js) into the deployment's remotes.json; the running shell reads
// it on the next page load.
//   pnpm remote:publish --remotes <remotes.json> --entry https://cdn.example.edu/payments/2026-11-22/remoteEntry.js
// The declaration is read from remote-contract.json beside the entry (or --contract <file or URL>). The
// entry's folder must hold the manifest of the same remote, so only what is really deployed is published.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  declarationProblems,
  parseRemotesDocument,
  withRemote,
  type RemoteDeclaration,
  type RemotesDocument,
} from '@portal/contract';

const TIMEOUT_MS = 15_000;

async function read(where: string): Promise<unknown> {
  if (!/^https?:\/\//.test(where)) return JSON.parse(readFileSync(where, 'utf8'));
  const response = await fetch(where, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${where}: ${response.status} ${response.statusText}`);
  return response.json();
}

/** Puts a deployed remote into a remotes.json document; returns the new document. */
export async function publishRemote(options: {
  remotes: RemotesDocument;
  entry: string;
  contract?: string;
}): Promise<RemotesDocument> {
  const contractAt = options.contract ?? new URL('remote-contract.json', options.entry).href;
  const contract = (await read(contractAt)) as RemoteDeclaration;
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
  return withRemote(options.remotes, declaration);
}

async function readBytes(where: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(where)) return readFileSync(where);
  const response = await fetch(where, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${where}: ${response.status} ${response.statusText}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  const { values } = parseArgs({
    options: { remotes: { type: 'string' }, entry: { type: 'string' }, contract: { type: 'string' } },
  });
  if (!values.remotes || !values.entry) {
    console.error(
      'Usage: pnpm remote:publish --remotes <remotes.json> --entry <remoteEntry.js URL> [--contract <file or URL>]',
    );
    process.exit(2);
  }
  const current = JSON.parse(readFileSync(values.remotes, 'utf8')) as unknown;
  const { problems } = parseRemotesDocument(current);
  for (const problem of problems) console.warn(`warning: ${values.remotes}: ${problem}`);
  const next = await publishRemote({
    remotes: current as RemotesDocument,
    entry: values.entry,
    contract: values.contract,
  });
  const id = Object.keys(next).find((key) => next[key]!.entry === values.entry);
  // Written whole, then moved into place: the shell never reads half a file.
  writeFileSync(`${values.remotes}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(`${values.remotes}.tmp`, values.remotes);
  const routes = next[id!]!.routes.map((r) => r.path).join(', ');
  console.log(`Published ${id} (${routes}) -> ${values.entry} in ${values.remotes}`);
}

if (process.argv[1]?.endsWith('publish-remote.ts')) {
  main().catch((error: unknown) => {
    console.error(`✘ ${(error as Error).message}`);
    process.exit(1);
  });
}

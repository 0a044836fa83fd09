import { declarationProblems, withTitle, type RemoteDeclaration } from '@portal/remote-contract';
import { checkServed } from './checkServed';
import { fetchBytes } from './fetchBytes';

const readJson = async (where: string): Promise<unknown> =>
  JSON.parse((await fetchBytes(where)).toString('utf8')) as unknown;

/**
 * The declaration of a remote deployed at `entry` (its remoteEntry.js address), read from the
 * remote-contract.json its build put beside the entry (or `contract`, a file or address), once it is checked:
 * a valid declaration, the manifest beside the entry of the same remote naming this entry, and every file it
 * names served as its build recorded it. Only what is really deployed is published.
 */
export async function readDeployed(entry: string, contract?: string): Promise<RemoteDeclaration> {
  const contractAt = contract ?? new URL('remote-contract.json', entry).href;
  const declaration = { ...(withTitle(await readJson(contractAt)) as RemoteDeclaration), entry };
  const problems = declarationProblems(declaration);
  if (problems.length)
    throw new Error(`${contractAt} is not a valid remote contract:\n- ${problems.join('\n- ')}`);
  const manifestAt = new URL('mf-manifest.json', entry).href;
  const manifest = (await readJson(manifestAt)) as {
    name?: string;
    metaData?: { remoteEntry?: { name?: string } };
  };
  if (manifest.name !== declaration.id)
    throw new Error(`${manifestAt} is the manifest of "${manifest.name}", not of "${declaration.id}"`);
  const entryFile = manifest.metaData?.remoteEntry?.name;
  if (entryFile && new URL(entryFile, manifestAt).href !== new URL(entry).href)
    throw new Error(`${entry} is not the entry of ${manifestAt} (${entryFile})`);
  await checkServed(declaration);
  return declaration;
}

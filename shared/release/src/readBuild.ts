import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { declarationProblems, withTitle, type RemoteDeclaration } from '@portal/remote-contract';

/** A remote's build folder (its dist/), as the release command reads it. */
export interface Build {
  /** The remote's id (its federation name). */
  id: string;
  /** The declaration the build wrote (remote-contract.json), without an address. */
  declaration: RemoteDeclaration;
  /** The name of its entry script (mf-manifest.json's remoteEntry, remoteEntry.js). */
  entryFile: string;
  /** Every file of the folder: its path inside it (slash-separated) and its bytes. */
  files: { name: string; bytes: Buffer }[];
}

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `${file} is missing: is this a remote's production build folder (its dist/)?`
        : `${file}: ${(error as Error).message}`,
    );
  }
};

/** Reads a remote's build folder: its declaration, manifest and files, checked to be one remote's build. */
export async function readBuild(dir: string): Promise<Build> {
  const contractFile = path.join(dir, 'remote-contract.json');
  const declaration = withTitle(await readJson(contractFile)) as RemoteDeclaration;
  const problems = declarationProblems({ ...declaration, entry: 'https://example.invalid/remoteEntry.js' });
  if (problems.length)
    throw new Error(`${contractFile} is not a valid remote contract:\n- ${problems.join('\n- ')}`);
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = (await readJson(manifestFile)) as {
    name?: string;
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  if (manifest.name !== declaration.id)
    throw new Error(`${manifestFile} is the manifest of "${manifest.name}", not of "${declaration.id}"`);
  const entryFile = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  if (!names.includes(entryFile)) throw new Error(`${path.join(dir, entryFile)} is missing`);
  const files = await Promise.all(
    names.map(async (name) => ({ name, bytes: await readFile(path.join(dir, name)) })),
  );
  return { id: declaration.id, declaration, entryFile, files };
}

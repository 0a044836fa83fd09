import type { RemoteDeclaration } from '@portal/remote-contract';
import { fetchBytes } from './fetchBytes';
import { integrityOf } from './integrityOf';

/** One file a declaration names, with the hash its build recorded for it. */
interface NamedFile {
  at: string;
  integrity?: string;
  /** What it is, for people: "the entry", "a file of PaymentsPage". */
  what: string;
}

/** The files the shell loads for a declaration: its entry, and each page's script files beside it. */
function filesOf(declaration: RemoteDeclaration): NamedFile[] {
  const entry = declaration.entry!;
  return [
    { at: entry, integrity: declaration.integrity, what: 'the entry' },
    ...Object.entries(declaration.pages ?? {}).flatMap(([page, { js }]) =>
      js.map((file) => ({
        at: new URL(file.file, entry).href,
        integrity: file.integrity,
        what: `a file of ${page}`,
      })),
    ),
  ];
}

/**
 * Checks that every file a declaration names is served, and is the file its build recorded (its integrity
 * hash): what the shell will load. Throws with the first file that is missing or changed (the shell would
 * refuse it, and the page with it).
 */
export async function checkServed(declaration: RemoteDeclaration): Promise<void> {
  if (!declaration.entry) throw new Error(`${declaration.id} has no entry: nothing of it is served`);
  await Promise.all(
    filesOf(declaration).map(async ({ at, integrity, what }) => {
      const served = await fetchBytes(at).catch((error: Error) => {
        const where = what === 'the entry' ? '' : ' beside the entry';
        throw new Error(`${at}, ${what}, is not served${where} (${error.message.replace(`${at}: `, '')})`);
      });
      if (!integrity) return;
      const actual = integrityOf(served, integrity);
      if (actual !== integrity)
        throw new Error(
          `${at}, ${what}, is not the file its build recorded (integrity ${integrity}, served ${actual}): the shell would refuse it`,
        );
    }),
  );
}

import { isVersioned, resolveRemote, type ResolveOptions } from './releases';
import type { RemoteDeclaration, RemotesDocument } from './types';
import { declarationProblems } from './validate';

/** The largest remotes.json the portal reads, in bytes: a deployment's, every version of every remote kept, is
 * tens of kilobytes; one larger is refused before it is parsed (the portal then runs without remote parts, as
 * with a file it cannot read), so no page waits for it. */
export const REMOTES_MAX_BYTES = 256 * 1024;

export interface ParsedRemotes {
  /** The valid declarations, in the document's order. */
  remotes: RemoteDeclaration[];
  /** Why a declaration was left out (logged by the shell; the rest of the portal keeps working). */
  problems: string[];
  /** What was left out of a remote without costing it, e.g. a broken candidate (logged by the shell as warnings). */
  warnings: string[];
}

/**
 * Reads a `remotes.json` document: every valid declaration, and a problem for each one left out. The key
 * of an entry must be its remote's id (the federation name the runtime registers it under). A remote with
 * versions gives the version this session runs (see resolveRemote): `seed` is a value the tab holds for the
 * length of its session; without it every remote is its live version. `refuse` vets each candidate.
 */
export function parseRemotesDocument(value: unknown, options: ResolveOptions = {}): ParsedRemotes {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return {
      remotes: [],
      problems: ['remotes.json must map each remote id to its declaration'],
      warnings: [],
    };
  const remotes: RemoteDeclaration[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const resolved = resolveRemote(key, entry, options);
    problems.push(...resolved.problems);
    warnings.push(...resolved.warnings);
    if (resolved.remote) remotes.push(resolved.remote);
  }
  return { remotes, problems, warnings };
}

/** The document with one remote's declaration put in (added, or replacing the one with its id). A remote with
 * versions is never replaced by one declaration (its versions would be lost): publish a version of it. */
export function withRemote(document: RemotesDocument, declaration: RemoteDeclaration): RemotesDocument {
  const problems = declarationProblems(declaration);
  if (isVersioned(document[declaration.id]))
    problems.push(`Remote ${declaration.id} has versions: publish this build as a new version (--version)`);
  if (problems.length) throw new Error(`Invalid remote declaration:\n- ${problems.join('\n- ')}`);
  return { ...document, [declaration.id]: declaration };
}

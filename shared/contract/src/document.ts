import type { RemoteDeclaration, RemotesDocument } from './types';
import { declarationProblems } from './validate';

export interface ParsedRemotes {
  /** The valid declarations, in the document's order. */
  remotes: RemoteDeclaration[];
  /** Why a declaration was left out (logged by the shell; the rest of the portal keeps working). */
  problems: string[];
}

/**
 * Reads a `remotes.json` document: every valid declaration, and a problem for each one left out. The key
 * of a declaration must be its remote's id (the federation name the runtime registers it under).
 */
export function parseRemotesDocument(value: unknown): ParsedRemotes {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { remotes: [], problems: ['remotes.json must map each remote id to its declaration'] };
  const remotes: RemoteDeclaration[] = [];
  const problems: string[] = [];
  for (const [key, declaration] of Object.entries(value as Record<string, unknown>)) {
    const found = declarationProblems(declaration);
    if (!found.length && (declaration as RemoteDeclaration).id !== key)
      found.push(
        `Remote ${key}: its declaration names another id (${(declaration as RemoteDeclaration).id})`,
      );
    if (found.length) problems.push(...found);
    else remotes.push(declaration as RemoteDeclaration);
  }
  return { remotes, problems };
}

/** The document with one remote's declaration put in (added, or replacing the one with its id). */
export function withRemote(document: RemotesDocument, declaration: RemoteDeclaration): RemotesDocument {
  const problems = declarationProblems(declaration);
  if (problems.length) throw new Error(`Invalid remote declaration:\n- ${problems.join('\n- ')}`);
  return { ...document, [declaration.id]: declaration };
}

// A provider published into the deployment (`pnpm provider:publish`; not in the build), as the shell reads it:
// the text of its document is checked against the schema (providers/provider.schema.json, compiled ahead into
// plain JavaScript: no schema compiler shipped, no code compiled at run time) before anything uses it. Imported
// as `@portal/config/published`, in a chunk of its own that only such a provider's page loads.
import validate from './documents/validateProvider.generated.cjs';
import type { ProviderDocument } from './types';

/** The schema's check: whether a value is a provider's document, and, after a call, every problem it found. */
export type ProviderDocumentCheck = typeof validate;

/** The schema's check itself, whose `errors` name every problem (the development-only preview of a draft lists
 * them all). */
export const validateProviderDocument: ProviderDocumentCheck = validate;

/**
 * The document of provider `slug` from its text, or an error that says what is wrong: not JSON, not the schema's
 * (its first problem, by where it is), or another provider's.
 */
export function parsePublishedDocument(text: string, slug: string): ProviderDocument {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new Error(`its document is not JSON (${(error as Error).message})`);
  }
  if (!validate(doc)) {
    const [first] = validate.errors ?? [];
    throw new Error(
      `its document is not valid: ${first?.instancePath || '(the document)'} ${first?.message ?? ''}`,
    );
  }
  if (doc.slug !== slug) throw new Error(`its document is the one of "${doc.slug}"`);
  return doc;
}

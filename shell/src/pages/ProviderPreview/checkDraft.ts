// The checks of a draft provider document that run in the page: the schema (the same generated schema as
// `pnpm provider:check`, as precompiled code: the CSP has no 'unsafe-eval') and the contrast rules every look is
// held to (@portal/ui/lookRules, the same rules as the check's). A draft that fails the schema is not drawn.
import type { ProviderDocument } from '@portal/config';
import { contrastProblems, describeContrastProblem } from '@portal/ui/lookRules';
import { validateProviderDocument as validate } from '@portal/config/published';

/** A problem of a draft: where it is (a JSON Pointer into the document, e.g. /theme/dark/textMuted) and what. */
export interface DraftProblem {
  part: 'json' | 'schema' | 'contrast';
  path: string;
  message: string;
}

export type DraftCheck =
  | { ok: false; problems: DraftProblem[] }
  | { ok: true; document: ProviderDocument; problems: DraftProblem[] };

/** ajv's message, with the field or the allowed values it names (as `pnpm provider:check` prints them). */
function schemaMessage(error: NonNullable<typeof validate.errors>[number]): string {
  const { keyword, params } = error;
  const detail =
    keyword === 'additionalProperties'
      ? ` ("${String(params.additionalProperty)}")`
      : keyword === 'enum'
        ? ` (${(params.allowedValues as unknown[] | undefined)?.join(', ')})`
        : '';
  return `${error.message ?? 'is not valid'}${detail}`;
}

/** The problems of a draft's text; `document` when it passes the schema (contrast failures do not stop it). */
export function checkDraft(text: string): DraftCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ part: 'json', path: '', message: (error as Error).message }] };
  }
  if (!validate(value))
    return {
      ok: false,
      problems: (validate.errors ?? []).map((error) => ({
        part: 'schema',
        path: error.instancePath,
        message: schemaMessage(error),
      })),
    };
  const document = value as ProviderDocument;
  return {
    ok: true,
    document,
    problems: contrastProblems(document.theme).map((problem) => ({
      part: 'contrast',
      path: `/theme${problem.scheme === 'dark' ? '/dark' : ''}/${problem.field.split('.').join('/')}`,
      message: describeContrastProblem(problem),
    })),
  };
}

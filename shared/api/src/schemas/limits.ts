// What the payload schemas allow a typed text, read from the schemas themselves, so that a form's field and the
// API take the same texts: the longest, and which characters (./common.ts). And ajv's errors in plain words, for
// the API's response to a body that does not fit.
import type { ErrorObject } from 'ajv';
import { SAFE_LINE_PATTERN, SAFE_TEXT_PATTERN, longText, text } from './common';
import { payloadSchemas, type PayloadKind } from './kinds';

/** The limits of a text field: at most `maxLength` characters; `characters`: 'line' (no control, text-direction
 * or broken character), 'text' (line breaks too). */
export interface TextLimit {
  maxLength?: number;
  characters?: 'line' | 'text';
}

type Schema = Record<string, unknown>;

const CHARACTERS: Record<string, TextLimit['characters']> = {
  [SAFE_LINE_PATTERN]: 'line',
  [SAFE_TEXT_PATTERN]: 'text',
};

/** The limits a schema puts on a string: its own, or its first branch (anyOf) that limits a string. */
function limitOfSchema(schema: Schema | undefined): TextLimit {
  for (const branch of [schema, ...((schema?.anyOf as Schema[] | undefined) ?? [])]) {
    if (typeof branch?.maxLength !== 'number') continue;
    const characters = typeof branch.pattern === 'string' ? CHARACTERS[branch.pattern] : undefined;
    return { maxLength: branch.maxLength, ...(characters ? { characters } : {}) };
  }
  return {};
}

/** One line of typed text, as every text field without a schema field of its own takes (a name, an address line). */
export const LINE_TEXT_LIMIT: TextLimit = limitOfSchema(text);
/** A text of several lines (a summary, a message). */
export const LONG_TEXT_LIMIT: TextLimit = limitOfSchema(longText());

/**
 * The limits of the text field at `path` (dot-separated: 'personalDetails.firstName') of the payload `kind`, as its
 * schema says; empty when the schema names no limit there.
 */
export function textLimitOf(kind: PayloadKind, path: string): TextLimit {
  let node: Schema | undefined = payloadSchemas[kind] as Schema;
  for (const key of path.split('.')) node = (node?.properties as Record<string, Schema> | undefined)?.[key];
  return limitOfSchema(node);
}

const LINE = new RegExp(SAFE_LINE_PATTERN, 'u');
const TEXT = new RegExp(SAFE_TEXT_PATTERN, 'u');

/** Whether `value` holds only the characters `characters` allows (as the schemas test them). */
export const isAllowedText = (value: string, characters: NonNullable<TextLimit['characters']>): boolean =>
  (characters === 'line' ? LINE : TEXT).test(value);

/** Where in the body an error is, as a reader names it ('personalDetails.firstName', or 'the body'). */
const whereOf = (error: ErrorObject): string => {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const field = params.missingProperty ?? params.additionalProperty;
  if (field) path.push(field);
  return path.length ? path.join('.') : 'the body';
};

/** The plain words of one ajv error. */
function wordsOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'maxLength':
      return `has more than ${String(params.limit)} characters`;
    case 'minLength':
      return 'is empty';
    case 'pattern':
      if (params.pattern === SAFE_LINE_PATTERN || params.pattern === SAFE_TEXT_PATTERN)
        return 'holds a control character, a text-direction override or a broken character';
      return params.pattern === '\\S' ? 'is blank' : 'is not in the expected form';
    case 'format':
      return params.format === 'email'
        ? 'is not an email address'
        : params.format === 'date'
          ? 'is not a date (YYYY-MM-DD)'
          : `is not a ${String(params.format)}`;
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field of this request';
    case 'maxItems':
    case 'maxProperties':
      return `has more than ${String(params.limit)} items`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'type':
      return `must be ${String(params.type).replace(/,/g, ' or ')}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** The keywords that say most about a field, first: a field's anyOf branches each report their own error, and
 * the one of the branch a text belongs in (its length, its characters, its format) is the one worth reading. */
const SAYS_MOST = ['required', 'additionalProperties', 'maxLength', 'pattern', 'format', 'minLength'];
const rank = (error: ErrorObject) => {
  const at = SAYS_MOST.indexOf(error.keyword);
  return at === -1 ? SAYS_MOST.length : at;
};

/** ajv's errors in plain words, one per field ('personalDetails.firstName has more than 100 characters'). */
export function problemsOf(errors: readonly ErrorObject[]): string[] {
  const byField = new Map<string, ErrorObject>();
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'allOf' || error.keyword === 'if') continue;
    const where = whereOf(error);
    const kept = byField.get(where);
    if (!kept || rank(error) < rank(kept)) byField.set(where, error);
  }
  return [...byField].map(([where, error]) => `${where} ${wordsOf(error)}`);
}

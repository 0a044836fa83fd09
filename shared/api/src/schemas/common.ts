/** Building blocks shared by the payload schemas (JSON Schema draft-07, checked with ajv). Plain data:
 * no browser or Node APIs, so the dev-api (Node) and the browser client use the very same schemas, and the
 * forms read their limits from them (./limits.ts). Every `pattern` here is linear in the length of the text
 * (ajv tests it with a JS RegExp, on every write the dev-api takes): no two quantifiers may match the same
 * character. */
import { HTTP_URL_PATTERN, MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from '@portal/config';

/** Longest one-line text a person types: a name, an address line, an employer's name (100 characters). */
export const MAX_LINE_LENGTH = 100;
/** Longest text of several lines a person types (a personal summary, a lead's message): 2000 characters, as
 * a support case's description (CASE_DESCRIPTION_MAX). */
export const MAX_LONG_TEXT_LENGTH = 2000;
/** Longest id a request names (a CRM id, a student's id, a lookup id sent as text): 100 characters. */
export const MAX_ID_LENGTH = 100;
/** Longest title the portal composes (a case's title: a name, a student id and a date): 255 characters. */
export const MAX_TITLE_LENGTH = 255;
/** Longest file name: 255 characters (what file systems keep). */
export const MAX_FILE_NAME_LENGTH = 255;

// Characters no typed text holds: the C0 controls (NUL, ESC, ...), DEL and the C1 controls; the bidirectional
// embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069), which make text read in another order
// than it is stored; and a lone surrogate (broken UTF-16: ajv and the forms test patterns in the 'u' mode, where
// a well-formed pair is one character and never matches). A tab is allowed; line breaks only in long texts.
const CONTROLS_OF_LINE = '\\u0000-\\u0008\\u000A-\\u001F\\u007F-\\u009F';
const CONTROLS_OF_TEXT = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const DIRECTION_AND_BROKEN = '\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF';
/** One line of text without a control, a direction override or a broken character (a RegExp source, 'u' mode). */
export const SAFE_LINE_PATTERN = `^[^${CONTROLS_OF_LINE}${DIRECTION_AND_BROKEN}]*$`;
/** Text of several lines (line breaks allowed), otherwise as SAFE_LINE_PATTERN. */
export const SAFE_TEXT_PATTERN = `^[^${CONTROLS_OF_TEXT}${DIRECTION_AND_BROKEN}]*$`;

/** The rules of a typed one-line text of at most `max` characters (for a `string` type). */
const line = (max: number) => ({ maxLength: max, pattern: SAFE_LINE_PATTERN }) as const;

/** An id sent as text: a CRM id, a student's id. */
export const idText = { type: 'string', ...line(MAX_ID_LENGTH) } as const;

/** A lookup id of v1/metadata (numbers there; CRM ids elsewhere are strings). */
export const lookupId = { type: ['integer', 'string'], ...line(MAX_ID_LENGTH) } as const;

/** Several lookup ids (multi-selects: ethnicities, disability types, support needs, ...). */
export const lookupIds = { type: 'array', maxItems: 100, items: lookupId } as const;

/** An optional one-line text the server may also send back as null. */
export const text = { type: ['string', 'null'], ...line(MAX_LINE_LENGTH) } as const;

/** A one-line text that must be given and not be blank. */
export const requiredText = {
  type: 'string',
  minLength: 1,
  ...line(MAX_LINE_LENGTH),
  allOf: [{ pattern: '\\S' }],
} as const;

/** A title the portal composes from a name, an id and a date (a case's title): given, not blank. */
export const requiredTitle = { ...requiredText, maxLength: MAX_TITLE_LENGTH } as const;

/** An optional text of several lines of at most `max` characters (null allowed). */
export const longText = (max: number = MAX_LONG_TEXT_LENGTH) =>
  ({ type: ['string', 'null'], maxLength: max, pattern: SAFE_TEXT_PATTERN }) as const;

/** A file's name, as a document of an application lists it. */
export const fileName = { type: 'string', minLength: 1, ...line(MAX_FILE_NAME_LENGTH) } as const;

/** A calendar date as the date fields send it (YYYY-MM-DD). */
export const isoDate = { type: 'string', format: 'date' } as const;

/** A date that may be left empty. */
export const optionalDate = { anyOf: [isoDate, { type: 'null' }, { const: '' }] } as const;

/** An email address that must be given: at most MAX_EMAIL_LENGTH (254) characters (RFC 5321). */
export const email = { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH } as const;

/** An email address that may be left empty. */
export const optionalEmail = { anyOf: [email, { type: 'null' }, { const: '' }] } as const;

/** A web address that may be left empty (null, or only spaces): http or https only, at most
 * MAX_URL_LENGTH characters (the social profile links). What @portal/forms'
 * httpUrl accepts, this accepts. */
export const optionalHttpUrl = {
  anyOf: [
    { type: 'string', maxLength: MAX_URL_LENGTH, pattern: HTTP_URL_PATTERN },
    { type: 'string', maxLength: MAX_LINE_LENGTH, pattern: '^\\s*$' },
    { type: 'null' },
  ],
} as const;

/** Booleans travel as 'yes' / 'no'; a missing answer is left out. */
export const yesNo = { enum: ['yes', 'no'] } as const;

/**
 * A field of a payload whose shape is not fixed in full (a section's further fields): any JSON value, its texts
 * held to a long text's rules, its lists and objects to 100 items each, at any depth (the API refuses a body
 * nested deeper than 64 levels before reading it). A schema that uses it holds it in its `definitions`
 * (FURTHER_FIELD_DEFINITIONS), so it is written once per schema.
 */
export const furtherField = { $ref: '#/definitions/furtherField' } as const;

/** The `definitions` of a schema that uses furtherField. */
export const FURTHER_FIELD_DEFINITIONS = {
  furtherField: {
    type: ['string', 'number', 'boolean', 'null', 'array', 'object'],
    maxLength: MAX_LONG_TEXT_LENGTH,
    pattern: SAFE_TEXT_PATTERN,
    maxItems: 100,
    items: furtherField,
    maxProperties: 100,
    additionalProperties: furtherField,
  },
} as const;

/** Phone numbers in the server shape (mobilePhone or homePhone). */
export const phoneProperties = {
  mobilePhone: text,
  homePhone: text,
} as const;

/** Address in the server shape. */
export const addressProperties = {
  buildingPropertyName: text,
  flatUnitDetails: text,
  streetOrLotNumber: text,
  streetNumberAndName: text,
  suburb: text,
  city: text,
  postcode: text,
  countryId: { type: ['integer', 'string', 'null'], ...line(MAX_ID_LENGTH) },
  /** The state as text (resolved to stateId by its label). */
  state: text,
  stateId: { type: ['integer', 'string', 'null'], ...line(MAX_ID_LENGTH) },
} as const;

/** An object section whose shape is not fixed in full: known fields typed, others allowed (as furtherField). */
export const openSection = (properties: Record<string, unknown>, required: readonly string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: furtherField,
});

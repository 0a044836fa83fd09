/** Building blocks shared by the payload schemas (JSON Schema draft-07, checked with ajv). Plain data:
 * no browser or Node APIs, so the dev-api (Node) and the browser client use the very same schemas.
 * Every `pattern` here is linear in the length of the text (ajv tests it with a JS RegExp, on every
 * write the dev-api takes): no two quantifiers may match the same character. */
import { HTTP_URL_PATTERN, MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from '@portal/config';

/** A lookup id of v1/metadata (numbers there; CRM ids elsewhere are strings). */
export const lookupId = { type: ['integer', 'string'] } as const;

/** Several lookup ids (multi-selects: ethnicities, disability types, support needs, ...). */
export const lookupIds = { type: 'array', items: lookupId } as const;

/** An optional text the server may also send back as null. */
export const text = { type: ['string', 'null'] } as const;

/** A text that must be given and not be blank. */
export const requiredText = { type: 'string', minLength: 1, pattern: '\\S' } as const;

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
    { type: 'string', pattern: '^\\s*$' },
    { type: 'null' },
  ],
} as const;

/** Booleans travel as 'yes' / 'no'; a missing answer is left out. */
export const yesNo = { enum: ['yes', 'no'] } as const;

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
  countryId: { type: ['integer', 'string', 'null'] },
  /** The state as text (resolved to stateId by its label). */
  state: text,
  stateId: { type: ['integer', 'string', 'null'] },
} as const;

/** An object section whose shape is not fixed in full: known fields typed, others allowed. */
export const openSection = (properties: Record<string, unknown>, required: readonly string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: true,
});

import type { ErrorObject } from 'ajv';
import { ApiError, VALIDATION_ERROR_MESSAGE } from '@portal/api-client';
import type { PayloadKind } from './kinds';
import type { PayloadCheck } from './validate';

export { payloadSchemas, type PayloadKind } from './kinds';
export {
  LINE_TEXT_LIMIT,
  LONG_TEXT_LIMIT,
  isAllowedText,
  problemsOf,
  textLimitOf,
  type TextLimit,
} from './limits';
export {
  MAX_FILE_NAME_LENGTH,
  MAX_ID_LENGTH,
  MAX_LINE_LENGTH,
  MAX_LONG_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  SAFE_LINE_PATTERN,
  SAFE_TEXT_PATTERN,
} from './common';

// ajv (~35 KB gzipped) loads with the first check, in a chunk of its own: the client is on every route
// of the portal and only a few write calls need it.
let validation: Promise<typeof import('./validate')> | undefined;
const loadValidation = () => (validation ??= import('./validate'));

/** Checks `data` against the schema of `kind` (no HTTP, nothing thrown). */
export async function checkPayload(kind: PayloadKind, data: unknown): Promise<PayloadCheck> {
  return (await loadValidation()).checkPayload(kind, data);
}

/** Rejects with ApiError('Application data validation error', { details: ajv errors }) when `data`
 * does not fit the schema of `kind`. */
export async function validatePayload(kind: PayloadKind, data: unknown): Promise<void> {
  const { valid, errors } = await checkPayload(kind, data);
  if (!valid) throw new ApiError(VALIDATION_ERROR_MESSAGE, { details: errors, requestBody: data });
}

export type { ErrorObject, PayloadCheck };

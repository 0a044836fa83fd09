import type { ErrorObject } from 'ajv';
import { ApiError, VALIDATION_ERROR_MESSAGE } from '@portal/api-client';
import { applicationSchema } from './application';
import { caseSchema } from './case';
import { contactSchema } from './contact';
import { leadSchema } from './lead';
import { studentSchema } from './student';

/** The payloads checked against a schema before they are sent and on arrival (dev-api). */
export type PayloadKind = 'application' | 'contact' | 'case' | 'lead' | 'student';

export const payloadSchemas: Record<PayloadKind, object> = {
  application: applicationSchema,
  contact: contactSchema,
  case: caseSchema,
  lead: leadSchema,
  student: studentSchema,
};

export interface PayloadCheck {
  valid: boolean;
  /** ajv's errors (empty when valid). */
  errors: ErrorObject[];
}

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

export type { ErrorObject };

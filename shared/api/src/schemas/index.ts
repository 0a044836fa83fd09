import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ApiError, VALIDATION_ERROR_MESSAGE } from '../errors';
import { applicationSchema } from './application';
import { caseSchema } from './case';
import { contactSchema } from './contact';
import { leadSchema } from './lead';
import { studentSchema } from './student';

/** The payloads checked against a schema before they are sent (spec enrolment §5) and on arrival (dev-api). */
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

// allErrors: the error panel lists every problem at once; allowUnionTypes: ids are numbers or strings.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
addFormats(ajv, ['date', 'email']);

const compiled: Partial<Record<PayloadKind, ValidateFunction>> = {};

/** The validator of `kind`, compiled on first use and kept. */
function validatorOf(kind: PayloadKind): ValidateFunction {
  return (compiled[kind] ??= ajv.compile(payloadSchemas[kind]));
}

/** Checks `data` against the schema of `kind` (pure: no HTTP, nothing thrown). */
export function checkPayload(kind: PayloadKind, data: unknown): PayloadCheck {
  const validate = validatorOf(kind);
  const valid = validate(data);
  return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
}

/** Throws ApiError('Application data validation error', { details: ajv errors }) when `data` does not fit. */
export function validatePayload(kind: PayloadKind, data: unknown): void {
  const { valid, errors } = checkPayload(kind, data);
  if (!valid) throw new ApiError(VALIDATION_ERROR_MESSAGE, { details: errors, requestBody: data });
}

export type { ErrorObject };
export type { ApplicationPayload } from './application';
export { PAYMENT_PROVIDERS, PAYMENT_INSTALLMENT_METHODS } from './application';
export type { CasePayload } from './case';
export { CASE_TYPE } from './case';
export type { ContactPayload } from './contact';
export type { LeadPayload } from './lead';
export type { StudentUpdate } from './student';
export type { PersonFields } from './person';

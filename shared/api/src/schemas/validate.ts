// The schema checks themselves (ajv), loaded on first use by ./index.ts.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { payloadSchemas, type PayloadCheck, type PayloadKind } from './index';

// allErrors: the error panel lists every problem at once; allowUnionTypes: ids are numbers or strings.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
addFormats(ajv, ['date', 'email']);

const compiled: Partial<Record<PayloadKind, ValidateFunction>> = {};

/** The validator of `kind`, compiled on first use and kept. */
function validatorOf(kind: PayloadKind): ValidateFunction {
  return (compiled[kind] ??= ajv.compile(payloadSchemas[kind]));
}

export function checkPayload(kind: PayloadKind, data: unknown): PayloadCheck {
  const validate = validatorOf(kind);
  const valid = validate(data);
  return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
}

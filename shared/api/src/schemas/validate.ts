// The schema checks themselves, loaded on first use by ./index.ts: ajv's standalone code for each payload
// schema, compiled ahead of time (scripts/compileValidators.ts), so no code is compiled in the browser and
// the portal's CSP needs no 'unsafe-eval'.
import type { ErrorObject } from 'ajv';
import * as validators from './validators.generated.cjs';
import type { PayloadKind } from './kinds';

export interface PayloadCheck {
  valid: boolean;
  /** ajv's errors (empty when valid). */
  errors: ErrorObject[];
}

export function checkPayload(kind: PayloadKind, data: unknown): PayloadCheck {
  const validate = validators[kind];
  const valid = validate(data);
  return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
}

export type { ErrorObject };

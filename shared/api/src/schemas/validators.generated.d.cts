// The shape of validators.generated.cjs (written by scripts/compileValidators.ts): one validate function per
// payload kind.
import type { ErrorObject } from 'ajv';

interface Validate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

declare const validators: Record<
  'application' | 'contact' | 'case' | 'lead' | 'student' | 'identity' | 'instalmentPlan',
  Validate
>;
export = validators;

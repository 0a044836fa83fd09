import { t } from '@lingui/core/macro';
import { isBlank, noRule, type Validator } from './types';

/** The standard required rule: 'Required', or the caller's own message. */
export function required(message?: string): Validator {
  return (value) => (isBlank(value) ? (message ?? t`Required`) : undefined);
}

/** A required flag as fields take it: `true` for the standard message, a string for a message of
 * the caller's own, `false`/undefined for an optional field. */
export type RequiredFlag = boolean | string | undefined;

/** The required rule for a RequiredFlag (no rule when the flag is off). */
export function requiredWhen(flag: RequiredFlag): Validator {
  if (!flag) return noRule;
  return required(typeof flag === 'string' ? flag : undefined);
}

/** Runs rules in order and answers the first message; `undefined`/`false` entries are skipped, so
 * a rule can be switched off inline (`composeValidators(required(), max !== undefined && maxRule)`). */
export function composeValidators<V = unknown>(
  ...validators: (Validator<V> | undefined | false)[]
): Validator<V> {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate ? validate(value, allValues) : undefined;
      if (message) return message;
    }
    return undefined;
  };
}

import { t } from '@lingui/core/macro';
import { MIN_PASSWORD_LENGTH } from '@portal/config';
import { isBlank, type Validator } from './types';

/** At least `min` characters (passwords at least 8); a blank value passes it (the
 * required rule decides), and so does a value that is not text (it has no length to judge). */
export function minLength(min: number = MIN_PASSWORD_LENGTH): Validator {
  return (value) =>
    typeof value !== 'string' || isBlank(value) || value.length >= min
      ? undefined
      : t`Must be at least ${min} characters`;
}

import { t } from '@lingui/core/macro';
import { isBlank, type Validator } from './types';

/** At most `max` characters (a blank value passes: the required rule decides; a value that is not text has
 * no length to judge). */
export function maxLength(max: number): Validator<string | undefined> {
  return (value) =>
    typeof value === 'string' && !isBlank(value) && value.length > max
      ? t`Use at most ${max} characters`
      : undefined;
}

/** The helper of a text with a length limit: 'Maximum N characters' while it is empty,
 * 'Remaining characters N' once typing (never below 0: the rule above says when it is too long). */
export function lengthHelper(value: string | undefined, max: number): string {
  const length = value?.length ?? 0;
  if (length === 0) return t`Maximum ${max} characters`;
  const remaining = Math.max(0, max - length);
  return t`Remaining characters ${remaining}`;
}

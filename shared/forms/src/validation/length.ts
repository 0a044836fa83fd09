import { t } from '@lingui/core/macro';
import { isAllowedText, type TextLimit } from '@portal/api';
import { composeValidators } from './required';
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

/** Only the characters a text of its kind may hold, as the API's payload schemas say (@portal/api): no control
 * character, text-direction override or broken character; line breaks only in a text of several lines. They
 * come with pasted text and are not seen: the message says so. */
export function allowedCharacters(
  characters: NonNullable<TextLimit['characters']>,
): Validator<string | undefined> {
  return (value) =>
    typeof value === 'string' && !isAllowedText(value, characters)
      ? t`Remove the hidden control or text-direction characters (pasted text can bring them)`
      : undefined;
}

/** The rules of a text field's limits as a payload schema gives them (textLimitOf of @portal/api): its length
 * and its characters, so that the page refuses what the API would. */
export function textLimitRules(limit: TextLimit | undefined): Validator<string | undefined> {
  return composeValidators<string | undefined>(
    limit?.maxLength !== undefined && maxLength(limit.maxLength),
    limit?.characters !== undefined && allowedCharacters(limit.characters),
  );
}

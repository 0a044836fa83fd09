import { t } from '@lingui/core/macro';
import { fieldText, isBlank, type Validator } from './types';

/** Lowest valid IRD number. */
export const IRD_MIN = 10_000_000;
/** Highest valid IRD number. */
export const IRD_MAX = 150_000_000;

/**
 * An IRD number as the field shows it: digits only, grouped by dashes in threes
 * (123-456-789), except that 8 digits group 2-3-3 (12-345-678). Digits are never dropped, so a
 * too-long number stays visible for the rule to reject. Running it on its own output changes nothing.
 */
export function formatIrd(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 8) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  return digits.match(/\d{1,3}/g)?.join('-') ?? '';
}

/** Longest text an IRD number field reads (9 digits, their dashes and some spaces); longer is invalid. */
export const MAX_IRD_TEXT_LENGTH = 32;

/** Rule of an IRD number field: digits (with the format's dashes or spaces) between IRD_MIN and
 * IRD_MAX. Blank passes; compose with required() when the field is required. The rule is only
 * the bounds, so the check digit is not verified. A value that is not text or a number, or text
 * longer than MAX_IRD_TEXT_LENGTH, is invalid. */
export const irdNumber: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const text = fieldText(value);
  if (text === undefined || text.length > MAX_IRD_TEXT_LENGTH) return t`Invalid IRD number`;
  const number = Number(text.replace(/[\s-]/g, ''));
  const valid = /^[\d\s-]+$/.test(text) && number >= IRD_MIN && number <= IRD_MAX;
  return valid ? undefined : t`Invalid IRD number`;
};

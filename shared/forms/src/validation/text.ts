import { t } from '@lingui/core/macro';
import { MAX_EMAIL_LENGTH } from '@portal/config';
import { dateRules } from './date';
import { composeValidators, requiredWhen, type RequiredFlag } from './required';
import { fieldText, isBlank, type Validator } from './types';
import { httpUrl } from './url';

export type TextType = 'text' | 'email' | 'url' | 'number' | 'range' | 'date';

export interface TextRuleOptions {
  type?: TextType;
  required?: RequiredFlag;
  /** Lower bound: the smallest number (number, range) or the earliest day 'YYYY-MM-DD' (date). */
  min?: number | string;
  /** Upper bound: the largest number (number, range) or the latest day 'YYYY-MM-DD' (date). */
  max?: number | string;
}

/** Longest text of a number or range field: more than any number a person types. */
export const MAX_NUMBER_LENGTH = 64;

// The patterns are linear in the length of the text: no two quantifiers can match the same
// character, so a failing test never backtracks over what another one took (the former
// /^[^\s@]+@[^\s@]+\.[^\s@]+$/ and /^[-+]?(\d+\.?\d*|...)/ took ~0.2-0.5 s on 20,000 characters).
/** One address, no spaces, a dot inside the domain (what browsers' type=email accepts, plus the
 * dot): the domain's first character, then up to its first dot, then at least one character. */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

/** Format rule of a text type; a blank value always passes it (the required rule decides). */
function typeRule(type: TextType, min?: number | string, max?: number | string): Validator {
  if (type === 'date') {
    const rule = dateRules({ min: min?.toString(), max: max?.toString() });
    return (value) => rule(value as string | undefined);
  }
  if (type === 'url') return httpUrl;
  return (value) => {
    if (isBlank(value) || type === 'text') return undefined;
    // A value that is not text, or text longer than any valid value, gets the type's message unread.
    const raw = fieldText(value);
    if (type === 'email') {
      const valid = raw !== undefined && raw.length <= MAX_EMAIL_LENGTH && EMAIL.test(raw.trim());
      return valid ? undefined : t`Invalid email address`;
    }
    const text = raw !== undefined && raw.length <= MAX_NUMBER_LENGTH ? raw.trim() : undefined;
    if (type === 'number' && (text === undefined || !NUMBER.test(text))) return t`Must be a number`;
    if (type === 'range' && (text === undefined || !INTEGER.test(text))) return t`Must be a whole number`;
    return numberBounds(Number(text), min, max);
  };
}

function numberBounds(value: number, min?: number | string, max?: number | string): string | undefined {
  if (min !== undefined && value < Number(min)) return t`Must be ${min} or more`;
  if (max !== undefined && value > Number(max)) return t`Must be ${max} or less`;
  return undefined;
}

/**
 * Rules of a text field: the required rule when required, then the rule of its
 * type (email, url, number, range = a whole number, date = 'YYYY-MM-DD'), blanks passing when not
 * required. min and max are bounds of the number or of the date; plain text, email and url ignore
 * them (plain text has no length bounds of its own). An email is at most MAX_EMAIL_LENGTH characters, a
 * url MAX_URL_LENGTH and a number MAX_NUMBER_LENGTH: longer text gets the type's invalid message.
 */
export function textRules(options: TextRuleOptions = {}): Validator {
  const { type = 'text', min, max } = options;
  return composeValidators(requiredWhen(options.required), typeRule(type, min, max));
}

/** Helper text of a text field: 'Optional' unless it is required or disabled. */
export function textHelper(
  options: { required?: RequiredFlag; disabled?: boolean } = {},
): string | undefined {
  return options.required || options.disabled ? undefined : t`Optional`;
}

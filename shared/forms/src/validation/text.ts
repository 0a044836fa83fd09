import { t } from '@lingui/core/macro';
import { dateRules } from './date';
import { composeValidators, requiredWhen, type RequiredFlag } from './required';
import { isBlank, type Validator } from './types';

export type TextType = 'text' | 'email' | 'url' | 'number' | 'range' | 'date';

export interface TextRuleOptions {
  type?: TextType;
  required?: RequiredFlag;
  /** Lower bound: the smallest number (number, range) or the earliest day 'YYYY-MM-DD' (date). */
  min?: number | string;
  /** Upper bound: the largest number (number, range) or the latest day 'YYYY-MM-DD' (date). */
  max?: number | string;
}

/** One address, no spaces, a dot in the domain (what browsers' type=email accepts, plus the dot). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Format rule of a text type; a blank value always passes it (the required rule decides). */
function typeRule(type: TextType, min?: number | string, max?: number | string): Validator {
  if (type === 'date') {
    const rule = dateRules({ min: min?.toString(), max: max?.toString() });
    return (value) => rule(value as string | undefined);
  }
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = String(value).trim();
    if (type === 'email') return EMAIL.test(text) ? undefined : t`Invalid email address`;
    if (type === 'url') return isUrl(text) ? undefined : t`Invalid URL`;
    if (type === 'number' && !NUMBER.test(text)) return t`Must be a number`;
    if (type === 'range' && !INTEGER.test(text)) return t`Must be a whole number`;
    if (type === 'number' || type === 'range') return numberBounds(Number(text), min, max);
    return undefined;
  };
}

function numberBounds(value: number, min?: number | string, max?: number | string): string | undefined {
  if (min !== undefined && value < Number(min)) return t`Must be ${min} or more`;
  if (max !== undefined && value > Number(max)) return t`Must be ${max} or less`;
  return undefined;
}

/**
 * Rules of a text field (spec enrolment §5): the required rule when required, then the rule of its
 * type (email, url, number, range = a whole number, date = 'YYYY-MM-DD'), blanks passing when not
 * required. min and max are bounds of the number or of the date; plain text, email and url ignore
 * them (the spec gives text no length bounds).
 */
export function textRules(options: TextRuleOptions = {}): Validator {
  const { type = 'text', min, max } = options;
  return composeValidators(requiredWhen(options.required), typeRule(type, min, max));
}

/** Helper text of a text field: 'Optional' unless it is required or disabled (spec enrolment §5). */
export function textHelper(
  options: { required?: RequiredFlag; disabled?: boolean } = {},
): string | undefined {
  return options.required || options.disabled ? undefined : t`Optional`;
}

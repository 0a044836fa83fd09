import { t } from '@lingui/core/macro';
import { getIn } from 'final-form';
import type { PhoneCheckResult, PhoneCountry } from '@portal/api';
import { i18n } from '@portal/i18n';
import { required } from './required';
import { isBlank, type Validator } from './types';

/** Countries a phone number may belong to, each checked in turn. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = ['AU', 'NZ'];
export type { PhoneCountry };
/** The country a number is taken to be from first. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'NZ';
/** Wait after the last keystroke before the phone check runs. */
export const PHONE_CHECK_DELAY_MS = 1000;
/** The check runs only for numbers with more digits than this: no real AU or NZ number is shorter
 * than 7 digits (without its trunk 0), so shorter text is still being typed. */
export const PHONE_CHECK_MIN_LENGTH = 6;

/** How the server stores a number: mobilePhone or homePhone (see phoneToServer). */
export type PhoneType = 'mobile' | 'home';

/** The number as the phone check takes it: non-digits stripped, empty -> '0'. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '') || '0';
}

/** Whether a typed number is long enough to be checked. */
export function shouldCheckPhone(value: string | null | undefined): boolean {
  return phoneDigits(value).length > PHONE_CHECK_MIN_LENGTH;
}

/** The phone type rule for a form whose number is at `phoneField` (a final-form path, e.g.
 * 'contact.phone'): the type is required once a number is entered. When the
 * phone itself is required, compose required() on the type field too. */
export function phoneTypeRequiredFor(phoneField: string): Validator {
  const rule = required();
  return (value, allValues) => (isBlank(getIn(allValues ?? {}, phoneField)) ? undefined : rule(value));
}

/** The phone type rule of the standard form shape { phone, phoneType }. */
export const phoneTypeRequired: Validator = phoneTypeRequiredFor('phone');

/** The error of a number that is valid in none of the allowed countries, listing them joined with
 * 'or' in the active language ('Please enter a valid AU or NZ phone number'). */
export function phoneCountryRestrictionMessage(): string {
  const countries = new Intl.ListFormat(i18n.locale || 'en', { type: 'disjunction' }).format(PHONE_COUNTRIES);
  return t`Please enter a valid ${countries} phone number`;
}

/** The error when the phone check itself could not be made. */
export function phoneCheckFailedMessage(): string {
  return t`The phone number could not be checked. Please try again.`;
}

/** The phone type a valid check sets: mobile for a mobile number, home otherwise. */
export function phoneTypeFromCheck(result: Pick<PhoneCheckResult, 'type'>): PhoneType {
  return result.type === 'Mobile' ? 'mobile' : 'home';
}

/** Of the answers per country, the valid one, the default country's first; undefined when the
 * number is valid nowhere (then show phoneCountryRestrictionMessage). */
export function pickPhoneCheck<R extends Pick<PhoneCheckResult, 'valid'>>(
  results: Partial<Record<PhoneCountry, R>>,
): { country: PhoneCountry; result: R } | undefined {
  const order = [DEFAULT_PHONE_COUNTRY, ...PHONE_COUNTRIES.filter((c) => c !== DEFAULT_PHONE_COUNTRY)];
  for (const country of order) {
    const result = results[country];
    if (result?.valid) return { country, result };
  }
  return undefined;
}

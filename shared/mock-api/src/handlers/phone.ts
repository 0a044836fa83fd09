/** The phone check (GET util/phone/{digits}/{country}), answered from libphonenumber-js with its
 * full metadata (the smaller default metadata cannot tell a mobile number from a landline). */
import type { PhoneCheckResult } from '@portal/api-contract';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** 'MOBILE' -> 'Mobile', 'FIXED_LINE_OR_MOBILE' -> 'FixedLineOrMobile'; no type -> 'Unknown'. */
const typeName = (type = 'UNKNOWN'): string =>
  type.toLowerCase().replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Checks a number dialled in `country` (a 2-letter code libphonenumber-js supports). */
export function checkPhoneNumber(digits: string, country: string): PhoneCheckResult {
  const code = country.toUpperCase() as Parameters<typeof getCountryCallingCode>[0];
  const number = parsePhoneNumberFromString(digits, code);
  if (!number) return { valid: false, type: 'Unknown', formatted: digits, code: getCountryCallingCode(code) };
  const valid = number.isValid();
  return {
    valid,
    type: valid ? typeName(number.getType()) : 'Unknown',
    formatted: number.formatInternational(),
    code: number.countryCallingCode,
  };
}

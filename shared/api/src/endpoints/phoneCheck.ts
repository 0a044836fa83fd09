import { type PhoneCheckResult, type PhoneCountry, phoneCheckCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** GET util/phone/{digits}/{country} (public): the phone check. */
export const phoneCheckPath = (digits: string, country: PhoneCountry): string =>
  phoneCheckCall.path({ digits, country });

/**
 * Checks a number for one country. The forms strip non-digits first (an empty value becomes '0',
 * see phoneDigits of @portal/forms) and ask once per allowed country (AU, NZ).
 */
export function checkPhone(
  digits: string,
  country: PhoneCountry,
  api: ApiClient = getApi(),
): Promise<PhoneCheckResult> {
  return api.get<PhoneCheckResult>(phoneCheckPath(digits, country));
}

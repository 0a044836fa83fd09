import { useEffect, useRef, useState } from 'react';
import { checkPhone, type PhoneCheckResult } from '@portal/api';
import {
  PHONE_CHECK_DELAY_MS,
  PHONE_COUNTRIES,
  phoneCheckFailedMessage,
  phoneCountryRestrictionMessage,
  phoneDigits,
  pickPhoneCheck,
  shouldCheckPhone,
  type PhoneCountry,
} from '../logic';

/** Where the check of the typed number is; `message` is the error of an
 * invalid number (valid in no allowed country) or of a check that could not be made. */
export interface PhoneCheckState {
  status: 'idle' | 'pending' | 'valid' | 'invalid';
  message?: string;
}

/**
 * Checks `value` PHONE_CHECK_DELAY_MS after it last changed (when it is long enough), against each
 * allowed country; a valid answer goes to `onValid` (which may put the formatted number back: that
 * value is not checked again). The value the field starts with is not checked.
 */
export function usePhoneCheck(
  value: string | undefined,
  onValid: (result: PhoneCheckResult) => void,
): PhoneCheckState {
  const [state, setState] = useState<PhoneCheckState>({ status: 'idle' });
  const settled = useRef(value);
  const onValidRef = useRef(onValid);
  onValidRef.current = onValid;

  useEffect(() => {
    if (value === settled.current) return undefined;
    settled.current = undefined;
    setState({ status: 'idle' });
    if (!shouldCheckPhone(value)) return undefined;
    let current = true;
    const timer = setTimeout(async () => {
      setState({ status: 'pending' });
      const digits = phoneDigits(value);
      try {
        const answers = await Promise.all(
          PHONE_COUNTRIES.map(async (country) => [country, await checkPhone(digits, country)] as const),
        );
        if (!current) return;
        const picked = pickPhoneCheck(Object.fromEntries(answers) as Record<PhoneCountry, PhoneCheckResult>);
        if (!picked) {
          setState({ status: 'invalid', message: phoneCountryRestrictionMessage() });
          return;
        }
        settled.current = picked.result.formatted;
        setState({ status: 'valid' });
        onValidRef.current(picked.result);
      } catch {
        if (current) setState({ status: 'invalid', message: phoneCheckFailedMessage() });
      }
    }, PHONE_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);

  return state;
}

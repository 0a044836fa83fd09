import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_CHECK_DELAY_MS,
  PHONE_CHECK_MIN_LENGTH,
  PHONE_COUNTRIES,
  phoneCheckFailedMessage,
  phoneCountryRestrictionMessage,
  phoneDigits,
  phoneTypeFromCheck,
  phoneTypeRequired,
  phoneTypeRequiredFor,
  pickPhoneCheck,
  shouldCheckPhone,
} from './phone';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('phone constants', () => {
  it('allows AU and NZ, defaults to NZ, waits 1000 ms', () => {
    expect(PHONE_COUNTRIES).toEqual(['AU', 'NZ']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('NZ');
    expect(PHONE_CHECK_DELAY_MS).toBe(1000);
    expect(PHONE_CHECK_MIN_LENGTH).toBe(6);
  });
});

describe('phoneDigits', () => {
  it('strips non-digits and turns empty into 0', () => {
    expect(phoneDigits('+64 21 123-4567')).toBe('64211234567');
    expect(phoneDigits('(09) 555 0100')).toBe('095550100');
    expect(phoneDigits('')).toBe('0');
    expect(phoneDigits('abc')).toBe('0');
    expect(phoneDigits(undefined)).toBe('0');
    expect(phoneDigits(null)).toBe('0');
  });

  it('keeps exactly the digits, or 0 when there are none (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const digits = phoneDigits(input);
        const expected = input.replace(/\D/g, '') || '0';
        return digits === expected && /^\d+$/.test(digits) && phoneDigits(digits) === digits;
      }),
    );
  });
});

describe('shouldCheckPhone', () => {
  it('checks only above the minimum length', () => {
    expect(shouldCheckPhone('021 123')).toBe(false);
    expect(shouldCheckPhone('021 1234')).toBe(true);
    expect(shouldCheckPhone('')).toBe(false);
  });
});

describe('phoneTypeRequired', () => {
  it('requires the type once a number is entered', () => {
    expect(phoneTypeRequired(undefined, { phone: '021 123 4567' })).toBe('Required');
    expect(phoneTypeRequired('mobile', { phone: '021 123 4567' })).toBeUndefined();
    expect(phoneTypeRequired(undefined, { phone: '' })).toBeUndefined();
    expect(phoneTypeRequired(undefined, {})).toBeUndefined();
    expect(phoneTypeRequired(undefined)).toBeUndefined();
  });

  it('reads the number at a nested path', () => {
    const rule = phoneTypeRequiredFor('contact.phone');
    expect(rule('', { contact: { phone: '09 555 0100' } })).toBe('Required');
    expect(rule('', { contact: {} })).toBeUndefined();
  });
});

describe('phone messages', () => {
  it('lists the allowed countries joined with or', () => {
    expect(phoneCountryRestrictionMessage()).toBe('Please enter a valid AU or NZ phone number');
  });

  it('says the check failed', () => {
    expect(phoneCheckFailedMessage()).toBe('The phone number could not be checked. Please try again.');
  });
});

describe('phone check answers', () => {
  const mobile = { valid: true, type: 'Mobile', formatted: '+64 21 123 4567', code: '64' };
  const landline = { valid: true, type: 'FixedLine', formatted: '+61 2 9876 5432', code: '61' };
  const invalid = { valid: false, type: 'Unknown', formatted: '', code: '' };

  it('sets mobile for a mobile number and home otherwise', () => {
    expect(phoneTypeFromCheck(mobile)).toBe('mobile');
    expect(phoneTypeFromCheck(landline)).toBe('home');
    expect(phoneTypeFromCheck({ type: 'FixedLineOrMobile' })).toBe('home');
  });

  it('picks the valid answer, the default country first', () => {
    expect(pickPhoneCheck({ AU: landline, NZ: invalid })).toEqual({ country: 'AU', result: landline });
    expect(pickPhoneCheck({ AU: landline, NZ: mobile })).toEqual({ country: 'NZ', result: mobile });
    expect(pickPhoneCheck({ AU: invalid, NZ: invalid })).toBeUndefined();
    expect(pickPhoneCheck({})).toBeUndefined();
  });
});

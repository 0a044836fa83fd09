import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { formatIrd, IRD_MAX, IRD_MIN, irdNumber, MAX_IRD_TEXT_LENGTH } from './ird';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('formatIrd', () => {
  it('groups 9 digits 3-3-3 and 8 digits 2-3-3', () => {
    expect(formatIrd('123456789')).toBe('123-456-789');
    expect(formatIrd('49091850')).toBe('49-091-850');
  });

  it('keeps digits only and groups partial input as it is typed', () => {
    expect(formatIrd('12a3 4-5')).toBe('123-45');
    expect(formatIrd('1234567')).toBe('123-456-7');
    expect(formatIrd('abc')).toBe('');
    expect(formatIrd('1234567890')).toBe('123-456-789-0');
  });
});

describe('irdNumber', () => {
  it('passes a blank value', () => {
    expect(irdNumber('')).toBeUndefined();
    expect(irdNumber(undefined)).toBeUndefined();
  });

  it('keeps the bounds 10,000,000..150,000,000, both included', () => {
    expect(IRD_MIN).toBe(10_000_000);
    expect(IRD_MAX).toBe(150_000_000);
    expect(irdNumber('10-000-000')).toBeUndefined();
    expect(irdNumber('150-000-000')).toBeUndefined();
    expect(irdNumber('9-999-999')).toBe('Invalid IRD number');
    expect(irdNumber('150-000-001')).toBe('Invalid IRD number');
  });

  it(`reads at most ${MAX_IRD_TEXT_LENGTH} characters, and only text or a number`, () => {
    const spaced = '49-091-850'.padEnd(MAX_IRD_TEXT_LENGTH, ' ');
    expect(irdNumber(spaced)).toBeUndefined();
    expect(irdNumber(`${spaced} `)).toBe('Invalid IRD number');
    expect(irdNumber('1'.repeat(20_000))).toBe('Invalid IRD number');
    expect(irdNumber(49091850)).toBeUndefined();
    expect(irdNumber({ toString: () => '49091850' })).toBe('Invalid IRD number');
  });

  it('rejects letters', () => {
    expect(irdNumber('12-345-67a')).toBe('Invalid IRD number');
  });
});

describe('IRD (property)', () => {
  const text = fc.string({ maxLength: 20 });

  it('keeps every digit, in order, and nothing else but dashes', () => {
    fc.assert(fc.property(text, (input) => formatIrd(input).replace(/-/g, '') === input.replace(/\D/g, '')));
  });

  it('groups 2-3-3 for 8 digits and in threes otherwise', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        const formatted = formatIrd(digits);
        return digits.length === 8
          ? /^\d{2}-\d{3}-\d{3}$/.test(formatted)
          : /^(\d{3}-)*\d{1,3}$/.test(formatted);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(text, (input) => formatIrd(formatIrd(input)) === formatIrd(input)));
  });

  it('accepts every number within the bounds, formatted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: IRD_MIN, max: IRD_MAX }),
        (n) => irdNumber(formatIrd(String(n))) === undefined,
      ),
    );
  });

  it('rejects every number outside the bounds', () => {
    const outside = fc.oneof(
      fc.integer({ min: 0, max: IRD_MIN - 1 }),
      fc.integer({ min: IRD_MAX + 1, max: 10 ** 12 }),
    );
    fc.assert(fc.property(outside, (n) => irdNumber(formatIrd(String(n))) === 'Invalid IRD number'));
  });
});

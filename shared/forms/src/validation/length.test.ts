import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { lengthHelper, maxLength } from './length';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('maxLength', () => {
  it('passes blanks and texts up to the limit, and refuses longer ones', () => {
    const rule = maxLength(5);
    expect(rule(undefined)).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule('12345')).toBeUndefined();
    expect(rule('123456')).toBe('Use at most 5 characters');
  });

  it('agrees with the length for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          const blank = text.trim() === '';
          expect(maxLength(max)(text) === undefined).toBe(blank || text.length <= max);
        },
      ),
    );
  });
});

describe('lengthHelper', () => {
  it('says the maximum when empty and what remains once typing', () => {
    expect(lengthHelper(undefined, 2000)).toBe('Maximum 2000 characters');
    expect(lengthHelper('', 2000)).toBe('Maximum 2000 characters');
    expect(lengthHelper('Hello', 2000)).toBe('Remaining characters 1995');
    expect(lengthHelper('x'.repeat(2000), 2000)).toBe('Remaining characters 0');
    expect(lengthHelper('x'.repeat(2005), 2000)).toBe('Remaining characters 0');
  });
});

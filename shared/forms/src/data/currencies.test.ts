import { activateLocale, loadCatalog } from '@portal/i18n';
import { CURRENCIES, findCurrency, formatMoney } from './currencies';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('CURRENCIES', () => {
  it('holds about 130 real currencies, each code once', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    for (const currency of CURRENCIES) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.name).not.toBe('');
      expect(currency.name_plural).not.toBe('');
      expect(currency.symbol).not.toBe('');
      expect([0, 2, 3]).toContain(currency.decimal_digits);
    }
  });

  it('has the decimal digits of ISO 4217', () => {
    expect(findCurrency('JPY')?.decimal_digits).toBe(0);
    expect(findCurrency('KWD')?.decimal_digits).toBe(3);
    expect(findCurrency('aud')).toEqual({
      code: 'AUD',
      name: 'Australian Dollar',
      name_plural: 'Australian dollars',
      symbol: 'A$',
      decimal_digits: 2,
    });
    expect(findCurrency('NZD')?.symbol).toBe('NZ$');
    expect(findCurrency('XXX')).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('defaults to AUD with 2 digits, the narrow symbol and the sign except for zero', () => {
    expect(formatMoney(120)).toBe('+$120.00');
    expect(formatMoney(-45.5)).toBe('-$45.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('formats another currency', () => {
    expect(formatMoney(1234.5, 'NZD')).toBe('+$1,234.50');
    expect(formatMoney(-10, 'GBP')).toBe('-£10.00');
  });

  it("uses the currency's own decimal digits from the table", () => {
    expect(formatMoney(1500, 'JPY')).toBe('+¥1,500');
    expect(formatMoney(2.5, 'KWD')).toMatch(/^\+.*2\.500$/);
  });
});

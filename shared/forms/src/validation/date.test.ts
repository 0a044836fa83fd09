import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import {
  DATE_MAX,
  DATE_MIN,
  dateBounds,
  dateRules,
  MAX_DATE_TEXT_LENGTH,
  parseDate,
  unreadableDateRule,
} from './date';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

const today = new Date(2025, 5, 15); // 15 June 2025, local time
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

describe('dateRules', () => {
  it('passes a blank optional date and requires a required one', () => {
    expect(dateRules()('')).toBeUndefined();
    expect(dateRules()(undefined)).toBeUndefined();
    expect(dateRules({ required: true })('')).toBe('Required');
    expect(dateRules({ required: 'Enter your birth date' })(null)).toBe('Enter your birth date');
  });

  it('says which format it expects', () => {
    expect(dateRules()('15/06/2025')).toBe('Invalid date, format is YYYY-MM-DD');
    expect(dateRules()('2025-02-30')).toBe('Invalid date, format is YYYY-MM-DD');
    expect(dateRules({ format: 'DD/MM/YYYY' })('2025-06-15')).toBe('Invalid date, format is DD/MM/YYYY');
    expect(dateRules({ format: 'DD/MM/YYYY' })('15/06/2025')).toBeUndefined();
  });

  it('says the text of a date input is not a date when the browser cannot read it, whatever the value', () => {
    expect(unreadableDateRule(true)(undefined)).toBe('Invalid date, format is YYYY-MM-DD');
    expect(unreadableDateRule(true, 'DD/MM/YYYY')('')).toBe('Invalid date, format is DD/MM/YYYY');
    expect(unreadableDateRule(false)(undefined)).toBeUndefined();
  });

  it('keeps the default bounds 1900-01-01..2100-01-01, both included', () => {
    expect(DATE_MIN).toBe('1900-01-01');
    expect(DATE_MAX).toBe('2100-01-01');
    expect(dateRules()('1900-01-01')).toBeUndefined();
    expect(dateRules()('2100-01-01')).toBeUndefined();
    expect(dateRules()('1899-12-31')).toBe('Date must be on or after 1900-01-01');
    expect(dateRules()('2100-01-02')).toBe('Date must be on or before 2100-01-01');
  });

  it('shows a bound in the field format and takes given bounds', () => {
    const rule = dateRules({ format: 'DD/MM/YYYY', min: '2020-01-01', max: '2020-12-31' });
    expect(rule('31/12/2019')).toBe('Date must be on or after 01/01/2020');
    expect(rule('01/01/2021')).toBe('Date must be on or before 31/12/2020');
  });

  it('accepts a Date value', () => {
    expect(dateRules()(new Date(2025, 0, 1))).toBeUndefined();
    expect(dateRules()(new Date(1850, 0, 1))).toBe('Date must be on or after 1900-01-01');
  });

  it('makes today the minimum when past dates are disabled', () => {
    const rule = dateRules({ disablePast: true, today });
    expect(rule('2025-06-14')).toBe('Date must be on or after 2025-06-15');
    expect(rule('2025-06-15')).toBeUndefined();
    expect(rule('2099-01-01')).toBeUndefined();
  });

  it('makes today the maximum when future dates are disabled', () => {
    const rule = dateRules({ disableFuture: true, today });
    expect(rule('2025-06-16')).toBe('Date must be on or before 2025-06-15');
    expect(rule('1901-01-01')).toBeUndefined();
  });
});

describe('dateBounds', () => {
  it('drops the default bound for today and keeps a stricter explicit one', () => {
    expect(dateBounds()).toEqual({ min: '1900-01-01', max: '2100-01-01' });
    expect(dateBounds({ disablePast: true, today })).toEqual({ min: '2025-06-15', max: '2100-01-01' });
    expect(dateBounds({ disableFuture: true, today })).toEqual({ min: '1900-01-01', max: '2025-06-15' });
    expect(dateBounds({ disablePast: true, min: '2030-01-01', today }).min).toBe('2030-01-01');
    expect(dateBounds({ disablePast: true, min: '2000-01-01', today }).min).toBe('2025-06-15');
    expect(dateBounds({ disableFuture: true, max: '2020-01-01', today }).max).toBe('2020-01-01');
  });
});

describe('parseDate', () => {
  it('parses strictly', () => {
    expect(parseDate(' 2025-06-15 ').format('YYYY-MM-DD')).toBe('2025-06-15');
    expect(parseDate('2025-6-15').isValid()).toBe(false);
  });
});

describe('date bounds (property)', () => {
  const rule = dateRules();

  it('passes every day from 1900-01-01 to 2100-01-01', () => {
    const inRange = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-01-01T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(fc.property(inRange, (date) => rule(isoOf(date)) === undefined));
  });

  it('fails every day before with the minimum message', () => {
    const before = fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('1899-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(fc.property(before, (date) => rule(isoOf(date)) === 'Date must be on or after 1900-01-01'));
  });

  it('fails every day after with the maximum message', () => {
    const after = fc.date({
      min: new Date('2100-01-02T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(fc.property(after, (date) => rule(isoOf(date)) === 'Date must be on or before 2100-01-01'));
  });
});

describe('dateRules on what is not a date', () => {
  it('answers the format message for a value that is neither text nor a Date, never throwing', () => {
    for (const value of [42, true, {}, ['2025-06-15'], { trim: 1 }, Object.create(null), new Date(NaN)])
      expect(dateRules()(value as never)).toBe('Invalid date, format is YYYY-MM-DD');
  });

  it(`reads at most ${MAX_DATE_TEXT_LENGTH} characters`, () => {
    expect(dateRules()(` 2025-06-15${' '.repeat(MAX_DATE_TEXT_LENGTH - 11)}`)).toBeUndefined();
    expect(dateRules()(` 2025-06-15${' '.repeat(MAX_DATE_TEXT_LENGTH - 10)}`)).toBe(
      'Invalid date, format is YYYY-MM-DD',
    );
  });
});

import { activateLocale, loadCatalog } from '@portal/i18n';
import { textHelper, textRules } from './text';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('textRules', () => {
  it('requires a value only when required', () => {
    expect(textRules()('')).toBeUndefined();
    expect(textRules({ required: true })('  ')).toBe('Required');
    expect(textRules({ required: 'Tell us your name' })('')).toBe('Tell us your name');
    expect(textRules({ required: true })('Aroha')).toBeUndefined();
  });

  it.each(['email', 'url', 'number', 'range', 'date'] as const)(
    'lets a blank %s pass when not required',
    (type) => {
      expect(textRules({ type })('')).toBeUndefined();
      expect(textRules({ type, required: true })('')).toBe('Required');
    },
  );

  it('checks an email address', () => {
    const rule = textRules({ type: 'email' });
    expect(rule('aroha@example.co.nz')).toBeUndefined();
    expect(rule('aroha@example')).toBe('Invalid email address');
    expect(rule('aroha example.com')).toBe('Invalid email address');
  });

  it('checks a web address', () => {
    const rule = textRules({ type: 'url' });
    expect(rule('https://www.yoobee.ac.nz/courses')).toBeUndefined();
    expect(rule('www.yoobee.ac.nz')).toBe('Invalid URL');
    expect(rule('ftp://example.com')).toBe('Invalid URL');
  });

  it('checks a number with its bounds', () => {
    const rule = textRules({ type: 'number', min: 0, max: 100 });
    expect(rule('42.5')).toBeUndefined();
    expect(rule('-1e2')).toBe('Must be 0 or more');
    expect(rule('forty')).toBe('Must be a number');
    expect(rule('100.5')).toBe('Must be 100 or less');
  });

  it('checks a range as a whole number with its bounds', () => {
    const rule = textRules({ type: 'range', min: 1, max: 10 });
    expect(rule('5')).toBeUndefined();
    expect(rule('5.5')).toBe('Must be a whole number');
    expect(rule('0')).toBe('Must be 1 or more');
    expect(rule('11')).toBe('Must be 10 or less');
  });

  it('checks a yyyy-mm-dd date with its bounds', () => {
    const rule = textRules({ type: 'date', min: '2024-01-01', max: '2024-12-31' });
    expect(rule('2024-06-01')).toBeUndefined();
    expect(rule('01/06/2024')).toBe('Invalid date, format is YYYY-MM-DD');
    expect(rule('2023-12-31')).toBe('Date must be on or after 2024-01-01');
    expect(rule('2025-01-01')).toBe('Date must be on or before 2024-12-31');
  });

  it('gives plain text no format rule and no length bounds', () => {
    expect(textRules({ type: 'text', min: 5, max: 6 })('any text at all')).toBeUndefined();
  });
});

describe('textHelper', () => {
  it("says 'Optional' unless required or disabled", () => {
    expect(textHelper()).toBe('Optional');
    expect(textHelper({ required: true })).toBeUndefined();
    expect(textHelper({ required: 'Needed' })).toBeUndefined();
    expect(textHelper({ disabled: true })).toBeUndefined();
  });
});

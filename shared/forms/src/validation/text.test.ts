import fc from 'fast-check';
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from '@portal/config';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { MAX_NUMBER_LENGTH, textHelper, textRules } from './text';

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
    expect(textRules({ type: 'text' })('x'.repeat(100_000))).toBeUndefined();
  });

  it(`takes an email address of up to ${MAX_EMAIL_LENGTH} characters (RFC 5321)`, () => {
    const rule = textRules({ type: 'email' });
    const domain = '@example.com';
    expect(rule('a'.repeat(MAX_EMAIL_LENGTH - domain.length) + domain)).toBeUndefined();
    expect(rule('a'.repeat(MAX_EMAIL_LENGTH - domain.length + 1) + domain)).toBe('Invalid email address');
  });

  it(`takes a number or range of up to ${MAX_NUMBER_LENGTH} characters`, () => {
    const long = '1'.repeat(MAX_NUMBER_LENGTH);
    expect(textRules({ type: 'number' })(long)).toBeUndefined();
    expect(textRules({ type: 'number' })(`${long}1`)).toBe('Must be a number');
    expect(textRules({ type: 'range' })(long)).toBeUndefined();
    expect(textRules({ type: 'range' })(`${long}1`)).toBe('Must be a whole number');
  });

  it('takes a web address of up to MAX_URL_LENGTH characters, http(s) only', () => {
    const rule = textRules({ type: 'url' });
    const base = 'https://example.com/';
    expect(rule(base + 'a'.repeat(MAX_URL_LENGTH - base.length))).toBeUndefined();
    expect(rule(base + 'a'.repeat(MAX_URL_LENGTH - base.length + 1))).toBe('Invalid URL');
    expect(rule('javascript:alert(1)')).toBe('Invalid URL');
    expect(rule('data:text/html,x')).toBe('Invalid URL');
  });

  it('answers 20,000 pasted characters quickly, with the invalid message of the type', () => {
    const pasted: [Parameters<typeof textRules>[0], string, string][] = [
      [{ type: 'email' }, `a@${'.'.repeat(20_000)}@`, 'Invalid email address'],
      [{ type: 'email' }, `a@a${'a'.repeat(20_000)}`, 'Invalid email address'],
      [{ type: 'number' }, `${'1'.repeat(20_000)}x`, 'Must be a number'],
      [{ type: 'range' }, `${'1'.repeat(20_000)}x`, 'Must be a whole number'],
      [{ type: 'url' }, `https://${'a'.repeat(20_000)}`, 'Invalid URL'],
      [{ type: 'date' }, '2'.repeat(20_000), 'Invalid date, format is YYYY-MM-DD'],
    ];
    // A backtracking pattern takes seconds on 20,000 characters; a linear one well under a millisecond. The
    // bound is that of a busy machine (a build beside the tests once took 22 ms), far below the former.
    for (const [options, text, message] of pasted) {
      const started = performance.now();
      expect(textRules(options)(text)).toBe(message);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('answers a value that is not text with the invalid message of the type, never throwing', () => {
    const values = [
      {},
      ['a@b.co'],
      { toString: 'not a function' },
      Object.create(null),
      Symbol('x'),
      () => 1,
    ];
    for (const value of values) {
      expect(textRules({ type: 'email' })(value)).toBe('Invalid email address');
      expect(textRules({ type: 'number' })(value)).toBe('Must be a number');
      expect(textRules({ type: 'range' })(value)).toBe('Must be a whole number');
      expect(textRules({ type: 'url' })(value)).toBe('Invalid URL');
      expect(textRules({ type: 'date' })(value)).toBe('Invalid date, format is YYYY-MM-DD');
      expect(textRules({ type: 'text' })(value)).toBeUndefined();
    }
    expect(textRules({ type: 'number', max: 10 })(42)).toBe('Must be 10 or less');
  });

  describe('the linear patterns accept exactly what the former (backtracking) ones did', () => {
    const FORMER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const FORMER_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
    const textOf = (chars: string[]) =>
      fc.array(fc.constantFrom(...chars), { maxLength: 12 }).map((list) => list.join(''));

    it('email', () => {
      const rule = textRules({ type: 'email' });
      fc.assert(
        fc.property(textOf(['a', '.', '@', ' ', '-', 'é']), (text) => {
          const wanted = text.trim() === '' || FORMER_EMAIL.test(text.trim());
          return (rule(text) === undefined) === wanted;
        }),
        { numRuns: 2000 },
      );
    });

    it('number', () => {
      const rule = textRules({ type: 'number' });
      fc.assert(
        fc.property(textOf(['1', '0', '.', 'e', 'E', '-', '+', ' ', 'x']), (text) => {
          const wanted = text.trim() === '' || FORMER_NUMBER.test(text.trim());
          return (rule(text) === undefined) === wanted;
        }),
        { numRuns: 2000 },
      );
    });
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

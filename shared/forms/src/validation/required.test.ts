import { activateLocale, loadCatalog } from '@portal/i18n';
import {
  multiSelectRequired,
  radioRequired,
  TOGGLE_COLUMNS,
  TOGGLE_DEFAULT_BUTTONS,
  toggleRequired,
} from './choices';
import { composeValidators, required, requiredWhen } from './required';
import { isBlank, noRule } from './types';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('required', () => {
  it.each([undefined, null, '', '   ', []])('gives the standard message for %p', (value) => {
    expect(required()(value)).toBe('Required');
  });

  it.each(['a', 0, false, ['x'], new Date(0)])('passes %p', (value) => {
    expect(required()(value)).toBeUndefined();
  });

  it('uses a message of its own', () => {
    expect(required('Please choose a course')('')).toBe('Please choose a course');
  });
});

describe('requiredWhen and the group rules', () => {
  it.each([
    ['radioRequired', radioRequired],
    ['toggleRequired', toggleRequired],
    ['multiSelectRequired', multiSelectRequired],
    ['requiredWhen', requiredWhen],
  ])('%s: true is the standard rule, a string is the message, false is no rule', (_, rule) => {
    expect(rule(true)(undefined)).toBe('Required');
    expect(rule(true)([])).toBe('Required');
    expect(rule('Choose one')(undefined)).toBe('Choose one');
    expect(rule(true)('yes')).toBeUndefined();
    expect(rule(false)(undefined)).toBeUndefined();
    expect(rule(undefined)(undefined)).toBeUndefined();
  });

  it('keeps the toggle-group layout constants of the spec', () => {
    expect(TOGGLE_COLUMNS).toEqual({ base: 2, sm: 4, md: 4, lg: 8, xl: 10 });
    expect(TOGGLE_DEFAULT_BUTTONS).toBe(7);
  });
});

describe('composeValidators', () => {
  const short = (value: unknown) => (String(value).length < 3 ? 'Too short' : undefined);

  it('answers the first message in order', () => {
    const rule = composeValidators(required(), short);
    expect(rule('')).toBe('Required');
    expect(rule('ab')).toBe('Too short');
    expect(rule('abc')).toBeUndefined();
  });

  it('skips switched-off rules and passes allValues on', () => {
    const seen: unknown[] = [];
    const spy = (_: unknown, allValues?: object) => {
      seen.push(allValues);
      return undefined;
    };
    expect(composeValidators(undefined, false, spy)('x', { a: 1 })).toBeUndefined();
    expect(seen).toEqual([{ a: 1 }]);
  });
});

describe('isBlank and noRule', () => {
  it('treats only missing values, spaces and empty lists as blank', () => {
    expect([undefined, null, ' ', []].every(isBlank)).toBe(true);
    expect([0, 'x', {}, false].some(isBlank)).toBe(false);
    expect(noRule('anything')).toBeUndefined();
  });
});

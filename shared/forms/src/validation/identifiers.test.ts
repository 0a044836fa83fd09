import { activateLocale, loadCatalog } from '@portal/i18n';
import { studentIdentifier, TEN_CHARACTER_CODE_HELPER, tenCharacterCode } from './identifiers';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('studentIdentifier', () => {
  it('nsi: up to 10 digits', () => {
    const rule = studentIdentifier('nsi');
    expect(rule('1234567890')).toBeUndefined();
    expect(rule('1')).toBeUndefined();
    expect(rule('12345678901')).toBe('Up to 10 digits');
    expect(rule('12345A')).toBe('Up to 10 digits');
  });

  it.each(['usi', 'both'] as const)('%s: up to 10 letters or digits', (kind) => {
    const rule = studentIdentifier(kind);
    expect(rule('AB12CD34EF')).toBeUndefined();
    expect(rule('1234567890')).toBeUndefined();
    expect(rule('AB12CD34EF5')).toBe('Up to 10 letters or digits');
    expect(rule('AB-12')).toBe('Up to 10 letters or digits');
  });

  it('passes a blank value', () => {
    expect(studentIdentifier('nsi')('')).toBeUndefined();
    expect(studentIdentifier('both')(undefined)).toBeUndefined();
  });
});

describe('tenCharacterCode', () => {
  it('takes exactly 10 letters or digits', () => {
    expect(tenCharacterCode('A1B2C3D4E5')).toBeUndefined();
    expect(tenCharacterCode('')).toBeUndefined();
    expect(tenCharacterCode('A1B2C3D4E')).toBe('Ten numbers and letters');
    expect(tenCharacterCode('A1B2C3D4E56')).toBe('Ten numbers and letters');
    expect(tenCharacterCode('A1B2C3D4E!')).toBe('Ten numbers and letters');
  });

  it('has the helper text of the spec', () => {
    expect(TEN_CHARACTER_CODE_HELPER()).toBe('Ten numbers and letters');
  });
});

describe('identifier rules on other values', () => {
  it('read numbers as written and refuse objects and lists, never throwing', () => {
    expect(studentIdentifier('nsi')(1234567)).toBeUndefined();
    expect(tenCharacterCode(1234567890)).toBeUndefined();
    for (const value of [{}, ['1234567'], { toString: 'x' }, Object.create(null)]) {
      expect(studentIdentifier('nsi')(value)).toBe('Up to 10 digits');
      expect(studentIdentifier('both')(value)).toBe('Up to 10 letters or digits');
      expect(tenCharacterCode(value)).toBe('Ten numbers and letters');
    }
  });
});

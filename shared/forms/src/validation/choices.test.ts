import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { maxChoices, multiSelectRequired } from './choices';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('maxChoices', () => {
  it('passes up to max choices and refuses more, with its message or the caller’s', () => {
    expect(maxChoices(3)(['a', 'b', 'c'])).toBeUndefined();
    expect(maxChoices(3)(['a', 'b', 'c', 'd'])).toBe('Choose at most 3');
    expect(maxChoices(3, 'Choose up to three ethnicities')(['a', 'b', 'c', 'd'])).toBe(
      'Choose up to three ethnicities',
    );
  });

  it('leaves nothing chosen, and values that are not lists, to the required rule', () => {
    const rule = maxChoices(0);
    for (const value of [undefined, null, [], '', 'abcd', 4, {}]) expect(rule(value)).toBeUndefined();
    expect(multiSelectRequired(true)([])).toBe('Required');
  });

  it('agrees with the list length', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), fc.integer({ min: 0, max: 6 }), (list, max) => {
        expect(maxChoices(max)(list) === undefined).toBe(list.length <= max);
      }),
    );
  });
});

import { titleCase } from './endpoints/vacancies';
import { yesNo } from './index';

describe('yesNo', () => {
  it("maps true to 'yes', false to 'no' and undefined to nothing", () => {
    expect(yesNo(true)).toBe('yes');
    expect(yesNo(false)).toBe('no');
    expect(yesNo(undefined)).toBeUndefined();
  });
});

describe('titleCase (job/vacancy businessUnit)', () => {
  it.each([
    ['health and fitness', 'Health And Fitness'],
    ['NZ INSTITUTE OF SPORT', 'Nz Institute Of Sport'],
    ['up-online', 'Up-Online'],
    ['māori studies', 'Māori Studies'],
  ])('%s -> %s', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});

import { yearOptions } from './years';

describe('yearOptions', () => {
  it('gives the last 100 years ending in the current one, newest first', () => {
    const years = yearOptions(new Date(2025, 5, 1));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2025);
    expect(years[99]).toBe(1926);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('takes a count and defaults to now', () => {
    expect(yearOptions(new Date(2000, 0, 1), 3)).toEqual([2000, 1999, 1998]);
    expect(yearOptions()[0]).toBe(new Date().getFullYear());
  });
});

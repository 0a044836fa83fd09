import fc from 'fast-check';
import { dayAfter, instalmentSchedule, scheduleTotal } from './schedule';

describe('dayAfter', () => {
  it('adds weeks and fortnights across months and years', () => {
    expect(dayAfter('2026-12-28', 'Weekly', 1)).toBe('2027-01-04');
    expect(dayAfter('2026-02-20', 'Fortnightly', 2)).toBe('2026-03-20');
  });
  it('adds calendar months; the 31st falls on the last day of a shorter month', () => {
    expect(dayAfter('2026-01-31', 'Monthly', 1)).toBe('2026-02-28');
    expect(dayAfter('2028-01-31', 'Monthly', 1)).toBe('2028-02-29');
    expect(dayAfter('2026-01-31', 'Monthly', 2)).toBe('2026-03-31');
    expect(dayAfter('2026-11-15', 'Monthly', 3)).toBe('2027-02-15');
  });
  it('refuses a frequency it does not know', () => {
    expect(() => dayAfter('2026-01-01', 'Yearly', 1)).toThrow('Unknown payment frequency Yearly');
  });
});

describe('instalmentSchedule', () => {
  it('takes the deposit on the day, then each instalment a period apart; the last one evens out', () => {
    const rows = instalmentSchedule({
      total: 1000,
      deposit: 100,
      plan: { frequency: 'Fortnightly', count: 3, amount: 300 },
      start: '2026-11-23',
    });
    expect(rows).toEqual([
      { number: 0, date: '2026-11-23', amount: 100 },
      { number: 1, date: '2026-12-07', amount: 300 },
      { number: 2, date: '2026-12-21', amount: 300 },
      { number: 3, date: '2027-01-04', amount: 300 },
    ]);
    const uneven = instalmentSchedule({
      total: 1000,
      deposit: 100,
      plan: { frequency: 'Weekly', count: 7, amount: 128.57 },
      start: '2026-11-23',
    });
    expect(uneven.at(-1)?.amount).toBe(128.58);
    expect(scheduleTotal(uneven)).toBe(1000);
  });

  it("keeps the currency's own digits (none for yen)", () => {
    const rows = instalmentSchedule({
      total: 100000,
      deposit: 10000,
      plan: { frequency: 'Monthly', count: 7, amount: 12857.14 },
      start: '2026-01-31',
      digits: 0,
    });
    expect(rows.map((r) => r.amount)).toEqual([10000, 12857, 12857, 12857, 12857, 12857, 12857, 12858]);
    expect(rows[1]?.date).toBe('2026-02-28');
  });

  it('always adds up to the total, whatever the plan (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('Weekly', 'Fortnightly', 'Monthly'),
        fc.constantFrom(0, 2, 3),
        (cents, count, frequency, digits) => {
          const total = cents / 100;
          const deposit = Math.round(total * 0.1);
          const rows = instalmentSchedule({
            total,
            deposit,
            plan: { frequency, count, amount: (total - deposit) / count },
            start: '2026-11-23',
            digits,
          });
          expect(rows).toHaveLength(count + 1);
          expect(
            Math.abs(scheduleTotal(rows, digits) - Math.round(total * 10 ** digits) / 10 ** digits),
          ).toBeLessThan(10 ** -(digits + 1));
          expect([...rows.map((r) => r.date)].sort()).toEqual(rows.map((r) => r.date));
        },
      ),
    );
  });
});

// The instalment schedule shown before a plan is confirmed: the deposit today, then the instalments
// of the plan's frequency, in the currency's own digits, the last one taking what rounding left so that the
// schedule adds up to the total exactly. Dates are calendar days (YYYY-MM-DD) in the provider's timezone.

export interface InstalmentPlan {
  frequency: string;
  count: number;
  amount: number;
}

export interface ScheduleRow {
  /** 0 for the deposit, then 1..count. */
  number: number;
  /** The day it is taken, YYYY-MM-DD. */
  date: string;
  amount: number;
}

const DAYS: Record<string, number> = { weekly: 7, fortnightly: 14 };

/** The day `n` periods after `start` (YYYY-MM-DD): 7 or 14 days a period, or a calendar month (the 31st of a
 * month without one falls on its last day). */
export function dayAfter(start: string, frequency: string, n: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const days = DAYS[frequency.toLowerCase()];
  if (days) return new Date(Date.UTC(y, m - 1, d + days * n)).toISOString().slice(0, 10);
  if (frequency.toLowerCase() !== 'monthly') throw new Error(`Unknown payment frequency ${frequency}`);
  const lastDay = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

const rounded = (amount: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(amount * scale) / scale;
};

/**
 * The deposit on `start` and `plan.count` instalments of `plan.amount` a period apart after it; the last
 * instalment is what remains of `total`, so the rows add up to it in `digits` fraction digits.
 */
export function instalmentSchedule({
  total,
  deposit,
  plan,
  start,
  digits = 2,
}: {
  total: number;
  deposit: number;
  plan: InstalmentPlan;
  start: string;
  digits?: number;
}): ScheduleRow[] {
  if (plan.count < 1) throw new Error('A plan has at least one instalment');
  const each = rounded(plan.amount, digits);
  const rows: ScheduleRow[] = [{ number: 0, date: start, amount: rounded(deposit, digits) }];
  for (let n = 1; n <= plan.count; n += 1)
    rows.push({ number: n, date: dayAfter(start, plan.frequency, n), amount: each });
  const before = rows.slice(0, -1).reduce((sum, row) => sum + row.amount, 0);
  rows[rows.length - 1] = { ...rows[rows.length - 1]!, amount: rounded(total - before, digits) };
  return rows;
}

/** The sum of a schedule, in `digits` fraction digits. */
export const scheduleTotal = (rows: readonly ScheduleRow[], digits = 2): number =>
  rounded(
    rows.reduce((sum, row) => sum + row.amount, 0),
    digits,
  );

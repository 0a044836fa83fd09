/** The seed's clock and what every builder of a student's seed gets. */
import type { DemoAccount, StudentPlan } from '../accounts';
import type { ProviderInfo } from '../providers';

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

/** Dates relative to the seed's day: `date(-3)` is three days ago at 00:00 UTC (a date that reads
 * the same day in New Zealand and Australia); `time(-3, 14.5)` is three days ago at 14:30 UTC. */
export class Clock {
  readonly now: number;
  private readonly day0: number;

  constructor(now: Date) {
    this.now = now.getTime();
    this.day0 = Math.floor(this.now / DAY) * DAY;
  }

  date(days: number): string {
    return new Date(this.day0 + Math.round(days) * DAY).toISOString();
  }

  /** A timestamp `days` from the seed's day at `hours` UTC; never later than an hour ago. */
  time(days: number, hours: number): string {
    const at = this.day0 + Math.round(days) * DAY + Math.round(hours * 60) * 60 * 1000;
    return new Date(Math.min(at, this.now - HOUR)).toISOString();
  }

  /** Whole days from the seed's day to a date made by `date()`. */
  dayOf(iso: string): number {
    return Math.round((Date.parse(iso) - this.day0) / DAY);
  }

  hoursAgo(hours: number): string {
    return new Date(this.now - Math.round(hours * 60) * 60 * 1000).toISOString();
  }
}

export interface StudentContext {
  account: DemoAccount & { studentUPId: string; plan: StudentPlan };
  provider: ProviderInfo;
  clock: Clock;
}

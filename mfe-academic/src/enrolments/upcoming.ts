import { formatDate } from '@portal/i18n';
import type { SubjectRow } from './subjects';

/** A census or WNF date still to come, on its day in the provider's timezone. */
export interface UpcomingDate {
  /** YYYY-MM-DD in the provider's timezone. */
  day: string;
  /** Whole days from today to that day: 0 today, 1 tomorrow. */
  daysLeft: number;
  courseName: string;
  subject: string;
}

export interface UpcomingDates {
  census?: UpcomingDate;
  wnf?: UpcomingDate;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The next census date and the next withdrawal (WNF) date that fall today or later, both read as days in
 * `timezone`, so "today" is the provider's day. Subjects whose end date has passed are not current and
 * do not count. On equal days the first subject in the list wins.
 */
export function upcomingDates(subjects: readonly SubjectRow[], timezone: string, now: Date): UpcomingDates {
  const today = formatDate(now.toISOString(), timezone, 'YYYY-MM-DD');
  if (!today) return {};
  const current = subjects.filter((s) => {
    const end = formatDate(s.endDate, timezone, 'YYYY-MM-DD');
    return !end || end >= today;
  });
  const next = (pick: (s: SubjectRow) => string | null): UpcomingDate | undefined => {
    let best: UpcomingDate | undefined;
    for (const subject of current) {
      const day = formatDate(pick(subject), timezone, 'YYYY-MM-DD');
      if (!day || day < today || (best && best.day <= day)) continue;
      best = {
        day,
        daysLeft: Math.round(dayNumber(day) - dayNumber(today)),
        courseName: subject.courseName,
        subject: subject.name,
      };
    }
    return best;
  };
  return { census: next((s) => s.censusDate), wnf: next((s) => s.wnfDate) };
}

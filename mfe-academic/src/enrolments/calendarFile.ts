// The "Add to calendar" file of My Enrolments and the home page's dates card: one file, one name, one text.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { saveBlob } from '@portal/ui';
import { buildIcs, icsBlob, subjectDateEvents, type AllDayEvent } from './ics';
import type { SubjectRow } from './subjects';

/** The subjects' census and WNF dates as the calendar's events, titled in the active language. */
export function calendarEvents(subjects: readonly SubjectRow[], timezone: string, i18n: I18n): AllDayEvent[] {
  return subjectDateEvents(subjects, timezone, {
    census: (s) => i18n._(msg`Census date: ${s.name}`),
    wnf: (s) => i18n._(msg`Withdrawal date (WNF): ${s.name}`),
    description: (s) => `${s.courseName}${s.moduleCode ? ` (${s.moduleCode})` : ''}`,
  });
}

/** Saves the events as `<provider>-census-and-withdrawal-dates.ics`. */
export function saveCalendar(
  events: readonly AllDayEvent[],
  { timezone, provider, i18n }: { timezone: string; provider: string; i18n: I18n },
): void {
  const name = i18n._(msg`Census and withdrawal dates`);
  const ics = buildIcs(events, { name, timezone, now: new Date() });
  saveBlob(icsBlob(ics), `${provider}-census-and-withdrawal-dates.ics`);
}

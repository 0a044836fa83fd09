// An iCalendar file (RFC 5545) of the subjects' census and withdrawal (WNF) dates, as all-day events.
import { formatDate } from '@portal/i18n';
import type { SubjectRow } from './subjects';

export interface AllDayEvent {
  /** Globally unique and stable, so importing the file again updates the events instead of doubling them. */
  uid: string;
  /** The day, YYYY-MM-DD. */
  day: string;
  summary: string;
  description?: string;
}

export interface CalendarTexts {
  census: (subject: SubjectRow) => string;
  wnf: (subject: SubjectRow) => string;
  description: (subject: SubjectRow) => string;
}

/** The UID domain of the portal's events. */
const UID_DOMAIN = 'student-portal';

/**
 * Each subject's census and WNF dates as all-day events, on the day each date falls in `timezone` (the
 * provider's), in date order. Subjects without a date have no event for it.
 */
export function subjectDateEvents(
  subjects: readonly SubjectRow[],
  timezone: string,
  texts: CalendarTexts,
): AllDayEvent[] {
  const events = subjects.flatMap((subject) =>
    (
      [
        ['census', subject.censusDate, texts.census(subject)],
        ['wnf', subject.wnfDate, texts.wnf(subject)],
      ] as const
    ).flatMap(([kind, date, summary]) => {
      const day = formatDate(date, timezone, 'YYYY-MM-DD');
      if (!day) return [];
      const id = `${subject.enrolmentId}-${subject.moduleCode || subject.id}-${kind}`.replace(
        /[^\w.-]+/g,
        '_',
      );
      return [{ uid: `${id}@${UID_DOMAIN}`, day, summary, description: texts.description(subject) }];
    }),
  );
  return events.sort((a, b) => a.day.localeCompare(b.day));
}

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and newlines escaped in TEXT values. */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** RFC 5545 section 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');

/** The day after YYYY-MM-DD (DTEND of an all-day event is exclusive). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A UTC date-time in the basic format, e.g. 20260310T023000Z. */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** The provider's timezone, named for calendar apps (X-WR-TIMEZONE); the days are already in it. */
  timezone: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** An iCalendar object (VCALENDAR) with the events, CRLF line endings, folded lines. */
export function buildIcs(events: readonly AllDayEvent[], { name, timezone, now }: CalendarOptions): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Student Portal//My Enrolments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timezone}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The calendar as a file's content. */
export const icsBlob = (ics: string): Blob => new Blob([ics], { type: 'text/calendar;charset=utf-8' });

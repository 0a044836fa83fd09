// The .ics of "Add to calendar", parsed back with an independent RFC 5545 parser (ical.js).
import ICAL from 'ical.js';
import fc from 'fast-check';
import { buildIcs, escapeText, foldLine, subjectDateEvents, type CalendarTexts } from './ics';
import { subjectRows } from './subjects';
import { ENROLMENTS } from './fixtures';

const texts: CalendarTexts = {
  census: (s) => `Census date: ${s.name}`,
  wnf: (s) => `Withdrawal date (WNF): ${s.name}`,
  description: (s) => `${s.courseName}, ${s.moduleCode}; last day to withdraw`,
};
const NOW = new Date('2026-03-10T02:30:00Z');

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        stamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
      };
    }),
  };
};

describe('the census and WNF calendar', () => {
  const events = subjectDateEvents(subjectRows(ENROLMENTS), 'Australia/Melbourne', texts);

  it('has an all-day event for each census and WNF date, in date order', () => {
    expect(events.map((e) => [e.day, e.summary])).toEqual([
      ['2025-08-10', 'Census date: Project scope'],
      ['2025-09-01', 'Withdrawal date (WNF): Project scope'],
      ['2026-01-20', 'Census date: Manage budgets'],
      ['2026-01-20', 'Census date: Critical thinking'],
      ['2026-02-15', 'Withdrawal date (WNF): Manage budgets'],
      ['2026-02-15', 'Withdrawal date (WNF): Critical thinking'],
      ['2026-04-01', 'Census date: Business risk'],
    ]);
  });

  it("puts each date on the day it falls in the provider's timezone", () => {
    const late = [{ ...subjectRows(ENROLMENTS)[0]!, censusDate: '2026-03-01T13:30:00Z', wnfDate: null }];
    expect(subjectDateEvents(late, 'Pacific/Auckland', texts)[0]?.day).toBe('2026-03-02');
    expect(subjectDateEvents(late, 'Australia/Melbourne', texts)[0]?.day).toBe('2026-03-02');
    expect(subjectDateEvents(late, 'UTC', texts)[0]?.day).toBe('2026-03-01');
  });

  it('parses back as a valid VCALENDAR with the same events (ical.js)', () => {
    const ics = buildIcs(events, { name: 'Census and WNF dates', timezone: 'Australia/Melbourne', now: NOW });
    const { calendar, events: parsed } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Student Portal//My Enrolments//EN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Census and WNF dates');
    expect(parsed).toHaveLength(events.length);
    expect(parsed[2]).toEqual({
      uid: 'ENR-1-BSBFIN501-census@student-portal',
      summary: 'Census date: Manage budgets',
      description: 'Diploma of Business, BSBFIN501; last day to withdraw',
      start: '2026-01-20',
      end: '2026-01-21',
      allDay: true,
      stamp: '2026-03-10T02:30:00Z',
    });
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(parsed.length);
    expect(parsed.every((e) => e.allDay)).toBe(true);
  });

  it('uses CRLF line endings and no line longer than 75 octets', () => {
    const long = subjectDateEvents(
      [{ ...subjectRows(ENROLMENTS)[0]!, name: 'Ngā mātāpono o te whakahaere pūtea — '.repeat(4) }],
      'Pacific/Auckland',
      texts,
    );
    const ics = buildIcs(long, { name: 'Dates', timezone: 'Pacific/Auckland', now: NOW });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(ics).events[0]?.summary).toBe(
      `Census date: ${'Ngā mātāpono o te whakahaere pūtea — '.repeat(4)}`,
    );
  });

  it('escapes and folds any text so that it parses back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const clean = text.replace(/\r/g, '');
        const ics = buildIcs([{ uid: 'u@portal', day: '2026-01-01', summary: clean }], {
          name: 'x',
          timezone: 'UTC',
          now: NOW,
        });
        expect(parse(ics).events[0]?.summary).toBe(clean);
      }),
    );
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });
});

import type { SubjectRow } from './subjects';
import { upcomingDates } from './upcoming';

const subject = (
  id: string,
  census: string | null,
  wnf: string | null,
  endDate: string | null,
): SubjectRow => ({
  id,
  enrolmentId: `E-${id}`,
  courseName: `Course ${id}`,
  moduleCode: '',
  name: `Subject ${id}`,
  startDate: null,
  endDate,
  censusDate: census,
  wnfDate: wnf,
});

// 14:00 UTC on 10 March is already 11 March in Auckland (UTC+13).
const NOW = new Date('2026-03-10T14:00:00Z');

it("counts days from the provider's today: a date on that day is today, the next day tomorrow", () => {
  const next = upcomingDates(
    [subject('A', '2026-03-10T20:00:00Z', '2026-03-11T20:00:00Z', null)],
    'Pacific/Auckland',
    NOW,
  );
  expect(next.census).toMatchObject({ day: '2026-03-11', daysLeft: 0, courseName: 'Course A' });
  expect(next.wnf).toMatchObject({ day: '2026-03-12', daysLeft: 1 });
});

it('takes the earliest date to come, skips past dates, missing dates and ended subjects', () => {
  const next = upcomingDates(
    [
      subject('A', '2026-03-01T00:00:00Z', null, null),
      subject('B', '2026-04-20T00:00:00Z', '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z'),
      subject('C', '2026-03-22T00:00:00Z', '2026-04-30T00:00:00Z', null),
      subject('D', '2026-03-12T00:00:00Z', '2026-03-12T00:00:00Z', '2026-03-01T00:00:00Z'),
    ],
    'UTC',
    NOW,
  );
  expect(next.census).toMatchObject({ day: '2026-03-22', daysLeft: 12, subject: 'Subject C' });
  expect(next.wnf).toMatchObject({ day: '2026-04-30', daysLeft: 51, subject: 'Subject C' });
});

it('has nothing when no date is to come', () => {
  expect(upcomingDates([subject('A', '2026-03-01T00:00:00Z', null, null)], 'UTC', NOW)).toEqual({
    census: undefined,
    wnf: undefined,
  });
});

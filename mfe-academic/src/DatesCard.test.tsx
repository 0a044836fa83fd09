// The key dates card as the shell renders it, with a fake API at the network boundary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureDownloads,
  declaredReads,
  pageReadsMade,
  renderPage,
  type FakeResponses,
} from '@portal/testing';
import type { Enrolment } from '@portal/api';
import { formatDate } from '@portal/i18n';
import contract from './contract';
import DatesCard from './DatesCard';
import { dayFromToday } from './home/testDays';

const CALL = 'GET v1/secure/enrolment?studentupid=S1';
const TZ = 'Australia/Melbourne';
const day = (n: number) => dayFromToday(n, TZ);

const enrolment = (id: string, courseName: string, census: number, wnf: number, end = 60): Enrolment => ({
  courseName,
  enrolmentCourseId: id,
  enrolmentBlockList: [
    {
      name: 'Block 1',
      censusDate: day(census),
      wnfDate: day(wnf),
      enrolmentModuleList: [
        { name: `${courseName} unit`, moduleCode: `${id}-U`, startDate: day(-30), endDate: day(end) },
      ],
    },
  ],
});

const ENROLMENTS = [
  enrolment('E1', 'Diploma of Business', -5, 12),
  enrolment('E2', 'Certificate IV in Marketing', 1, 30),
  // Ended: its dates do not count even though they are later.
  enrolment('E3', 'Old Course', 0, 0, -1),
];

const show = (api: FakeResponses) =>
  renderPage(<DatesCard />, { provider: 'up-online', api, remotes: [contract] });

it('shows the next census and WNF dates with course, day and days left, and links to My Enrolments', async () => {
  show({ [CALL]: { body: ENROLMENTS } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your key dates...');
  const [census, wnf] = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(within(census!).getByRole('heading', { level: 3 })).toHaveTextContent('Next census date');
  expect(census).toHaveTextContent(`${formatDate(day(1), TZ)} (tomorrow)`);
  expect(census).toHaveTextContent('Certificate IV in Marketing');
  expect(wnf).toHaveTextContent('Next withdrawal date (WNF)');
  expect(wnf).toHaveTextContent(`${formatDate(day(12), TZ)} (in 12 days)`);
  expect(wnf).toHaveTextContent('Diploma of Business');
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all dates in My Enrolments' })).toHaveAttribute(
    'href',
    '/myEnrolments',
  );
});

it('says today for a date that falls today', async () => {
  show({ [CALL]: { body: [enrolment('E1', 'Diploma of Business', 0, 3)] } });
  const [census] = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(census).toHaveTextContent('(today)');
});

it('saves the same .ics file as My Enrolments', async () => {
  const capture = captureDownloads();
  show({ [CALL]: { body: ENROLMENTS } });
  await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
  const [download] = capture.downloads;
  expect(download?.name).toBe('up-online-census-and-withdrawal-dates.ics');
  const text = await download!.text();
  expect(text).toContain('SUMMARY:Census date: Diploma of Business unit');
  expect(text).toContain('X-WR-CALNAME:Census and withdrawal dates');
  capture.restore();
});

it('says so when no date is coming up', async () => {
  show({ [CALL]: { body: [enrolment('E1', 'Diploma of Business', -20, -2)] } });
  expect(await screen.findByText('No census or withdrawal dates coming up.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
});

it('shows a failed read with Try again, which reads the enrolments again', async () => {
  let calls = 0;
  show({
    [CALL]: () =>
      ++calls === 1 ? { status: 500, statusText: 'Internal Server Error', body: {} } : { body: ENROLMENTS },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your key dates could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Next census date')).toBeInTheDocument();
  expect(calls).toBe(2);
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  const { api } = show({ [CALL]: { body: ENROLMENTS } });
  expect(await screen.findByText('Next census date')).toBeInTheDocument();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'DatesCard'));
});

// My Enrolments as the shell renders it, with a fake API at the network boundary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureDownloads,
  declaredReads,
  pageReadsMade,
  renderPage,
  type FakeResponse,
} from '@portal/testing';
import type { Enrolment } from '@portal/api';
import contract from './contract';
import EnrolmentsPage from './EnrolmentsPage';
import { ENROLMENTS, record } from './enrolments/fixtures';

const ENROLMENTS_CALL = 'GET v1/secure/enrolment?studentupid=S1';
const support = {
  id: 'support',
  title: { id: 'support', message: 'Support' },
  routes: [{ role: 'support', path: '/case/support/general', access: 'all' as const, page: 'SupportPage' }],
};

const show = (answer: FakeResponse, pageSize = 8) =>
  renderPage(<EnrolmentsPage />, {
    provider: 'up-online',
    config: { pageSize },
    api: { [ENROLMENTS_CALL]: answer },
    remotes: [contract, support],
  });

const table = (name: string) => screen.getByRole('table', { name });
const column = (name: string, index: number) =>
  within(within(table(name)).getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent);

it('shows a busy message, then the subjects sorted by start date with census and WNF dates of their block', async () => {
  show({ body: ENROLMENTS });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your enrolments...');
  await screen.findByRole('table', { name: 'Subjects' });
  expect(
    within(table('Subjects'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Subject', 'Start Date', 'Census Date', 'Withdrawal Date (WNF)', 'End Date']);
  expect(screen.getByRole('columnheader', { name: 'Start Date' })).toHaveAttribute('aria-sort', 'ascending');
  const rows = within(within(table('Subjects')).getAllByRole('rowgroup')[1]!).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Project scopeBSBPMG420',
    'August 1, 2025',
    'August 10, 2025',
    'September 1, 2025',
    'October 1, 2025',
  ]);
  expect(column('Subjects', 0)).toEqual([
    'Project scopeBSBPMG420',
    'Critical thinkingBSBCRT511',
    'Manage budgetsBSBFIN501',
    'Business riskBSBOPS504',
  ]);
  // A block without a WNF date shows a dash.
  expect(column('Subjects', 3)[3]).toBe('–');
});

it('sorts every subjects column by click and keyboard', async () => {
  const user = userEvent.setup();
  show({ body: ENROLMENTS });
  await screen.findByRole('table', { name: 'Subjects' });
  await user.click(within(table('Subjects')).getByRole('button', { name: 'Subject' }));
  expect(screen.getAllByRole('columnheader', { name: 'Subject' })[0]).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(column('Subjects', 0)[0]).toBe('Business riskBSBOPS504');
  await user.keyboard('{Enter}');
  expect(column('Subjects', 0)[0]).toBe('Project scopeBSBPMG420');
  within(table('Subjects')).getByRole('button', { name: 'End Date' }).focus();
  await user.keyboard(' ');
  expect(screen.getByRole('columnheader', { name: 'End Date' })).toHaveAttribute('aria-sort', 'ascending');
  expect(column('Subjects', 4)).toEqual([
    'October 1, 2025',
    'February 20, 2026',
    'March 1, 2026',
    'May 1, 2026',
  ]);
  await user.click(within(table('Subjects')).getByRole('button', { name: 'Census Date' }));
  await user.click(within(table('Subjects')).getByRole('button', { name: 'Withdrawal Date (WNF)' }));
  expect(screen.getByRole('columnheader', { name: 'Withdrawal Date (WNF)' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(screen.getByRole('columnheader', { name: 'Census Date' })).not.toHaveAttribute('aria-sort');
});

it('shows only Ratified and Provisional records, Pending Ratification as Provisional, results with their set', async () => {
  show({ body: ENROLMENTS });
  await screen.findByRole('table', { name: 'Grades' });
  expect(
    within(table('Grades'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Subject', 'Name', 'Grade Date', 'Grade', 'Status']);
  expect(column('Grades', 0)).toEqual(['BSBFIN501', 'BSBCRT511', 'BSBOPS504', 'BSBPMG420']);
  expect(column('Grades', 4)).toEqual(['Ratified', 'Provisional', 'Provisional', 'Ratified']);
  expect(column('Grades', 3)).toEqual([
    'HDHigh Distinction',
    'FFail Level 2',
    'RIResult Incomplete',
    'RPLRecognition of Prior Learning',
  ]);
  expect(screen.queryByText('Manage budgets (draft)')).not.toBeInTheDocument();
  expect(screen.queryByText('Withdrawn failed')).not.toBeInTheDocument();
  const tones = [...table('Grades').querySelectorAll('[data-tone]')].map((el) =>
    el.getAttribute('data-tone'),
  );
  expect(tones).toEqual(['success', 'fail', 'warning', 'neutral']);
  expect(column('Grades', 2)).toEqual(['March 10, 2026', 'February 10, 2026', '–', 'February 10, 2026']);
});

it('explains both tables with footnotes that link to support by its route role', async () => {
  show({ body: ENROLMENTS });
  await screen.findByRole('table', { name: 'Grades' });
  const links = screen.getAllByRole('link', { name: /student support/ });
  expect(links.length).toBeGreaterThanOrEqual(3);
  for (const link of links) expect(link).toHaveAttribute('href', '/case/support/general');
  expect(screen.getByText(/Only ratified and provisional results are shown/)).toBeInTheDocument();
  expect(screen.getByText(/Census Date is the last day to withdraw/)).toBeInTheDocument();
});

it('pages subjects and grades by 8 with Load more, and falls back to 10', async () => {
  const many: Enrolment[] = [
    {
      courseName: 'Long course',
      enrolmentCourseId: 'E9',
      enrolmentBlockList: [
        {
          name: 'Block 1',
          censusDate: '2026-01-10T00:00:00Z',
          enrolmentModuleList: Array.from({ length: 12 }, (_, i) => ({
            name: `Module ${i + 1}`,
            moduleCode: `M${i + 1}`,
            startDate: `2026-01-${String(i + 10).padStart(2, '0')}T00:00:00Z`,
            academicRecords: [record(`Module ${i + 1}`, 'Ratified', 'Credit', 'C')],
          })),
        },
      ],
    },
  ];
  const user = userEvent.setup();
  const { unmount } = show({ body: many });
  await screen.findByRole('table', { name: 'Subjects' });
  expect(column('Subjects', 0)).toHaveLength(8);
  expect(column('Grades', 0)).toHaveLength(8);
  expect(screen.getByText('Showing 8 of 12 subjects')).toBeInTheDocument();
  const [subjectsMore] = screen.getAllByRole('button', { name: 'Load more' });
  await user.click(subjectsMore!);
  expect(column('Subjects', 0)).toHaveLength(12);
  expect(screen.getAllByRole('cell').find((c) => c.textContent === 'Module 9M9')).toHaveFocus();
  expect(column('Grades', 0)).toHaveLength(8);
  unmount();
  show({ body: many }, 0);
  await screen.findByRole('table', { name: 'Subjects' });
  expect(column('Subjects', 0)).toHaveLength(10);
});

it('downloads the census and WNF dates as an .ics file', async () => {
  const capture = captureDownloads();
  show({ body: ENROLMENTS });
  await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
  const [download] = capture.downloads;
  expect(download?.name).toBe('up-online-census-and-withdrawal-dates.ics');
  expect(download?.blob.type).toBe('text/calendar;charset=utf-8');
  const text = await download!.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('SUMMARY:Census date: Manage budgets');
  expect(text).toContain('SUMMARY:Withdrawal date (WNF): Project scope');
  expect(text).toContain('X-WR-TIMEZONE:Australia/Melbourne');
  capture.restore();
});

it("shows a load failure's message in an error bar", async () => {
  show({ status: 500, statusText: 'Internal Server Error', body: {} });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Internal Server Error: Up API GET v1/secure/enrolment?studentupid=S1',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says so when there are no enrolments', async () => {
  show({ body: [] });
  expect(await screen.findByText('You have no enrolments yet.')).toBeInTheDocument();
});

it('declares the routes and menu entries deploy/remotes.base.json reserved for academic', () => {
  expect(contract.routes.map((r) => [r.role, r.path, r.access, r.page])).toEqual([
    ['lms', '/lms', 'signedIn', 'FirstLoginPage'],
    ['myEnrolments', '/myEnrolments', 'signedIn', 'EnrolmentsPage'],
    ['grades', '/grades', 'signedIn', 'GradesPage'],
    ['files', '/files', 'signedIn', 'FilesPage'],
  ]);
  expect(contract.menu?.map((m) => [m.role, m.in])).toEqual([
    ['grades', ['user', 'burger']],
    ['myEnrolments', ['user']],
    ['files', ['user', 'burger']],
  ]);
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  const { api } = show({ body: ENROLMENTS });
  await screen.findByRole('table', { name: 'Subjects' });
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'EnrolmentsPage'));
});

// The latest grades card as the shell renders it, with a fake API at the network boundary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredReads, pageReadsMade, renderPage, type FakeResponses } from '@portal/testing';
import type { Enrolment } from '@portal/api';
import contract from './contract';
import GradesCard from './GradesCard';
import { ENROLMENTS, record } from './enrolments/fixtures';

const CALL = 'GET v1/secure/enrolment?studentupid=S1';

const show = (api: FakeResponses) =>
  renderPage(<GradesCard />, { provider: 'up-online', api, remotes: [contract] });

it('shows the three latest ratified or provisional results, newest first, with grade, colour set and status', async () => {
  show({ [CALL]: { body: ENROLMENTS } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your results...');
  const items = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Manage budgets',
    'Critical thinking',
    expect.any(String),
  ]);
  expect(items[0]).toHaveTextContent('BSBFIN501');
  expect(items[0]).toHaveTextContent('Ratified');
  expect(items[0]).toHaveTextContent('HDHigh Distinction');
  // Pending Ratification reads Provisional.
  expect(items[1]).toHaveTextContent('Provisional');
  expect(items[1]).toHaveTextContent('Fail Level 2');
  expect(screen.queryByText(/draft/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all results in My Enrolments' })).toHaveAttribute(
    'href',
    '/myEnrolments',
  );
});

it('says so when there is no result yet', async () => {
  const drafts: Enrolment[] = [
    {
      courseName: 'Diploma',
      enrolmentCourseId: 'E1',
      enrolmentBlockList: [
        { name: 'B1', enrolmentModuleList: [{ name: 'M1', academicRecords: [record('M1', 'Draft', null)] }] },
      ],
    },
  ];
  show({ [CALL]: { body: drafts } });
  expect(await screen.findByText('No results yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all results in My Enrolments' })).toBeInTheDocument();
});

it('shows a failed read with Try again, which reads the enrolments again', async () => {
  let calls = 0;
  show({
    [CALL]: () =>
      ++calls === 1 ? { status: 503, statusText: 'Service Unavailable', body: {} } : { body: ENROLMENTS },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your results could not be loaded');
  expect(alert).toHaveTextContent('Service Unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list')).toBeInTheDocument();
  expect(calls).toBe(2);
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  const { api } = show({ [CALL]: { body: ENROLMENTS } });
  expect(await screen.findByRole('heading', { level: 3, name: 'Manage budgets' })).toBeInTheDocument();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'GradesCard'));
});

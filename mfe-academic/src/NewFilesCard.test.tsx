// The new files card as the shell renders it, with a fake API at the network boundary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureDownloads,
  declaredReads,
  pageReadsMade,
  renderPage,
  type FakeResponses,
} from '@portal/testing';
import type { StudentFile } from '@portal/api';
import contract from './contract';
import NewFilesCard from './NewFilesCard';

const LIST = 'GET v1/secure/student/S1/file';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

const FILES: StudentFile[] = [
  { id: 'F2', name: 'Tax Invoice INV-1.pdf', size: 2_400_000, modified: hoursAgo(23), category: 'Finance' },
  { id: 'F1', name: 'Timetable.txt', size: 812, modified: hoursAgo(3), category: 'Academic' },
  { id: 'F3', name: 'Letter of Offer.pdf', size: 38_912, modified: hoursAgo(30), category: 'Enrolment' },
];

const show = (api: FakeResponses) =>
  renderPage(<NewFilesCard />, { provider: 'nzma', api, remotes: [contract] });

it('lists the files of the last 24 hours, newest first, each with its download, and links to Files', async () => {
  show({ [LIST]: { body: FILES } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your files...');
  const items = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Timetable.txt',
    'Tax Invoice INV-1.pdf',
  ]);
  expect(items[0]).toHaveTextContent('812 bytes');
  expect(screen.queryByText('Letter of Offer.pdf')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all files' })).toHaveAttribute('href', '/files');
});

it('downloads a file as Files does', async () => {
  const capture = captureDownloads();
  show({
    [LIST]: { body: FILES },
    'GET v1/secure/student/S1/file?fileid=F1': {
      body: 'Start  End  Module',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Download Timetable.txt' }));
  await screen.findByRole('button', { name: 'Download Timetable.txt' });
  expect(capture.downloads.map((d) => d.name)).toEqual(['Timetable.txt']);
  capture.restore();
});

it('shows a failed download and keeps the list', async () => {
  show({ [LIST]: { body: FILES }, 'GET v1/secure/student/S1/file?fileid=F2': { status: 500, body: {} } });
  await userEvent.click(await screen.findByRole('button', { name: 'Download Tax Invoice INV-1.pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not download Tax Invoice INV-1.pdf');
  expect(screen.getByRole('button', { name: 'Download Timetable.txt' })).toBeEnabled();
});

it('says so when no file is new', async () => {
  show({ [LIST]: { body: [FILES[2]] } });
  expect(await screen.findByText('No new files in the last 24 hours.')).toBeInTheDocument();
});

it('shows a failed read with Try again, which reads the files again', async () => {
  let calls = 0;
  show({
    [LIST]: () =>
      ++calls === 1 ? { status: 500, statusText: 'Internal Server Error', body: {} } : { body: FILES },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your files could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Timetable.txt')).toBeInTheDocument();
  expect(calls).toBe(2);
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  const { api } = show({ [LIST]: { body: FILES } });
  expect(await screen.findByText('Timetable.txt')).toBeInTheDocument();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'NewFilesCard'));
});

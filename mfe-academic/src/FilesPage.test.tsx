// Files as the shell renders it, with a fake API at the network boundary.
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
import FilesPage from './FilesPage';

const LIST = 'GET v1/secure/student/S1/file';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

const FILES: StudentFile[] = [
  { id: 'F1', name: 'Timetable.txt', size: 812, modified: hoursAgo(3), category: 'Academic' },
  { id: 'F2', name: 'Tax Invoice INV-1.pdf', size: 2_400_000, modified: hoursAgo(23), category: 'Finance' },
  {
    id: 'F3',
    name: 'Letter of Offer.pdf',
    size: 38_912,
    modified: '2026-01-05T02:30:00Z',
    category: 'Enrolment',
  },
];

const show = (api: FakeResponses, pageSize = 8) =>
  renderPage(<FilesPage />, { provider: 'nzma', config: { pageSize }, api });

const rows = () =>
  within(within(screen.getByRole('table', { name: 'Files' })).getAllByRole('rowgroup')[1]!).getAllByRole(
    'row',
  );

it('lists name, size in human units, modified time and a download button; recent files are marked', async () => {
  show({ [LIST]: { body: FILES } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your files...');
  await screen.findByRole('table', { name: 'Files' });
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Size', 'Modified', 'Download']);
  const cells = rows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );
  expect(cells.map((c) => c[0])).toEqual([
    'Timetable.txtRecent',
    'Tax Invoice INV-1.pdfRecent',
    'Letter of Offer.pdf',
  ]);
  expect(cells.map((c) => c[1])).toEqual(['812 bytes', '2.4 MB', '38.9 kB']);
  // 02:30 UTC is 15:30 in Auckland (NZDT).
  expect(cells[2]?.[2]).toBe('January 5, 2026 3:30 PM');
  expect(screen.getByRole('button', { name: 'Download Letter of Offer.pdf' })).toBeInTheDocument();
});

it('downloads a file as a blob saved under its name', async () => {
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
  expect(await capture.downloads[0]!.text()).toBe('Start  End  Module');
  capture.restore();
});

it('shows a failed download with its message and keeps the list usable', async () => {
  const capture = captureDownloads();
  const user = userEvent.setup();
  show({
    [LIST]: { body: FILES },
    'GET v1/secure/student/S1/file?fileid=F2': { status: 500, body: {} },
    'GET v1/secure/student/S1/file?fileid=F3': {
      body: new TextEncoder().encode('%PDF-1.4'),
      headers: { 'Content-Type': 'application/pdf' },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Download Tax Invoice INV-1.pdf' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not download Tax Invoice INV-1.pdf');
  expect(alert).toHaveTextContent('Internal Server Error: Up API GET file');
  expect(rows()).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Download Letter of Offer.pdf' }));
  await screen.findByRole('table');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(capture.downloads.map((d) => d.name)).toEqual(['Letter of Offer.pdf']);
  capture.restore();
});

it('pages the files by 8 with Load more', async () => {
  const many = Array.from({ length: 10 }, (_, i) => ({
    id: `F${i}`,
    name: `File ${i}.pdf`,
    size: 1000 * (i + 1),
    modified: `2026-01-${String(20 - i).padStart(2, '0')}T00:00:00Z`,
  }));
  show({ [LIST]: { body: many } });
  await screen.findByRole('table', { name: 'Files' });
  expect(rows()).toHaveLength(8);
  expect(screen.getByText('Showing 8 of 10 files')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(rows()).toHaveLength(10);
});

it("shows a load failure's message in an error bar, and an empty list as text", async () => {
  const { unmount } = show({ [LIST]: { status: 503, body: {} } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Service Unavailable: Up API GET v1/secure/student/S1/file',
  );
  unmount();
  show({ [LIST]: { body: [] } });
  expect(await screen.findByText('You have no files yet.')).toBeInTheDocument();
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  const { api } = show({ [LIST]: { body: FILES } });
  await screen.findByRole('table', { name: 'Files' });
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'FilesPage'));
});

// Which of the student's reads the shell starts early for the page it opens at (pageReads.ts): the route's page's,
// or the home cards', as the deployed contracts name them, for the provider's offer.
import fs from 'node:fs';
import path from 'node:path';
import {
  PAGE_READ_PATHS,
  fetchEnrolments,
  fetchMetadata,
  fetchPayments,
  fetchStudentApplications,
  fetchStudentFiles,
  type ApiClient,
} from '@portal/api';
import { PAGE_READS, createRouteTable, type RemoteContract } from '@portal/remote-contract';
import { getProvider, type ProviderSlug } from '@portal/config';
import { pageReadsAt, startMenuPageReads } from './pageReads';

const ROOT = path.resolve(__dirname, '../../..');
const contract = (dir: string): RemoteContract =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(ROOT, dir, 'src', 'contract.ts')).default as RemoteContract;
const remotes = fs
  .readdirSync(ROOT)
  .filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(ROOT, dir, 'src', 'contract.ts')))
  .map(contract);
const table = createRouteTable(remotes);
const readsAt = (pathname: string, provider: ProviderSlug = 'nzma') =>
  pageReadsAt(pathname, getProvider(provider), table, remotes).sort();

it("starts the reads of the route's page, where the provider offers the route", () => {
  expect(readsAt('/payments')).toEqual(['payments']);
  expect(readsAt('/myEnrolments')).toEqual(['enrolments']);
  expect(readsAt('/files')).toEqual(['studentFiles']);
  expect(readsAt('/payments', 'colab')).toEqual([]); // colab has no payments page
});

it('starts nothing for a page that names no reads, or a path no remote owns', () => {
  expect(readsAt('/library')).toEqual([]);
  expect(readsAt('/signout')).toEqual([]);
  expect(readsAt('/nowhere')).toEqual([]);
});

it("starts the home cards' reads on the home page, each once, only of the cards the provider shows", () => {
  expect(readsAt('/')).toEqual(['enrolments', 'payments', 'studentFiles']);
  expect(readsAt('/', 'colab')).toEqual(['enrolments', 'studentFiles']);
});

it('starts nothing on the home page where it sends a signed-in student on (forwardLoginLink)', () => {
  expect(pageReadsAt('/', getProvider('nzma'), table, remotes, true)).toEqual([]);
  expect(pageReadsAt('/payments', getProvider('nzma'), table, remotes, true)).toEqual(['payments']);
});

it("leaves a read this shell does not know (a newer remote's) to the page", () => {
  const newer: RemoteContract = {
    id: 'timetable',
    title: { id: 't' },
    routes: [{ role: 'timetable', path: '/timetable', access: 'signedIn', page: 'TimetablePage' }],
  };
  newer.routes[0]!.reads = ['timetable', 'enrolments'] as never;
  expect(pageReadsAt('/timetable', getProvider('nzma'), createRouteTable([newer]), [newer])).toEqual([
    'enrolments',
  ]);
});

it("asks for each read at the address the page's own read asks for, so the page takes the response", async () => {
  const asked: string[] = [];
  const client = { get: async (path: string) => void asked.push(path) } as unknown as ApiClient;
  await fetchEnrolments('S 1', undefined, client);
  await fetchStudentFiles('S 1', client);
  await fetchPayments('S 1', client);
  await fetchMetadata(client);
  await fetchStudentApplications('S 1', client);
  expect(Object.keys(PAGE_READ_PATHS).sort()).toEqual([...PAGE_READS].sort());
  expect(asked).toEqual([
    PAGE_READ_PATHS.enrolments('S 1'),
    PAGE_READ_PATHS.studentFiles('S 1'),
    PAGE_READ_PATHS.payments('S 1'),
    PAGE_READ_PATHS.metadata(),
    PAGE_READ_PATHS.studentApplications('S 1'),
  ]);
});

describe("a menu item's page", () => {
  const started = (pathname: string, held: (path: string) => boolean = () => false) => {
    const paths: string[] = [];
    startMenuPageReads(pathname, 'S 1', held, {
      provider: getProvider('up-online'),
      table,
      remotes,
      forwardsHome: false,
      start: (path) => paths.push(path),
    });
    return paths.sort();
  };

  it('starts the reads of the page the item opens: the profile, the enrolment wizard', () => {
    expect(started('/profile')).toEqual(
      [PAGE_READ_PATHS.enrolments('S 1'), PAGE_READ_PATHS.metadata()].sort(),
    );
    expect(started('/enrol')).toEqual(
      [PAGE_READ_PATHS.metadata(), PAGE_READ_PATHS.studentApplications('S 1')].sort(),
    );
  });

  it('leaves out what the data cache already holds', () => {
    expect(started('/profile', (path) => path === PAGE_READ_PATHS.enrolments('S 1'))).toEqual([
      PAGE_READ_PATHS.metadata(),
    ]);
    expect(started('/library')).toEqual([]);
  });
});

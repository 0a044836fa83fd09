// The student's read sent ahead of the first render, then the page's reads (studentReadAhead.ts): the session's load
// and the page take the responses; nothing is asked twice.
import {
  configureApi,
  fetchCurrentStudent,
  fetchEnrolments,
  fetchMetadata,
  forgetPrefetches,
} from '@portal/api';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { configureRoutes } from '@portal/router';
import { createRouteTable, type RemoteContract } from '@portal/remote-contract';
import { startStudentReadAhead } from './studentReadAhead';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const answers: Record<string, unknown> = {
  'https://api.example.test/v1/secure/student': { studentUPId: 'UP-1', firstName: 'Aroha' },
  'https://api.example.test/v1/secure/enrolment?studentupid=UP-1': [],
  'https://api.example.test/v1/metadata': {},
};

beforeEach(() => {
  configureConfig(DEFAULT_CONFIG, getProvider('nzma'));
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async (url) =>
      ({
        ok: url in answers,
        status: url in answers ? 200 : 404,
        statusText: url in answers ? 'OK' : 'Not Found',
        text: async () => JSON.stringify(answers[url] ?? {}),
      }) as unknown as Response,
  );
  forgetPrefetches();
  configureApi({ baseUri: 'https://api.example.test/', fetch: fetchMock as unknown as typeof fetch });
});

const asked = () => fetchMock.mock.calls.map(([url]) => url.replace('https://api.example.test/', ''));

it("sends the student's read, then the page's reads once the student is known; their reads take the responses", async () => {
  const profile = jest.requireActual<{ default: RemoteContract }>(
    '../../../mfe-profile/src/contract',
  ).default;
  configureRoutes(createRouteTable([profile]));
  startStudentReadAhead('/profile');
  await expect(fetchCurrentStudent()).resolves.toMatchObject({ studentUPId: 'UP-1' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked()[0]).toBe('v1/secure/student');
  expect(asked().sort()).toEqual([
    'v1/metadata',
    'v1/secure/enrolment?studentupid=UP-1',
    'v1/secure/student',
  ]);
  await fetchEnrolments('UP-1');
  await fetchMetadata();
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it("starts no page's read when the student's read fails: the session's load makes it again", async () => {
  fetchMock.mockImplementation(
    async () =>
      ({ ok: false, status: 500, statusText: 'Server Error', text: async () => '{}' }) as unknown as Response,
  );
  startStudentReadAhead('/profile');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(asked()).toEqual(['v1/secure/student']);
});

// The first-login page (/lms): busy, then the redirect or the first-login error.
import { screen, waitFor } from '@testing-library/react';
import { declaredReads, pageReadsMade, renderPage, type FakeResponse } from '@portal/testing';
import contract from './contract';
import FirstLoginPage from './FirstLoginPage';
import { isHttpUrl } from './lms/redirect';

const ENROLMENTS_CALL = 'GET v1/secure/enrolment?studentupid=S1';
const support = {
  id: 'support',
  title: { id: 'support', message: 'Support' },
  routes: [{ role: 'support', path: '/case/support/general', access: 'all' as const, page: 'SupportPage' }],
};
const show = (answer: FakeResponse) =>
  renderPage(<FirstLoginPage />, {
    provider: 'yoobee',
    api: { [ENROLMENTS_CALL]: answer },
    remotes: [support],
  });

it('shows a busy message while it loads the enrolments and while the browser leaves for the course', async () => {
  // jsdom cannot leave the page: it says so on the console (the e2e test follows the real redirect).
  const console = jest.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
  const { api } = show({ body: [{ courseName: 'Diploma', courseCode: 'YB-DSE6', enrolmentCourseId: 'E1' }] });
  expect(screen.getByRole('status')).toHaveTextContent('Taking you to your course...');
  await waitFor(() =>
    expect(console.mock.calls.some(([e]) => String(e).includes('Not implemented: navigation'))).toBe(true),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Taking you to your course...');
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([ENROLMENTS_CALL]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  console.mockRestore();
});

it('shows the first-login error when the first enrolment has no course code', async () => {
  show({
    body: [
      { courseName: 'Pending', courseCode: null, enrolmentCourseId: 'E1' },
      { courseName: 'Diploma', courseCode: 'YB-DSE6', enrolmentCourseId: 'E2' },
    ],
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not take you to your course');
  expect(alert).toHaveTextContent('No course code was found for your enrolment.');
  expect(screen.getByRole('link', { name: 'ask student support' })).toHaveAttribute(
    'href',
    '/case/support/general',
  );
});

it('shows the first-login error when there is no enrolment at all', async () => {
  show({ body: [] });
  expect(await screen.findByRole('alert')).toHaveTextContent('No course code was found for your enrolment.');
});

it('shows the first-login error with the message when the load fails', async () => {
  show({ status: 503, body: {} });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not take you to your course');
  expect(alert).toHaveTextContent('Service Unavailable: Up API GET v1/secure/enrolment?studentupid=S1');
});

it('names in its contract the reads it makes as it opens (the shell starts them early)', async () => {
  // jsdom cannot leave the page: it says so on the console (the e2e test follows the real redirect).
  const console = jest.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
  const { api } = show({ body: [{ courseName: 'Diploma', courseCode: 'YB-DSE6', enrolmentCourseId: 'E1' }] });
  await waitFor(() =>
    expect(console.mock.calls.some(([e]) => String(e).includes('Not implemented: navigation'))).toBe(true),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Taking you to your course...');
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'FirstLoginPage'));
  console.mockRestore();
});

it('follows only http(s) links', () => {
  expect(isHttpUrl('https://learn.yoobee.ac.nz?course=A&upId=1')).toBe(true);
  expect(isHttpUrl('http://localhost:4000/lms')).toBe(true);
  expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  expect(isHttpUrl('data:text/html,x')).toBe(false);
  expect(isHttpUrl('/relative')).toBe(false);
});

// A Send pressed on the support case form while the student's courses load: the form says it waits for them, and
// sends once they have come (with the course of a student who has one), or shows what is still missing.
// (SupportPage.test.tsx holds the form's other rules.)
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadFormParts } from '@portal/ui';
import { renderPage, type FakeResponse } from '@portal/testing';
import contract from './contract';
import SupportPage from './SupportPage';

beforeAll(() => preloadFormParts());
beforeEach(() => localStorage.clear());

const ENROLMENTS = 'GET v1/secure/enrolment?studentupid=S1';
const WAITING = 'Your courses are still loading. Your request is sent once they show.';

/** The enrolments read, answered with these courses when the test says. */
function heldCourses(...names: string[]) {
  let answer: () => void = () => undefined;
  const answered = new Promise<FakeResponse>(
    (resolve) =>
      (answer = () =>
        resolve({
          body: names.map((courseName, i) => ({
            courseName,
            enrolmentCourseId: `ENR-${i + 1}`,
            courseCode: `C${i + 1}`,
          })),
        })),
  );
  return { respond: () => answered, answer };
}

const form = () => within(screen.getByRole('form', { name: 'Ask for support' }));
const posts = (requests: { method: string; body?: unknown }[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => r.body);

async function askWhileLoading() {
  await userEvent.selectOptions(
    form().getByRole('combobox', { name: /What do you need help with/ }),
    'Online learning and IT',
  );
  await userEvent.type(form().getByRole('textbox', { name: /Describe/ }), 'My video will not play.');
  await userEvent.click(form().getByRole('button', { name: 'Send' }));
  expect(form().getByRole('combobox', { name: /Course/ })).toHaveAccessibleDescription(WAITING);
}

it('sends the request of a student with one course once it has come, without a second Send', async () => {
  const courses = heldCourses('Master of Teaching');
  const { api } = renderPage(<SupportPage />, {
    provider: 'soe',
    api: { [ENROLMENTS]: courses.respond, 'POST v1/secure/case': { status: 201, body: {} } },
    remotes: [contract],
  });
  await askWhileLoading();
  expect(posts(api.requests)).toEqual([]);
  await act(async () => courses.answer());
  expect(await form().findByRole('status')).toHaveTextContent('Thank you, your request has been sent.');
  expect(posts(api.requests)).toEqual([
    expect.objectContaining({ courseEnrolmentId: 'ENR-1', description: 'My video will not play.' }),
  ]);
});

it('asks a student with several courses to choose one once they have come, and sends nothing before', async () => {
  const courses = heldCourses('Bachelor of Business', 'Diploma of Hospitality');
  const { api } = renderPage(<SupportPage />, {
    provider: 'ichm',
    api: { [ENROLMENTS]: courses.respond, 'POST v1/secure/case': { status: 201, body: {} } },
    remotes: [contract],
  });
  await askWhileLoading();
  await act(async () => courses.answer());
  await form().findByRole('option', { name: 'Diploma of Hospitality' });
  expect(form().getByRole('combobox', { name: /Course/ })).toHaveAccessibleDescription('Required');
  expect(form().queryByRole('status')).not.toBeInTheDocument();
  expect(posts(api.requests)).toEqual([]);
});

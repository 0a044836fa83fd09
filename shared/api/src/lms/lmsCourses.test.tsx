// The learning-platform courses of the top bar and the first-login page, against a fake `fetch`.
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { DEFAULT_CONFIG, configureConfig, getProvider } from '@portal/config';
import { configureApi, lmsCourseLink, lmsCourses, useLmsCourses, type Enrolment } from '../index';

const enrolment = (courseName: string, courseCode: string | null): Enrolment => ({
  courseName,
  courseCode,
  enrolmentCourseId: `E-${courseName}`,
});

let answer: { status: number; statusText: string; body: unknown };
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  configureConfig(DEFAULT_CONFIG, getProvider('yoobee'));
  configureApi({
    baseUri: 'https://api.example.test/',
    getTokens: () => ({ accessToken: 'a' }),
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        statusText: answer.statusText,
      });
    },
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

function Courses({ id }: { id: string | null }) {
  const { courses, firstCourse, loaded, error } = useLmsCourses(id);
  return (
    <div>
      {error && <p role="alert">{error.message}</p>}
      {loaded && <p>first: {firstCourse?.href ?? 'none'}</p>}
      <ul>
        {courses.map((c) => (
          <li key={c.courseCode}>{`${c.courseName} ${c.href}`}</li>
        ))}
      </ul>
    </div>
  );
}

it('builds a course link with course and upId', () => {
  expect(lmsCourseLink('https://learn.example.edu', 'YB-DSE6', '1700312')).toBe(
    'https://learn.example.edu?course=YB-DSE6&upId=1700312',
  );
  expect(lmsCourseLink('https://learn.example.edu/course/view.php?x=1', 'A B', 'S&1')).toBe(
    'https://learn.example.edu/course/view.php?x=1&course=A+B&upId=S%261',
  );
});

it('keeps only enrolments with a course code, in order, named by the course name or code', () => {
  const list = lmsCourses(
    [enrolment('Diploma', 'D1'), enrolment('Pending', null), enrolment('', 'C2')],
    'https://lms.test',
    'S1',
  );
  expect(list).toEqual([
    { courseCode: 'D1', courseName: 'Diploma', href: 'https://lms.test?course=D1&upId=S1' },
    { courseCode: 'C2', courseName: 'C2', href: 'https://lms.test?course=C2&upId=S1' },
  ]);
});

it("loads the enrolments and gives the first enrolment's course on the provider's platform", async () => {
  answer = { status: 200, statusText: 'OK', body: [enrolment('Diploma', 'D1'), enrolment('Cert', 'C2')] };
  render(<Courses id="S1" />, { wrapper });
  const lms = getProvider('yoobee').links.lms;
  expect(await screen.findByText(`first: ${lms}?course=D1&upId=S1`)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    `Diploma ${lms}?course=D1&upId=S1`,
    `Cert ${lms}?course=C2&upId=S1`,
  ]);
  expect(requests).toEqual(['https://api.example.test/v1/secure/enrolment?studentupid=S1']);
});

it('has no first course when the first enrolment has no course code, or there is none', async () => {
  answer = { status: 200, statusText: 'OK', body: [enrolment('Pending', null), enrolment('Cert', 'C2')] };
  const { unmount } = render(<Courses id="S1" />, { wrapper });
  expect(await screen.findByText('first: none')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  unmount();
  answer = { status: 200, statusText: 'OK', body: [] };
  render(<Courses id="S2" />, { wrapper });
  expect(await screen.findByText('first: none')).toBeInTheDocument();
});

it('gives the load error, and loads nothing without a student id', async () => {
  answer = { status: 503, statusText: 'Service Unavailable', body: {} };
  render(<Courses id="S1" />, { wrapper });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Service Unavailable: Up API GET v1/secure/enrolment?studentupid=S1',
  );
  render(<Courses id={null} />, { wrapper });
  expect(requests).toHaveLength(1);
});

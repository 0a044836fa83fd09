// The signed-in student's one SWR entry: the top bar and the profile page read it, the profile's saves write
// it. A fake `fetch` at the network boundary.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import {
  SessionProvider,
  configureApi,
  useSaveStudent,
  useSaveStudentImage,
  useSessionStudent,
  useStudentImage,
  type Session,
} from './index';

const session: Session = {
  studentId: 'S1',
  student: { studentUPId: 'S1', firstName: 'Ana', lastName: 'Lee', city: 'Auckland', country: 'New Zealand' },
  claims: {},
};
const calls: string[] = [];
let status = 200;

beforeEach(() => {
  calls.length = 0;
  status = 200;
  configureApi({
    baseUri: 'https://api.example.test/',
    getTokens: () => ({ accessToken: 'a' }),
    fetch: async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url).replace('https://api.example.test/', '')}`);
      return new Response(status === 200 ? '{}' : '{"message":"down"}', { status });
    },
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <SessionProvider value={session}>{children}</SessionProvider>
  </SWRConfig>
);

function Card() {
  const student = useSessionStudent();
  return <p>{`${student?.firstName} ${student?.lastName}, ${student?.city}`}</p>;
}

function Editor() {
  const save = useSaveStudent();
  const saveImage = useSaveStudentImage('S1');
  const { data: image } = useStudentImage('S1');
  return (
    <>
      <button
        onClick={() => void save({ firstName: 'Aroha', lastName: 'Lee', city: 'Rotorua' }).catch(() => {})}
      >
        save
      </button>
      <button onClick={() => void saveImage(new Blob(['jpeg'], { type: 'image/jpeg' })).catch(() => {})}>
        photo
      </button>
      <p>{image ? `image ${image.type}` : 'no image'}</p>
    </>
  );
}

it("is the session's student, with no request", () => {
  render(<Card />, { wrapper });
  expect(screen.getByText('Ana Lee, Auckland')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('shows a saved profile everywhere at once, without reloading the student', async () => {
  render(
    <>
      <Card />
      <Editor />
    </>,
    { wrapper },
  );
  await userEvent.click(screen.getByRole('button', { name: 'save' }));
  expect(await screen.findByText('Aroha Lee, Rotorua')).toBeInTheDocument();
  expect(calls.filter((c) => c.startsWith('PATCH') || c === 'GET v1/secure/student')).toEqual([
    'PATCH v1/secure/student',
  ]);
});

it('keeps the student as it was when the save fails', async () => {
  render(
    <>
      <Card />
      <Editor />
    </>,
    { wrapper },
  );
  status = 500;
  await userEvent.click(screen.getByRole('button', { name: 'save' }));
  await act(async () => undefined);
  expect(screen.getByText('Ana Lee, Auckland')).toBeInTheDocument();
});

it('makes a saved photo the student image at once', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // "Student image not available"
  status = 404;
  render(<Editor />, { wrapper });
  expect(await screen.findByText('no image')).toBeInTheDocument();
  status = 200;
  await userEvent.click(screen.getByRole('button', { name: 'photo' }));
  expect(await screen.findByText('image image/jpeg')).toBeInTheDocument();
  expect(calls).toEqual([
    'GET v1/secure/student/image?studentupid=S1',
    'PUT v1/secure/student/image?studentupid=S1',
  ]);
});

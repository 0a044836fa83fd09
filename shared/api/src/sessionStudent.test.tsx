// The signed-in student's one SWR entry: the top bar and the profile page read it, the profile's saves write
// it. A fake `fetch` at the network boundary.
import { act, render, screen, waitFor } from '@testing-library/react';
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
/** What the image GETs answer, in turn (the last one again once the rest are used); by default `status`. */
let images: (() => Response)[] = [];

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
const photo = (bytes: Uint8Array<ArrayBuffer>, type: string) => () =>
  new Response(bytes, { status: 200, headers: { 'Content-Type': type } });
const failure = (code: number) => () => new Response('{"message":"down"}', { status: code });

beforeEach(() => {
  calls.length = 0;
  status = 200;
  images = [];
  configureApi({
    baseUri: 'https://api.example.test/',
    getTokens: () => ({ accessToken: 'a' }),
    fetch: async (url, init) => {
      const call = `${init?.method ?? 'GET'} ${String(url).replace('https://api.example.test/', '')}`;
      calls.push(call);
      if (call.startsWith('GET v1/secure/student/image') && images.length)
        return (images.length > 1 ? images.shift()! : images[0]!)();
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

/** What the image entry held at each render: 'none' (the initials), or the photo's type and size. */
let shown: string[] = [];
let saved: Promise<unknown> | undefined;

function Editor() {
  const save = useSaveStudent();
  const saveImage = useSaveStudentImage('S1');
  const { data: image } = useStudentImage('S1');
  shown.push(image ? `${image.type} ${image.size}` : image === null ? 'none' : 'loading');
  return (
    <>
      <button
        onClick={() => void save({ firstName: 'Aroha', lastName: 'Lee', city: 'Rotorua' }).catch(() => {})}
      >
        save
      </button>
      <button
        onClick={() => void (saved = saveImage(new Blob([JPEG], { type: 'image/jpeg' })).catch((e) => e))}
      >
        photo
      </button>
      <p>{image ? `image ${image.type} ${image.size}` : 'no image'}</p>
    </>
  );
}

beforeEach(() => {
  shown = [];
  saved = undefined;
});

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

it('reads a saved photo back from the API and shows that, everywhere at once', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // "Student image not available"
  images = [failure(404), photo(JPEG, 'application/octet-stream')];
  render(<Editor />, { wrapper });
  expect(await screen.findByText('no image')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'photo' }));
  expect(await screen.findByText(`image image/jpeg ${JPEG.length}`)).toBeInTheDocument();
  expect(await saved).toEqual(expect.objectContaining({ type: 'image/jpeg', size: JPEG.length }));
  expect(calls).toEqual([
    'GET v1/secure/student/image?studentupid=S1',
    'PUT v1/secure/student/image?studentupid=S1',
    'GET v1/secure/student/image?studentupid=S1',
  ]);
});

it('shows the photo as the API keeps it: a server that transforms it (here into a PNG) is shown', async () => {
  images = [photo(JPEG, 'image/jpeg'), photo(PNG, 'image/jpeg')];
  render(<Editor />, { wrapper });
  expect(await screen.findByText(`image image/jpeg ${JPEG.length}`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'photo' }));
  // Typed by its bytes (a PNG), whatever the server calls it.
  expect(await screen.findByText(`image image/png ${PNG.length}`)).toBeInTheDocument();
  // The previous photo until the API's arrives: never the initials, never the JPEG that was sent.
  expect(shown.filter((s, i) => s !== shown[i - 1])).toEqual([
    'loading',
    `image/jpeg ${JPEG.length}`,
    `image/png ${PNG.length}`,
  ]);
});

it('keeps the previous photo, and says so, when the API does not give the saved photo back', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
  for (const refusal of [failure(500), failure(404), photo(svg, 'image/jpeg')]) {
    images = [photo(PNG, 'image/png'), refusal];
    shown = [];
    saved = undefined;
    const { unmount } = render(<Editor />, { wrapper });
    expect(await screen.findByText(`image image/png ${PNG.length}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'photo' }));
    await waitFor(() => expect(saved).toBeDefined());
    // The save took place, but there is no photo to show: null, not a rejection.
    expect(await saved).toBeNull();
    expect(screen.getByText(`image image/png ${PNG.length}`)).toBeInTheDocument();
    expect(shown.filter((s, i) => s !== shown[i - 1])).toEqual(['loading', `image/png ${PNG.length}`]);
    unmount();
  }
});

it('a failed save rejects, reads nothing back and keeps the previous photo', async () => {
  images = [photo(PNG, 'image/png')];
  render(<Editor />, { wrapper });
  expect(await screen.findByText(`image image/png ${PNG.length}`)).toBeInTheDocument();
  status = 503;
  await userEvent.click(screen.getByRole('button', { name: 'photo' }));
  await waitFor(() => expect(saved).toBeDefined());
  expect(await saved).toBeInstanceOf(Error);
  expect(calls).toEqual([
    'GET v1/secure/student/image?studentupid=S1',
    'PUT v1/secure/student/image?studentupid=S1',
  ]);
  expect(screen.getByText(`image image/png ${PNG.length}`)).toBeInTheDocument();
});

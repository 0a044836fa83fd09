// The profile page loads without moving what it already shows: a section appears only once every section above
// it has its content, so the content arriving above (the general form, the courses) pushes nothing down.
// (ProfilePage.test.tsx and its siblings hold the page's other behaviour.)
import { act, screen, waitFor } from '@testing-library/react';
import type { ProviderSlug } from '@portal/config';
import { renderPage, type FakeResponse } from '@portal/testing';
import contract from './contract';
import ProfilePage from './ProfilePage';
import { ENROLMENTS, METADATA, sessionOf } from './testData';

const ENROL = 'GET v1/secure/enrolment?studentupid=S1';

jest.setTimeout(30000);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** A response held until `answer` is called. */
function held(body: unknown) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const respond = async (): Promise<FakeResponse> => {
    await answered;
    return { body };
  };
  return { respond, answer };
}

function open(provider: ProviderSlug, metadata: () => Promise<FakeResponse>, enrolments = held(ENROLMENTS)) {
  return renderPage(<ProfilePage />, {
    provider,
    session: sessionOf(),
    path: '/profile',
    remotes: [contract],
    api: { 'GET v1/metadata': metadata, [ENROL]: enrolments.respond },
  });
}

/** The general form: its first render takes seconds on a busy machine. */
const form = () => screen.findByRole('form', { name: 'Personal details' }, { timeout: 15_000 });

const sectionTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it('shows the sections under the general one only with its form (colab: courses, then security)', async () => {
  const metadata = held(METADATA);
  const enrolments = held(ENROLMENTS);
  open('colab', metadata.respond, enrolments);
  expect(await screen.findByText('Loading your details...')).toBeInTheDocument();
  enrolments.answer();
  // The courses have come; the general section is still loading its details: nothing under it yet.
  await waitFor(() => expect(sectionTitles()).toEqual(['General']));
  metadata.answer();
  expect(await form()).toBeInTheDocument();
  expect(sectionTitles()).toEqual(['General', 'Your courses', 'Security']);
});

it('shows the security section under courses after the general form only with the courses (yoobee)', async () => {
  const enrolments = held(ENROLMENTS);
  open('yoobee', async () => ({ body: METADATA }), enrolments);
  expect(await form()).toBeInTheDocument();
  expect(sectionTitles()).toEqual(['General']);
  enrolments.answer();
  await waitFor(() => expect(sectionTitles()).toEqual(['General', 'Your courses', 'Security']), {
    timeout: 15_000,
  });
});

it('courses first (up-online): the general section waits for them, the security section for its form', async () => {
  const metadata = held(METADATA);
  const enrolments = held(ENROLMENTS);
  open('up-online', metadata.respond, enrolments);
  expect(await screen.findByText('Loading your courses...')).toBeInTheDocument();
  expect(sectionTitles()).toEqual(['Your courses']);
  enrolments.answer();
  expect(await screen.findByText('Loading your details...')).toBeInTheDocument();
  expect(sectionTitles()).toEqual(['Your courses', 'General']);
  metadata.answer();
  expect(await form()).toBeInTheDocument();
  expect(sectionTitles()).toEqual(['Your courses', 'General', 'Security']);
});

it('courses first (up-online): the courses paint before the general form renders, in a commit of their own', async () => {
  const enrolments = held(ENROLMENTS);
  open('up-online', async () => ({ body: METADATA }), enrolments);
  expect(await screen.findByText('Loading your courses...')).toBeInTheDocument();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50))); // the details are in
  // The page as the browser could paint it: after each change to the document.
  const shown = () => ({
    course: [...document.querySelectorAll('h3')].some((h) => h.textContent === 'Diploma of Nursing'),
    form: !!document.querySelector('form[aria-label="Personal details"]'),
  });
  const seen: ReturnType<typeof shown>[] = [];
  const observer = new MutationObserver(() => seen.push(shown()));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  enrolments.answer();
  expect(await form()).toBeInTheDocument();
  observer.disconnect();
  expect(seen).toContainEqual({ course: true, form: false });
  expect(sectionTitles()).toEqual(['Your courses', 'General', 'Security']);
});

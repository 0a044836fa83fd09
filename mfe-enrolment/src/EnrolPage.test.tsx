import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@portal/api';
import { preloadFormParts } from '@portal/ui';
import { renderPage, type Answers } from '@portal/testing';
import contract from './contract';
import EnrolPage from './EnrolPage';
import { METADATA } from './steps/testSupport';

beforeAll(() => preloadFormParts());
beforeEach(() => localStorage.clear());

const PRODUCTS: Product[] = [
  {
    productId: 'P-1',
    productCRMId: 'CRM-1',
    name: 'Diploma of Web Development',
    level: 5,
    duration: '1 year',
    intakeList: [
      { intakeCRMId: 'I-1', startDate: '2026-02-16' },
      { intakeCRMId: 'I-2', startDate: '2026-07-13', name: 'Mid-year' },
    ],
  },
];
const COURSE = { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' };
const POINTER = 'portal.enrol.application.S1';

const open = (api: Answers = {}, provider = 'yoobee', path = '/enrol') =>
  renderPage(<EnrolPage />, {
    provider: provider as 'yoobee',
    path,
    route: '/enrol/*',
    remotes: [contract],
    api: {
      [`GET v2/product?provider=${provider}`]: { body: PRODUCTS },
      'GET v1/metadata': { body: METADATA },
      ...api,
    },
  });

const chooseCourse = async () => {
  const course = await screen.findByRole('combobox', { name: /Course/ });
  await within(course).findByRole('option', { name: /Diploma of Web Development/ });
  await userEvent.selectOptions(course, 'P-1');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Intake/ }), 'I-2');
};

it('opens at the course step, with its progress over every step the provider asks', async () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Apply for a course' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progress through Apply for a course' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 10: Course and intake',
  );
  expect(screen.getByTestId('save-status')).toHaveTextContent('Your answers are saved at each step.');
});

it('leaves out the steps a provider skips (ichm: employment)', async () => {
  open({}, 'ichm');
  expect(await screen.findByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 9: Course and intake',
  );
  expect(screen.getByRole('list', { name: 'Steps' })).not.toHaveTextContent('Employment');
});

it("creates the application with the provider's course and intake, then opens the next step", async () => {
  const { api } = open({
    'POST v2/studentApplication': { status: 201, body: { applicationId: 'A-77' } },
    'GET v2/secure/studentApplication/A-77': { body: { applicationId: 'A-77', studyDetails: COURSE } },
  });
  await chooseCourse();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Personal details' })).toBeInTheDocument();
  const [sent] = api.requests.filter((r) => r.method === 'POST');
  expect(sent?.body).toEqual({ provider: 'yoobee', studentUPId: 'S1', studyDetails: COURSE });
  expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved at /);
  expect(localStorage.getItem(POINTER)).toBe('A-77');
});

it('keeps the answers on the device when the save fails, shows the error panel, and Retry saves', async () => {
  let fail = true;
  const { api } = open({
    'POST v2/studentApplication': () =>
      fail
        ? { status: 503, statusText: 'Service Unavailable', body: {} }
        : { status: 201, body: { applicationId: 'A-9' } },
    'GET v2/secure/studentApplication/A-9': { body: { applicationId: 'A-9', studyDetails: COURSE } },
  });
  await chooseCourse();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const panel = await screen.findByRole('alert', { name: 'Sorry, this step could not be saved' });
  await userEvent.click(within(panel).getByRole('button', { name: 'More' }));
  expect(within(panel).getByText('Course and intake')).toBeVisible();
  expect(within(panel).getByText('503')).toBeVisible();
  expect(screen.getByRole('combobox', { name: /Intake/ })).toHaveValue('I-2');
  expect(screen.getByTestId('save-status')).toHaveTextContent(/not saved yet/);
  expect(JSON.parse(localStorage.getItem('portal.device.enrol.S1') ?? '{}')).toMatchObject({
    values: { course: COURSE },
    pending: [{ step: 'course', payload: { studyDetails: COURSE } }],
  });
  fail = false;
  await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Personal details' })).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  expect(JSON.parse(localStorage.getItem('portal.device.enrol.S1') ?? '{}').pending).toEqual([]);
});

it('keeps on the device only the answers not saved yet, for 14 days; a tab opened again still finds them', async () => {
  const device = () => JSON.parse(localStorage.getItem('portal.device.enrol.S1') ?? '{}');
  const api = {
    'POST v2/studentApplication': { status: 201, body: { applicationId: 'A-8' } },
    'GET v2/secure/studentApplication/A-8': { body: { applicationId: 'A-8', studyDetails: COURSE } },
  };
  const { unmount } = open(api);
  await chooseCourse();
  // Chosen, not saved yet: on the device.
  expect(device().values).toEqual({ course: COURSE });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Personal details' })).toBeInTheDocument();
  // Saved: the server has the course; the device keeps nothing of it.
  await waitFor(() => expect(device().values).toEqual({}));
  expect(JSON.stringify(device())).not.toContain('I-2');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
  expect(device().values.personal).toMatchObject({ firstName: 'Aroha' });
  const ends = Date.parse(device().expiresAt) - Date.now();
  expect(ends).toBeGreaterThan(14 * 24 * 3600 * 1000 - 60_000);
  expect(ends).toBeLessThanOrEqual(14 * 24 * 3600 * 1000);

  // The tab closed and opened again: the unsaved name is there, the saved course comes from the server.
  unmount();
  open(api, 'yoobee', '/enrol/personal');
  expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Aroha');
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('combobox', { name: /Intake/ })).toHaveValue('I-2');
}, 20_000);

it('resumes an application at its first step not saved, with the saved step marked', async () => {
  localStorage.setItem(POINTER, 'A-5');
  open({ 'GET v2/secure/studentApplication/A-5': { body: { applicationId: 'A-5', studyDetails: COURSE } } });
  expect(await screen.findByRole('heading', { level: 2, name: 'Personal details' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('1. Course and intake (completed)');
});

it('opens a resumed application once the metadata lists are there; their failure has Try again', async () => {
  localStorage.setItem(POINTER, 'A-6');
  const genderId = METADATA.genders[0]!.id;
  let metadataCalls = 0;
  renderPage(<EnrolPage />, {
    provider: 'yoobee',
    path: '/enrol/personal',
    route: '/enrol/*',
    remotes: [contract],
    api: (request) => {
      if (request.path === 'v2/product?provider=yoobee') return { body: PRODUCTS };
      if (request.path === 'v2/secure/studentApplication/A-6')
        return {
          body: {
            applicationId: 'A-6',
            studyDetails: COURSE,
            personalDetails: { firstName: 'Mere', lastName: 'Tane', genderId },
          },
        };
      if (request.path === 'v1/metadata')
        return (metadataCalls += 1) === 1 ? { status: 503, body: { message: 'Busy' } } : { body: METADATA };
      return undefined;
    },
  });
  expect(await screen.findByText('Your application could not be opened')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Personal details' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Mere');
});

it('goes back from a step to the saved course, with its answers', async () => {
  localStorage.setItem(POINTER, 'A-5');
  open(
    { 'GET v2/secure/studentApplication/A-5': { body: { applicationId: 'A-5', studyDetails: COURSE } } },
    'yoobee',
    '/enrol/personal',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Personal details' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: /Intake/ })).toHaveValue('I-2');
});

it('opens a resumed application on its course when the intake is no longer offered, and says so', async () => {
  localStorage.setItem(POINTER, 'A-6');
  open({
    'GET v2/secure/studentApplication/A-6': {
      body: { applicationId: 'A-6', studyDetails: { ...COURSE, intakeCRMId: 'I-GONE' } },
    },
  });
  expect(await screen.findByText('Course intake is now unavailable: I-GONE')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Steps' })).not.toHaveTextContent('(completed)');
});

it('keeps the review from submitting while steps are unfinished, and says which', async () => {
  localStorage.setItem(POINTER, 'A-5');
  open(
    { 'GET v2/secure/studentApplication/A-5': { body: { applicationId: 'A-5', studyDetails: COURSE } } },
    'yoobee',
    '/enrol/review',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit' })).toBeInTheDocument();
  const note = screen.getByRole('note');
  expect(within(note).getByRole('button', { name: 'Personal details' })).toBeInTheDocument();
  expect(within(note).queryByRole('button', { name: 'Course and intake' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(screen.getByRole('region', { name: 'Course and intake' })).toHaveTextContent(
    'Diploma of Web Development · Level 5 · 1 year',
  );
});

it('shows a submitted application read-only, and lets the student start another', async () => {
  localStorage.setItem(POINTER, 'A-3');
  open({
    'GET v2/secure/studentApplication/A-3': {
      body: { applicationId: 'A-3', status: 'Submitted', studyDetails: COURSE },
    },
  });
  expect(
    await screen.findByRole('heading', { name: 'Your application has been submitted' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Apply for another course' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem(POINTER)).toBeNull());
});

it('declares /enrol with its sub-routes, for signed-in students, in both menus', () => {
  expect(contract.routes).toEqual([
    { role: 'enrol', path: '/enrol/*', access: 'signedIn', page: 'EnrolPage' },
  ]);
  expect(contract.menu?.[0]?.in).toEqual(['user', 'burger']);
});

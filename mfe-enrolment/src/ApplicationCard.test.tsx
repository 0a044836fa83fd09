// The home page's application card, rendered as the shell would (renderPage), with a fake API at the network
// boundary and the application store's device entries: none, in progress (saved on the server, or typed here
// only), submitted, and a failed read with Try again; the application found on the server with nothing on this
// device (signed out and in again, another device). Without a list call (the fake API's 404) the card works from
// the application this device kept.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@portal/api';
import { renderPage, type FakeResponses } from '@portal/testing';
import ApplicationCard from './ApplicationCard';
import contract from './contract';

beforeEach(() => localStorage.clear());

const PRODUCTS: Product[] = [
  {
    productId: 'P-1',
    productCRMId: 'CRM-1',
    name: 'Diploma of Web Development',
    level: 5,
    duration: '1 year',
    intakeList: [{ intakeCRMId: 'I-2', startDate: '2026-07-13', name: 'Mid-year' }],
  },
];
const COURSE = { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' };
const POINTER = 'portal.enrol.application.S1';
const DEVICE = 'portal.device.enrol.S1';
const later = () => new Date(Date.now() + 86_400_000).toISOString();
const LIST = 'GET v2/secure/studentApplication?studentupid=S1';

const open = (api: FakeResponses = {}, provider: 'yoobee' | 'ichm' = 'yoobee') =>
  renderPage(<ApplicationCard />, {
    provider,
    remotes: [contract],
    api: { [`GET v2/product?provider=${provider}`]: { body: PRODUCTS }, ...api },
  });

it("with no application: says so and links to the wizard, reading only the student's applications", async () => {
  // The seed's kind of list: an application the provider has enrolled the student from is not in progress.
  const { api } = open({
    [LIST]: { body: [{ applicationId: 'A-0', status: 'Enrolled', studyDetails: COURSE }] },
  });
  expect(await screen.findByText('No application in progress.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply for a course' })).toHaveAttribute('href', '/enrol');
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([LIST]);
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
});

it('nothing on this device (signed out and in again, another device): the application in progress on the server, with Continue to its next step', async () => {
  const inProgress = {
    applicationId: 'A-6',
    status: 'Draft',
    studyDetails: COURSE,
    personalDetails: { firstName: 'Aria', lastName: 'Wihongi' },
    updatedAt: '2026-03-02T09:00:00.000Z',
  };
  const { api } = open({
    [LIST]: {
      body: [{ applicationId: 'A-0', status: 'Enrolled', studyDetails: COURSE }, inProgress],
    },
    'GET v2/secure/studentApplication/A-6': { body: inProgress },
  });
  expect(screen.getByText('Opening your application...')).toBeInTheDocument();
  expect(await screen.findByText('Your application is in progress.')).toBeInTheDocument();
  expect(screen.getByText('Next step: Contact details')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue your application: Contact details' })).toHaveAttribute(
    'href',
    '/enrol/contact',
  );
  expect(localStorage.getItem(POINTER)).toBe('A-6');
  expect(api.requests.filter((r) => r.path === 'v2/secure/studentApplication/A-6')).toHaveLength(1);
});

it("says when the student's applications cannot be read, and Try again reads them again", async () => {
  let calls = 0;
  open({
    [LIST]: () => ((calls += 1) === 1 ? { status: 503, body: { message: 'Busy' } } : { body: [] }),
  });
  expect(await screen.findByText('Your application could not be opened')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No application in progress.')).toBeInTheDocument();
});

it('in progress: busy while it is read, then its course and the next step not saved, and Continue to it', async () => {
  localStorage.setItem(POINTER, 'A-5');
  open({ 'GET v2/secure/studentApplication/A-5': { body: { applicationId: 'A-5', studyDetails: COURSE } } });
  expect(screen.getByText('Opening your application...')).toBeInTheDocument();
  expect(await screen.findByText('Your application is in progress.')).toBeInTheDocument();
  expect(await screen.findByText('Diploma of Web Development')).toBeInTheDocument();
  expect(screen.getByText('Next step: Personal details')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue your application: Personal details' })).toHaveAttribute(
    'href',
    '/enrol/personal',
  );
});

it('in progress on this device only (a course chosen, not saved yet): Continue to the course step', async () => {
  localStorage.setItem(
    DEVICE,
    JSON.stringify({ values: { course: COURSE }, changed: ['course'], pending: [], expiresAt: later() }),
  );
  const { api } = open();
  expect(await screen.findByText('Diploma of Web Development')).toBeInTheDocument();
  expect(screen.getByText('Next step: Course and intake')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', '/enrol/course');
  expect(api.requests.some((r) => r.path.startsWith('v2/secure/studentApplication/'))).toBe(false);
});

it('leaves out the steps the provider skips (ichm: employment)', async () => {
  localStorage.setItem(POINTER, 'A-7');
  open(
    {
      'GET v2/secure/studentApplication/A-7': {
        body: {
          applicationId: 'A-7',
          studyDetails: COURSE,
          personalDetails: { firstName: 'Mere', lastName: 'Tane' },
          contactDetails: { email: 'mere@example.nz' },
          educationDetails: { schoolLevelId: 1 },
        },
      },
    },
    'ichm',
  );
  expect(await screen.findByText('Next step: Disability and support')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', '/enrol/disability');
});

it('submitted: says so, with its number and course', async () => {
  localStorage.setItem(POINTER, 'A-8');
  open({
    'GET v2/secure/studentApplication/A-8': {
      body: { applicationId: 'A-8', status: 'Submitted', studyDetails: COURSE },
    },
  });
  expect(await screen.findByText('Your application has been submitted.')).toBeInTheDocument();
  expect(screen.getByText('Application number A-8')).toBeInTheDocument();
  expect(await screen.findByText('Diploma of Web Development')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
});

it('says when the application cannot be read, and Try again reads it again', async () => {
  localStorage.setItem(POINTER, 'A-9');
  let calls = 0;
  const { api } = open({
    'GET v2/secure/studentApplication/A-9': () =>
      (calls += 1) === 1
        ? { status: 503, body: { message: 'Busy' } }
        : { body: { applicationId: 'A-9', studyDetails: COURSE } },
  });
  expect(await screen.findByText('Your application could not be opened')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Next step: Personal details')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.path === 'v2/secure/studentApplication/A-9')).toHaveLength(2);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_TYPE_CODES, type Product } from '@portal/api';
import { preloadFormParts } from '@portal/ui';
import {
  declaredReads,
  pageReadsMade,
  renderPage,
  type FakeResponses,
  type SeenRequest,
} from '@portal/testing';
import contract from './contract';
import EnrolPage from './EnrolPage';
import { METADATA } from './testing/testSupport';

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

const open = (api: FakeResponses = {}, provider = 'yoobee', path = '/enrol') =>
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

describe("the student's application is found on the server", () => {
  const LIST = 'GET v2/secure/studentApplication?studentupid=S1';
  const SAVED = {
    applicationId: 'A-6',
    status: 'Draft',
    studyDetails: COURSE,
    personalDetails: { firstName: 'Aria', lastName: 'Wihongi' },
  };

  it('with nothing on this device (signed out and in again, another device): at its first step not saved', async () => {
    const { api } = open({
      [LIST]: { body: [{ applicationId: 'A-0', status: 'Enrolled', studyDetails: COURSE }, SAVED] },
      'GET v2/secure/studentApplication/A-6': { body: SAVED },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('2. Personal details (completed)');
    expect(localStorage.getItem(POINTER)).toBe('A-6');
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('the list failing says so, with Try again, and starts nothing', async () => {
    let calls = 0;
    open({
      [LIST]: () => ((calls += 1) === 1 ? { status: 503, body: { message: 'Busy' } } : { body: [SAVED] }),
      'GET v2/secure/studentApplication/A-6': { body: SAVED },
    });
    expect(await screen.findByText('Your application could not be opened')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Course and intake' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
  });

  it('Next on a course and intake the student already applied for opens that application where it was left, and says so', async () => {
    // Another tab or device started it after this page read the list.
    let listed: unknown[] = [];
    const { api } = open({
      [LIST]: () => ({ body: listed }),
      'POST v2/studentApplication': () => {
        listed = [SAVED];
        return {
          status: 409,
          body: { message: 'The student already has an application for this course and intake' },
        };
      },
      'GET v2/secure/studentApplication/A-6': { body: SAVED },
    });
    await chooseCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const notice = await screen.findByRole('status', {
      name: /You have already started an application for this course and intake/,
    });
    await waitFor(() => expect(notice).toHaveFocus());
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Aria');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(localStorage.getItem(POINTER)).toBe('A-6');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Next on a course and intake already applied for and submitted shows that application, read-only', async () => {
    const submitted = { ...SAVED, status: 'Submitted', orderId: 'O-1' };
    let listed: unknown[] = [];
    open({
      [LIST]: () => ({ body: listed }),
      'POST v2/studentApplication': () => {
        listed = [submitted];
        return { status: 409, body: { message: 'Conflict' } };
      },
      'GET v2/secure/studentApplication/A-6': { body: submitted },
    });
    await chooseCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('status', { name: /You have already applied for this course and intake/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your application has been submitted' }),
    ).toBeInTheDocument();
  });
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
    {
      role: 'enrol',
      path: '/enrol/*',
      access: 'signedIn',
      page: 'EnrolPage',
      reads: ['metadata', 'studentApplications'],
      heading: { text: expect.objectContaining({ message: 'Apply for a course' }), width: '3xl' },
    },
  ]);
  expect(contract.menu?.[0]?.in).toEqual(['user', 'burger']);
});

it('names in its contract the reads it makes as it opens, so the shell can start them early', async () => {
  const { api } = open();
  expect(await screen.findByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'EnrolPage'));
});

describe('Previous', () => {
  /** The dev-api's part the wizard talks to: an application created, patched and read back, the phone check (any
   * NZ number is a mobile), and document uploads. */
  const backend = () => {
    let stored: Record<string, unknown> | undefined;
    return (request: SeenRequest) => {
      const { method, path } = request;
      if (method === 'GET' && path === 'v2/product?provider=yoobee') return { body: PRODUCTS };
      if (method === 'GET' && path === 'v1/metadata') return { body: METADATA };
      if (method === 'POST' && path === 'v2/studentApplication') {
        stored = { ...(request.body as object), applicationId: 'A-1', opportunityId: 'OPP-1' };
        return { status: 201, body: { applicationId: 'A-1' } };
      }
      if (path === 'v2/secure/studentApplication/A-1' && method === 'PATCH') {
        stored = { ...stored, ...(request.body as object) };
        return { body: {} };
      }
      if (path === 'v2/secure/studentApplication/A-1' && method === 'GET') return { body: stored };
      const phone = /^util\/phone\/(\d+)\/(NZ|AU)$/.exec(path);
      if (phone)
        return phone[2] === 'NZ'
          ? { body: { valid: true, type: 'Mobile', formatted: `+64 ${phone[1]!.slice(1)}`, code: '64' } }
          : { body: { valid: false, type: 'Unknown', formatted: '', code: '61' } };
      if (method === 'POST' && path === 'v1/files') {
        const file = (request.body as FormData).getAll('file')[0] as File;
        return { status: 201, body: [{ id: `F-${file.name}`, name: file.name, size: file.size }] };
      }
      return undefined;
    };
  };

  const box = (name: RegExp) => screen.getByRole('textbox', { name });
  /** Types a text at once (as a paste does: one input event, not one per key). */
  const fill = async (name: RegExp, text: string) => {
    await userEvent.click(box(name));
    await userEvent.paste(text);
  };
  const combo = (name: RegExp) => screen.getByRole('combobox', { name });
  const checkbox = (name: string) => screen.getByRole('checkbox', { name });
  // A step opens once its save and the reading back are done: on a busy machine, more than a second.
  const onStep = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 15_000 });
  const choose = async (name: RegExp, option: string) => {
    const select = combo(name);
    await within(select).findByRole('option', { name: option });
    await userEvent.selectOptions(select, option);
  };
  /** Opens an autocomplete's list and picks the option. */
  const pick = async (name: RegExp, option: string) => {
    await userEvent.click(combo(name));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };
  const toNext = async (step: string) => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStep(step);
  };
  const toPrevious = async (step: string) => {
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await onStep(step);
  };

  it('shows every answer of each earlier step, whatever kind of field holds it, on the way back from the last', async () => {
    const { api } = renderPage(<EnrolPage />, {
      provider: 'yoobee',
      path: '/enrol',
      route: '/enrol/*',
      remotes: [contract],
      api: backend(),
    });
    const user = userEvent.setup();

    // Forward, answering each step with every kind of field it has.
    await chooseCourse();
    await toNext('Personal details');
    await fill(/^First name/, 'Aroha');
    await fill(/^Last name/, 'Ngata');
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '2001-04-09' } });
    await choose(/^Gender/, 'Female');
    await choose(/^Citizenship status/, 'NZ citizen');
    await userEvent.click(checkbox('Samoan'));
    await userEvent.click(checkbox('Tongan'));
    await pick(/^First iwi/, 'Ngāi Tahu');
    await fill(/^National Student Index/, '1234567');
    await fill(/^IRD number/, '49091850');
    await toNext('Contact details');
    await fill(/^Email/, 'aroha@example.test');
    await fill(/^Phone/, '0211234567');
    await waitFor(() => expect(box(/^Phone/)).toHaveValue('+64 211234567'), { timeout: 5000 });
    await fill(/^Street address/, 'Queen Street');
    await fill(/^City/, 'Auckland');
    await fill(/^Postcode/, '1010');
    await choose(/^State or region/, 'Auckland');
    await fill(/^Emergency contact name/, 'Mere Ngata');
    await choose(/^Relationship to you/, 'Parent');
    await fill(/^Emergency contact phone/, '093770001');
    await waitFor(() => expect(box(/^Emergency contact phone/)).toHaveValue('+64 93770001'), {
      timeout: 5000,
    });
    await toNext('Education');
    await choose(/^Type of school/, 'University');
    await pick(/^Last school/, 'The University of Auckland');
    await choose(/^Highest school level/, 'Year 12 or equivalent');
    await choose(/^Year you last attended school/, '2019');
    await userEvent.click(checkbox('Diploma'));
    await userEvent.click(checkbox('Certificate I'));
    await choose(/^Year you completed the most recent/, '2022');
    await toNext('Employment');
    await choose(/^Current employment status/, 'Full-time employee');
    await choose(/^Industry you work in/, 'Construction');
    await choose(/^Part of that industry/, 'Construction Services');
    await pick(/^Occupation/, 'Professionals');
    await toNext('Disability and support');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await choose(/^Disability status/, 'Prefer not to say');
    await userEvent.click(checkbox('Vision'));
    await userEvent.click(checkbox('Assistive technology'));
    await toNext('Study');
    await choose(/^How will you study/, 'Full-time online');
    await choose(/^Main reason for studying/, 'To get a job');
    await choose(/^How will your fees be paid/, 'Self-funded');
    await pick(/^Main language spoken at home/, 'Samoan');
    await choose(/^How well do you speak English/, 'Well');
    await toNext('Documents');
    await user.upload(await screen.findByTestId('documents-input'), [new File(['%PDF'], 'passport.pdf')]);
    await within(await screen.findByRole('list', { name: 'Documents sent' })).findByRole('button', {
      name: 'Remove passport.pdf',
    });
    await toNext('Fees and payment');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(7);

    // Back, one step at a time: each shows what was answered there.
    await toPrevious('Documents');
    expect(
      within(screen.getByRole('list', { name: 'Documents sent' })).getByRole('button', {
        name: 'Remove passport.pdf',
      }),
    ).toBeInTheDocument();
    await toPrevious('Study');
    expect(combo(/^How will you study/)).toHaveValue('Full-time online');
    expect(combo(/^Main reason for studying/)).toHaveValue('To get a job');
    expect(combo(/^How will your fees be paid/)).toHaveValue('Self-funded');
    expect(combo(/^Main language spoken at home/)).toHaveValue('Samoan');
    expect(combo(/^How well do you speak English/)).toHaveValue('Well');
    await toPrevious('Disability and support');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(combo(/^Disability status/)).toHaveValue('Prefer not to say');
    expect(checkbox('Vision')).toBeChecked();
    expect(checkbox('Assistive technology')).toBeChecked();
    await toPrevious('Employment');
    expect(combo(/^Current employment status/)).toHaveValue('Full-time employee');
    expect(combo(/^Industry you work in/)).toHaveValue('Construction');
    expect(combo(/^Part of that industry/)).toHaveValue('Construction Services');
    expect(combo(/^Occupation/)).toHaveValue('Professionals');
    await toPrevious('Education');
    expect(combo(/^Type of school/)).toHaveValue(String(SCHOOL_TYPE_CODES.university));
    expect(combo(/^Last school/)).toHaveValue('The University of Auckland');
    expect(combo(/^Highest school level/)).toHaveValue('Year 12 or equivalent');
    expect(combo(/^Year you last attended school/)).toHaveValue('2019');
    expect(checkbox('Diploma')).toBeChecked();
    expect(checkbox('Certificate I')).toBeChecked();
    expect(combo(/^Year you completed the most recent/)).toHaveValue('2022');
    await toPrevious('Contact details');
    expect(box(/^Email/)).toHaveValue('aroha@example.test');
    expect(box(/^Phone/)).toHaveValue('+64 211234567');
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(box(/^Street address/)).toHaveValue('Queen Street');
    expect(box(/^City/)).toHaveValue('Auckland');
    expect(box(/^Postcode/)).toHaveValue('1010');
    expect(combo(/^Country/)).toHaveValue('New Zealand');
    expect(combo(/^State or region/)).toHaveValue('Auckland');
    expect(box(/^Emergency contact name/)).toHaveValue('Mere Ngata');
    expect(combo(/^Relationship to you/)).toHaveValue('Parent');
    expect(box(/^Emergency contact phone/)).toHaveValue('+64 93770001');
    await toPrevious('Personal details');
    expect(box(/^First name/)).toHaveValue('Aroha');
    expect(box(/^Last name/)).toHaveValue('Ngata');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('2001-04-09');
    expect(combo(/^Gender/)).toHaveValue('Female');
    expect(combo(/^Citizenship status/)).toHaveValue('NZ citizen');
    expect(checkbox('Samoan')).toBeChecked();
    expect(checkbox('Tongan')).toBeChecked();
    expect(combo(/^First iwi/)).toHaveValue('Ngāi Tahu');
    expect(box(/^National Student Index/)).toHaveValue('1234567');
    expect(box(/^IRD number/)).toHaveValue('49-091-850');
    await toPrevious('Course and intake');
    expect(combo(/^Course/)).toHaveValue('P-1');
    expect(combo(/^Intake/)).toHaveValue('I-2');
    // Nothing was checked again on the way back: each number was checked once, when typed.
    expect(api.requests.filter((r) => r.path.startsWith('util/phone/'))).toHaveLength(4);
  }, 240_000);
});

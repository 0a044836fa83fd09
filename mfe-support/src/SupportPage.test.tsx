// The support page as students of each provider see it, rendered as the shell would (renderPage), with a
// fake API at the network boundary.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadFormParts } from '@portal/ui';
import { getProvider, type ProviderSlug } from '@portal/config';
import { renderPage, type FakeResponse, type FakeResponses } from '@portal/testing';
import contract from './contract';
import SupportPage from './SupportPage';

beforeAll(() => preloadFormParts());
// What a form kept on the device (its unsent text) is not the next test's.
beforeEach(() => localStorage.clear());

const ENROLMENTS = 'GET v1/secure/enrolment?studentupid=S1';
const enrolments = (...names: string[]): FakeResponse => ({
  body: names.map((courseName, i) => ({
    courseName,
    enrolmentCourseId: `ENR-${i + 1}`,
    courseCode: `C${i + 1}`,
  })),
});

const open = (
  provider: ProviderSlug,
  api: FakeResponses = { [ENROLMENTS]: enrolments('Diploma in Business') },
  session?: null,
) => renderPage(<SupportPage />, { provider, api, remotes: [contract], session });

const main = () => screen.getByRole('heading', { level: 1, name: 'Support' }).parentElement!;

describe('the provider pages', () => {
  it('nzma and nz-institute-of-sport show the same page, with every support promise', () => {
    const { unmount } = open('nzma');
    const nzma = main()
      .textContent!.replaceAll(getProvider('nzma').name, '#')
      .replaceAll(getProvider('nzma').contact.phone, '#')
      .replaceAll(getProvider('nzma').contact.email, '#');
    for (const figure of [
      'within 48 business hours',
      'replies to your messages within 48 hours',
      'graded within 10 business days',
      'issued within 20 working days',
      'is open 9am to 5pm Monday to Friday',
      'competent or not yet competent',
    ])
      expect(nzma).toContain(figure);
    unmount();
    open('nz-institute-of-sport');
    const nzis = getProvider('nz-institute-of-sport');
    expect(
      main()
        .textContent!.replaceAll(nzis.name, '#')
        .replaceAll(nzis.contact.phone, '#')
        .replaceAll(nzis.contact.email, '#'),
    ).toBe(nzma);
  });

  it('has the eight help topics, policy text and an FAQ where one panel is open at a time', async () => {
    open('soe');
    for (const topic of [
      'Getting started',
      'Academic support',
      'Online learning support',
      'Learning differences',
      'Learning with your peers',
      'IT support',
      'Career support',
      'Free counselling',
    ])
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Policies' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Who organises my placement?' });
    const second = screen.getByRole('button', { name: 'How long until I hear back?' });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('ichm: collapsible sections with the ichm policy figures, each toggling on its own', async () => {
    open('ichm');
    const late = screen.getByRole('button', { name: 'Late submission' });
    const supplementary = screen.getByRole('button', { name: 'Supplementary assessment' });
    expect(late).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(late);
    await userEvent.click(supplementary);
    expect(late).toHaveAttribute('aria-expanded', 'true');
    expect(supplementary).toHaveAttribute('aria-expanded', 'true');
    const text = main().textContent!;
    for (const figure of [
      'loses 5% of the total mark per day late',
      'extension of up to two weeks',
      'at least 5 days before the due date',
      '45 to 49%',
      'within 10 weekdays',
      'maximum mark for a supplementary assessment is 50%',
    ])
      expect(text).toContain(figure);
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("nzma's policy summary links to the portal's policies page by its route", () => {
    open('nzma');
    expect(screen.getByRole('link', { name: 'policies page' })).toHaveAttribute('href', '/policies');
  });

  it('colab has a page of its own', () => {
    open('colab');
    expect(screen.getByRole('button', { name: 'Which software do I need?' })).toBeInTheDocument();
  });

  it('a provider without a page says so kindly and gives the contact details, without a form', () => {
    open('yoobee');
    expect(
      screen.getByText(/Yoobee Colleges does not have a support page in the portal/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: getProvider('yoobee').contact.email })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});

describe('the support case form', () => {
  const form = () => screen.getByRole('form', { name: 'Ask for support' });

  it('shows every rule: topic, course with several enrolments, description and its helper texts', async () => {
    open('ichm', { [ENROLMENTS]: enrolments('Bachelor of Business', 'Diploma of Hospitality') });
    await within(form()).findByRole('option', { name: 'Diploma of Hospitality' });
    const course = within(form()).getByRole('combobox', { name: /Course/ });
    expect(course).toBeEnabled();
    const description = within(form()).getByRole('textbox', { name: /Describe your question/ });
    expect(description).toHaveAccessibleDescription('Maximum 2000 characters');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(
      within(form()).getByRole('combobox', { name: /What do you need help with/ }),
    ).toHaveAccessibleDescription('Required');
    expect(course).toHaveAccessibleDescription('Required');
    expect(description).toHaveAccessibleDescription('Maximum 2000 characters Required');
    await userEvent.type(description, 'Hello');
    expect(description).toHaveAccessibleDescription('Remaining characters 1995');
  });

  it('marks the course Required after a Send pressed before the courses arrived', async () => {
    let loaded: () => void = () => undefined;
    const courses = new Promise<FakeResponse>(
      (resolve) => (loaded = () => resolve(enrolments('Bachelor of Business', 'Diploma of Hospitality'))),
    );
    open('ichm', { [ENROLMENTS]: () => courses });
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(
      within(form()).getByRole('combobox', { name: /What do you need help with/ }),
    ).toHaveAccessibleDescription('Required');
    await act(async () => loaded());
    await within(form()).findByRole('option', { name: 'Diploma of Hospitality' });
    const course = within(form()).getByRole('combobox', { name: /Course/ });
    await waitFor(() => expect(course).toHaveAccessibleDescription('Required'));
    await userEvent.selectOptions(course, 'Diploma of Hospitality');
    expect(course).not.toHaveAccessibleDescription('Required');
  });

  it('does not send while the courses load: the course may be required', async () => {
    let loaded: () => void = () => undefined;
    const courses = new Promise<FakeResponse>(
      (resolve) => (loaded = () => resolve(enrolments('Bachelor of Business', 'Diploma of Hospitality'))),
    );
    const { api } = open('ichm', {
      [ENROLMENTS]: () => courses,
      'POST v1/secure/case': { status: 201, body: {} },
    });
    await userEvent.selectOptions(
      within(form()).getByRole('combobox', { name: /What do you need help with/ }),
      'Online learning and IT',
    );
    await userEvent.type(
      within(form()).getByRole('textbox', { name: /Describe/ }),
      'My video will not play.',
    );
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    const course = () => within(form()).getByRole('combobox', { name: /Course/ });
    expect(course()).toHaveAccessibleDescription(
      'Your courses are still loading. Your request is sent once they show.',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await act(async () => loaded());
    await within(form()).findByRole('option', { name: 'Diploma of Hospitality' });
    await waitFor(() => expect(course()).toHaveAccessibleDescription('Required'));
    await userEvent.selectOptions(course(), 'Diploma of Hospitality');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Thank you, your request has been sent.',
    );
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      expect.objectContaining({ courseEnrolmentId: 'ENR-2', description: 'My video will not play.' }),
    ]);
  });

  it('preselects and disables the course of a student with one enrolment', async () => {
    open('soe', { [ENROLMENTS]: enrolments('Master of Teaching') });
    await within(form()).findByRole('option', { name: 'Master of Teaching' });
    const course = within(form()).getByRole('combobox', { name: /Course/ });
    expect(course).toHaveValue('ENR-1');
    expect(course).toBeDisabled();
  });

  it('keeps a topic chosen while the courses load when they arrive and preselect the course', async () => {
    let loaded: () => void = () => undefined;
    const courses = new Promise<FakeResponse>(
      (resolve) => (loaded = () => resolve(enrolments('Master of Teaching'))),
    );
    open('soe', { [ENROLMENTS]: () => courses });
    const topic = within(form()).getByRole('combobox', { name: /What do you need help with/ });
    await userEvent.selectOptions(topic, 'Academic support');
    await userEvent.type(within(form()).getByRole('textbox', { name: /Describe/ }), 'Essay help');
    await act(async () => loaded());
    const course = await within(form()).findByRole('combobox', { name: /Course/ });
    await waitFor(() => expect(course).toHaveValue('ENR-1'));
    expect(topic).toHaveValue('Academic support');
    expect(within(form()).getByRole('textbox', { name: /Describe/ })).toHaveValue('Essay help');
    await userEvent.click(within(form()).getByRole('button', { name: 'Reset' }));
    expect(topic).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: /Course/ })).toHaveValue('ENR-1');
  });

  it('takes the maximum from the configuration', async () => {
    renderPage(<SupportPage />, {
      provider: 'colab',
      api: { [ENROLMENTS]: enrolments('A') },
      remotes: [contract],
      config: { caseDescriptionMax: 300 },
    });
    expect(within(form()).getByRole('textbox', { name: /Describe/ })).toHaveAccessibleDescription(
      'Maximum 300 characters',
    );
  });

  const fillAndSend = async () => {
    await userEvent.selectOptions(
      within(form()).getByRole('combobox', { name: /What do you need help with/ }),
      'Online learning and IT',
    );
    await within(form()).findByRole('option', { name: 'Diploma in Business' });
    await userEvent.type(
      within(form()).getByRole('textbox', { name: /Describe/ }),
      'My video will not play.',
    );
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
  };

  it.each([
    ['nzma', 'POST v1/secure/emailsupportcase'],
    ['nz-institute-of-sport', 'POST v1/secure/emailsupportcase'],
    ['ichm', 'POST v1/secure/case'],
    ['soe', 'POST v1/secure/case'],
    ['colab', 'POST v1/secure/case'],
  ] as const)('%s sends by %s, with the case fields', async (provider, call) => {
    const { api } = open(provider, {
      [ENROLMENTS]: enrolments('Diploma in Business'),
      [call]: { status: 201, body: {} },
    });
    await fillAndSend();
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Thank you, your request has been sent.',
    );
    const sent = api.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([call]);
    expect(sent[0]?.body).toEqual({
      caseTitle: expect.stringMatching(/^Support: Ana Lee \(1001\), \d{4}-\d{2}-\d{2}$/),
      caseType: 'Support',
      caseSubType: 'Online learning and IT',
      courseEnrolmentId: 'ENR-1',
      description: 'My video will not play.',
      studentUpId: 'S1',
      provider,
    });
  });

  it('keeps everything typed when the send fails, and says so', async () => {
    open('ichm', {
      [ENROLMENTS]: enrolments('Diploma in Business'),
      'POST v1/secure/case': { status: 503, body: { message: 'Case service unavailable' } },
    });
    await fillAndSend();
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, your request was not sent.');
    expect(within(form()).getByRole('textbox', { name: /Describe/ })).toHaveValue('My video will not play.');
    expect(within(form()).getByRole('combobox', { name: /What do you need help with/ })).toHaveValue(
      'Online learning and IT',
    );
    expect(within(form()).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows the success for 5 seconds, then resets (keeping the preselected course)', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // Made up front: the request may reach the mock API after the test has answered it.
      let answered: () => void = () => undefined;
      const reply = new Promise<FakeResponse>(
        (resolve) => (answered = () => resolve({ status: 201, body: {} })),
      );
      const answer = (): Promise<FakeResponse> => reply;
      open('soe', { [ENROLMENTS]: enrolments('Master of Teaching'), 'POST v1/secure/case': answer });
      await within(form()).findByRole('option', { name: 'Master of Teaching' });
      await user.selectOptions(
        within(form()).getByRole('combobox', { name: /What do you need help/ }),
        'Academic support',
      );
      await user.type(within(form()).getByRole('textbox', { name: /Describe/ }), 'Essay help');
      await user.click(within(form()).getByRole('button', { name: 'Send' }));
      expect(within(form()).getByRole('status')).toHaveTextContent('Sending your request...');
      expect(form()).toHaveAttribute('aria-busy', 'true');
      await act(async () => answered());
      expect(await within(form()).findByText(/your request has been sent/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5000));
      expect(within(form()).queryByText(/your request has been sent/)).not.toBeInTheDocument();
      expect(within(form()).getByRole('textbox', { name: /Describe/ })).toHaveValue('');
      expect(within(form()).getByRole('combobox', { name: /Course/ })).toHaveValue('ENR-1');
    } finally {
      jest.useRealTimers();
    }
  });

  describe('what the student typed, kept on the device until it is sent', () => {
    const kept = () => localStorage.getItem('portal.device.supportCase.S1');
    const note = 'We kept what you had typed. It has not been sent yet.';
    /** A half-written request, then the page goes (a sign-in round trip after a renewal that failed). */
    async function halfWritten(provider: ProviderSlug = 'ichm') {
      const first = open(provider, { [ENROLMENTS]: enrolments('Diploma in Business', 'Diploma in IT') });
      await userEvent.selectOptions(
        within(form()).getByRole('combobox', { name: /What do you need help with/ }),
        'Online learning and IT',
      );
      await userEvent.type(within(form()).getByRole('textbox', { name: /Describe/ }), 'My video stops after');
      first.unmount();
    }

    it('comes back on the next page of the form, with a note, until Reset', async () => {
      await halfWritten();
      expect(JSON.parse(kept()!).values).toEqual({
        subType: 'Online learning and IT',
        description: 'My video stops after',
      });
      open('ichm', { [ENROLMENTS]: enrolments('Diploma in Business', 'Diploma in IT') });
      expect(within(form()).getByRole('status')).toHaveTextContent(note);
      expect(within(form()).getByRole('textbox', { name: /Describe/ })).toHaveValue('My video stops after');
      expect(within(form()).getByRole('combobox', { name: /What do you need help with/ })).toHaveValue(
        'Online learning and IT',
      );
      await userEvent.click(within(form()).getByRole('button', { name: 'Reset' }));
      expect(within(form()).getByRole('textbox', { name: /Describe/ })).toHaveValue('');
      expect(within(form()).queryByText(note)).not.toBeInTheDocument();
      expect(kept()).toBeNull();
    });

    it('stays when the send fails, and goes once it is sent', async () => {
      await halfWritten();
      let fail = true;
      open('ichm', {
        [ENROLMENTS]: enrolments('Diploma in Business', 'Diploma in IT'),
        'POST v1/secure/case': () =>
          fail ? { status: 503, body: { message: 'Case service unavailable' } } : { status: 201, body: {} },
      });
      const description = within(form()).getByRole('textbox', { name: /Describe/ });
      await userEvent.type(description, ' two minutes.');
      await userEvent.selectOptions(
        within(form()).getByRole('combobox', { name: /Course/ }),
        'Diploma in IT',
      );
      await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent('Sorry, your request was not sent.');
      expect(JSON.parse(kept()!).values).toEqual({
        subType: 'Online learning and IT',
        course: 'ENR-2',
        description: 'My video stops after two minutes.',
      });
      fail = false;
      await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
      expect(await within(form()).findByText(/your request has been sent/)).toBeInTheDocument();
      expect(kept()).toBeNull();
      expect(within(form()).queryByText(note)).not.toBeInTheDocument();
    });
  });

  it('an anonymous visitor sees the page and a sign-in prompt in place of the form', () => {
    open('nzma', {}, null);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/?returnTo=%2F');
  });
});

it('declares the routes and menu entries the deployment reserves for support', () => {
  expect(contract.routes.map((r) => [r.role, r.path, r.access])).toEqual([
    ['support', '/case/support/general', 'all'],
    ['withdraw', '/case/support/withdraw', 'signedIn'],
    ['library', '/library', 'signedIn'],
    ['policiesAndProcedures', '/policies', 'signedIn'],
  ]);
  expect(contract.menu?.map((m) => [m.role, m.in])).toEqual([
    ['support', ['user', 'burger']],
    ['library', ['user']],
    ['policiesAndProcedures', ['user']],
    ['withdraw', ['burger']],
  ]);
});

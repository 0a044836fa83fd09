// The profile page as a student sees it, rendered as the shell would (renderPage), with a fake API at the network
// boundary and the shell's sign-in (state, sign-in, password change) given as the test says.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderSlug } from '@portal/config';
import {
  declaredReads,
  pageReadsMade,
  renderPage,
  type FakeResponses,
  type RenderPageOptions,
} from '@portal/testing';
import contract from './contract';
import ProfilePage from './ProfilePage';
import { ENROLMENTS, METADATA, sessionOf } from './testData';

jest.setTimeout(30000);

const IMAGE = 'GET v1/secure/student/image?studentupid=S1';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const ENROL = 'GET v1/secure/enrolment?studentupid=S1';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
// What a form kept on the device (its unsent text) is not the next test's.
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const support = {
  id: 'support',
  title: { id: 'support', message: 'Support' },
  routes: [{ role: 'support', path: '/case/support/general', access: 'all' as const, page: 'SupportPage' }],
};

function open(provider: ProviderSlug, api: FakeResponses = {}, options: RenderPageOptions = {}) {
  return renderPage(<ProfilePage />, {
    provider,
    session: sessionOf(),
    path: '/profile',
    remotes: [contract, support],
    api: {
      'GET v1/metadata': { body: METADATA },
      [ENROL]: { body: ENROLMENTS },
      ...(api as Record<string, never>),
    },
    ...options,
  });
}

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const form = async () => screen.findByRole('form', { name: 'Personal details' });

describe('who sees what', () => {
  it('asks an anonymous visitor to sign in, and comes back to /profile', async () => {
    const signIn = jest.fn(async () => undefined);
    open('up-online', {}, { session: null, signIn: { signIn } });
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('/profile');
  });

  it('says it is signing in while the sign-in is under way, and nothing while the shell shows its error', () => {
    const { unmount } = open('up-online', {}, { session: null, signIn: { status: 'pending' } });
    expect(screen.getByRole('status')).toHaveTextContent('Signing In...');
    unmount();
    const { container } = open('up-online', {}, { session: null, signIn: { status: 'error' } });
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the student's name, id and initials (no image), courses first where the provider says so", async () => {
    const { api } = open('up-online');
    expect(screen.getByRole('heading', { level: 1, name: 'Annie Lee' })).toBeInTheDocument();
    expect(screen.getByText('Student ID 1001')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Your initials (no photo yet)' })).toHaveAttribute(
      'data-initials',
      'AL',
    );
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
    await form();
    expect(sectionTitles()).toEqual(['Your courses', 'General', 'Security']);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([IMAGE, ENROL, 'GET v1/metadata']),
    );
    expect(api.requests.map((r) => r.path)).not.toContain('v1/secure/student');
  });

  it('shows the student image when there is one', async () => {
    open('up-online', { [IMAGE]: { body: JPEG, headers: { 'Content-Type': 'image/jpeg' } } });
    const photo = await screen.findByRole('img', { name: 'Your photo' });
    expect(photo.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('never shows courses for soe', async () => {
    const { api } = open('soe');
    await form();
    expect(sectionTitles()).toEqual(['General', 'Security']);
    expect(api.requests.map((r) => r.path)).not.toContain(ENROL.slice(4));
  });

  it('the directory sign-in (aad): its security section links to where the password is changed; courses follow the details', async () => {
    open('yoobee');
    await form();
    expect(sectionTitles()).toEqual(['General', 'Your courses', 'Security']);
    const security = screen.getByRole('region', { name: 'Security' });
    const link = within(security).getByRole('link', { name: 'Change your password (opens in a new tab)' });
    // No pwd_url claim, no address of the provider's own: Microsoft's account page.
    expect(link).toHaveAttribute('href', 'https://mysignins.microsoft.com/security-info');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(security).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("the directory's link: the pwd_url claim, else the provider's own page from its sign-in settings", async () => {
    const { unmount } = open(
      'nzma',
      {},
      {
        session: {
          ...sessionOf(),
          claims: { sub: 'x', pwd_url: 'https://portal.microsoftonline.com/ChangePassword.aspx' },
        },
        config: { providerAuth: { nzma: { passwordChangeUrl: 'https://passwords.nzma.example/change' } } },
      },
    );
    await form();
    expect(screen.getByRole('link', { name: /Change your password/ })).toHaveAttribute(
      'href',
      'https://portal.microsoftonline.com/ChangePassword.aspx',
    );
    unmount();
    open(
      'nzma',
      {},
      { config: { providerAuth: { nzma: { passwordChangeUrl: 'https://passwords.nzma.example/change' } } } },
    );
    await form();
    expect(screen.getByRole('link', { name: /Change your password/ })).toHaveAttribute(
      'href',
      'https://passwords.nzma.example/change',
    );
  });
});

describe('photo', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
  const NOT_A_PHOTO =
    'This file is not a JPEG, PNG, GIF or WebP image. Choose an image of one of those types.';
  let made: Blob[];
  beforeEach(() => {
    made = [];
    const create = URL.createObjectURL;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return create(blob);
    });
  });
  const openEditor = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Add a photo|Change photo/ }));
    const editor = within(await screen.findByRole('region', { name: 'Your photo' }));
    await editor.findByRole('button', { name: 'Choose an image' }); // its controls, with their chunk
    return editor;
  };

  it('shows a stored photo only when its bytes are an image it takes: an SVG is the initials, no blob address', async () => {
    const { unmount } = open('up-online', {
      [IMAGE]: { body: SVG, headers: { 'Content-Type': 'image/svg+xml' } },
    });
    expect(await screen.findByRole('img', { name: 'Your initials (no photo yet)' })).toBeInTheDocument();
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByRole('img', { name: 'Your initials (no photo yet)' })).toBeInTheDocument();
    expect(made).toEqual([]);
    unmount();

    // The same bytes served as a JPEG: still no photo. A PNG served as octet-stream: shown, as a PNG.
    const second = open('up-online', { [IMAGE]: { body: SVG, headers: { 'Content-Type': 'image/jpeg' } } });
    await waitFor(() => expect(second.api.requests.map((r) => r.path)).toContain(IMAGE.slice(4)));
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByRole('img', { name: 'Your initials (no photo yet)' })).toBeInTheDocument();
    second.unmount();
    open('up-online', { [IMAGE]: { body: PNG, headers: { 'Content-Type': 'application/octet-stream' } } });
    await screen.findByRole('img', { name: 'Your photo' });
    expect(made.map((blob) => blob.type)).toEqual(['image/png']);
  });

  it('opens only a JPEG, PNG, GIF or WebP image, known by its bytes, chosen or dropped', async () => {
    open('up-online');
    const editor = await openEditor();
    // An SVG with a script, named and typed as a PNG: refused before anything is made of it.
    await userEvent.upload(
      editor.getByLabelText('Image file'),
      new File([SVG], 'face.png', { type: 'image/png' }),
    );
    expect(await editor.findByRole('alert')).toHaveTextContent(NOT_A_PHOTO);
    expect(editor.queryByRole('group', { name: /^Crop area/ })).not.toBeInTheDocument();
    expect(editor.getByRole('button', { name: 'Save photo' })).toBeDisabled();
    // Dropped as the SVG it is (a drop has no accept list): refused the same way.
    fireEvent.drop(screen.getByTestId('avatar-drop-zone'), {
      dataTransfer: { files: [new File([SVG], 'face.svg', { type: 'image/svg+xml' })] },
    });
    await waitFor(() => expect(editor.getByRole('alert')).toHaveTextContent(NOT_A_PHOTO));
    expect(made).toEqual([]);

    // A PNG whose name and type say JPEG opens, as the PNG its bytes are.
    await userEvent.upload(
      editor.getByLabelText('Image file'),
      new File([PNG], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await editor.findByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
    expect(editor.queryByRole('alert')).not.toBeInTheDocument();
    expect(made.map((blob) => blob.type)).toEqual(['image/png']);
  });
});

describe('courses', () => {
  it('lists each course with its code, a labelled progress bar and dates in the provider timezone', async () => {
    open('up-online'); // Australia/Melbourne
    const list = within(await screen.findByRole('region', { name: 'Your courses' }));
    const nursing = (await list.findByRole('heading', { level: 3, name: 'Diploma of Nursing' })).closest(
      'li',
    )!;
    const course = within(nursing as HTMLElement);
    expect(course.getByText('Course code HLT54121')).toBeInTheDocument();
    const bar = course.getByRole('progressbar', { name: 'Progress in Diploma of Nursing' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42% complete');
    expect(course.getByText('Starts').nextElementSibling).toHaveTextContent('March 1, 2026');
    expect(course.getByText('Ends').nextElementSibling).toHaveTextContent('June 30, 2027');
    expect(list.getByRole('progressbar', { name: /Ageing Support/ })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows a titled error when they cannot be loaded, and a text when there are none', async () => {
    const { unmount } = open('up-online', { [ENROL]: { status: 500, body: {} } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your courses could not be loaded');
    expect(alert).toHaveTextContent('Internal Server Error: Up API GET v1/secure/enrolment?studentupid=S1');
    unmount();
    open('up-online', { [ENROL]: { body: [] } });
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeInTheDocument();
  });
});

it('names in its contract the reads it makes as it opens, so the shell can start them early', async () => {
  const { api } = open('up-online');
  await screen.findByRole('region', { name: 'Your courses' });
  await form();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'ProfilePage'));
});

describe('general', () => {
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

  it('shows the fields the provider keeps read-only, with a way to ask support', async () => {
    open('ichm'); // name, email, address
    await form();
    for (const name of ['First name', 'Last name', 'Email', 'Street address', 'City', 'Country'])
      expect(field(name)).toHaveAttribute('readonly');
    expect(field('City')).toHaveValue('Auckland');
    expect(field('Preferred name')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /Search/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for support' })).toHaveAttribute(
      'href',
      '/case/support/general',
    );
  });

  it('differs per provider: nzma keeps the preferred name, colab only the email', async () => {
    const { unmount } = open('nzma');
    await form();
    expect(field('Preferred name')).toHaveAttribute('readonly');
    expect(field(/Street address/)).not.toHaveAttribute('readonly');
    unmount();
    open('colab');
    await form();
    expect(field(/First name/)).not.toHaveAttribute('readonly');
    expect(field('Email')).toHaveAttribute('readonly');
  });

  it('shows social links without their host prefix', async () => {
    open('colab');
    await form();
    expect(field(/Facebook/)).toHaveValue('ana.lee');
    expect(field(/LinkedIn/)).toHaveValue('ana-lee');
    expect(field(/Twitter/)).toHaveValue('');
  });

  it('needs first and last name and at least one phone, and saves only a changed, valid form', async () => {
    open('colab');
    await form();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled(); // unchanged
    await userEvent.clear(field(/First name/));
    await userEvent.tab();
    expect(field(/First name/)).toHaveAccessibleDescription('Required');
    expect(save).toBeDisabled();
    await userEvent.type(field(/First name/), 'Aroha');
    expect(save).toBeEnabled();
    await userEvent.clear(field(/Mobile phone/));
    await userEvent.tab();
    expect(field(/Mobile phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a mobile or home phone number.'),
    );
    expect(save).toBeDisabled();
  });

  it('refuses a link that is not http(s)', async () => {
    open('colab');
    await form();
    await userEvent.clear(field(/Twitter/));
    await userEvent.type(field(/Twitter/), 'javascript:alert(1)');
    await userEvent.tab();
    expect(field(/Twitter/)).toHaveAccessibleDescription(
      expect.stringContaining('Links must start with http:// or https://'),
    );
  });

  it('sends the changes (PATCH), busy meanwhile and once only, then a toast for 6 seconds', async () => {
    let release: () => void = () => undefined;
    const patches: unknown[] = [];
    open('colab', {
      'PATCH v1/secure/student': async (request) => {
        patches.push(request.body);
        await new Promise<void>((resolve) => (release = resolve));
        return { body: {} };
      },
    });
    await form();
    await userEvent.clear(field(/Preferred name/));
    await userEvent.type(field(/Preferred name/), 'Aroha');
    await userEvent.type(field(/Twitter/), 'aroha_l');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sav/ })).toHaveAttribute('data-loading'));
    await userEvent.click(screen.getByRole('button', { name: /Sav/ }));
    act(() => release());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toEqual({
      studentUPId: 'S1',
      firstName: 'Ana',
      lastName: 'Lee',
      preferredName: 'Aroha',
      mobilePhone: '+64 21 555 0101',
      homePhone: null,
      personalSummary: 'Learning to teach.',
      buildingPropertyName: null,
      flatUnitDetails: null,
      streetOrLotNumber: '12',
      streetNumberAndName: '12 Queen Street',
      suburb: 'Central',
      city: 'Auckland',
      postcode: '1010',
      countryId: 554,
      country: 'New Zealand',
      state: 'Auckland',
      stateId: 1,
      facebookURL: 'https://www.facebook.com/ana.lee',
      linkedinURL: 'https://www.linkedin.com/in/ana-lee',
      twitterURL: 'https://twitter.com/aroha_l',
    });
    // Saved: the header shows the new name, and the form is unchanged again.
    expect(screen.getByRole('heading', { level: 1, name: 'Aroha Lee' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('keeps every typed value after a failed save, with the failure toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open('colab', { 'PATCH v1/secure/student': { status: 503, body: { message: 'down' } } });
    await form();
    await userEvent.clear(field(/Last name/));
    await userEvent.type(field(/Last name/), 'Leeson');
    await userEvent.type(field(/Personal summary/), ' And cooking.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be saved. Please try again.',
    );
    expect(field(/Last name/)).toHaveValue('Leeson');
    expect(field(/Personal summary/)).toHaveValue('Learning to teach. And cooking.');
    expect(screen.getByRole('heading', { level: 1, name: 'Annie Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('what the student changed, kept on the device until it is saved', () => {
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
  const kept = () => localStorage.getItem('portal.device.profile.S1');
  const note = 'We kept what you had typed. It has not been saved yet.';

  it('comes back on the next page with a note (after signing in again), and goes once saved', async () => {
    const first = open('colab');
    await form();
    await userEvent.clear(field(/Preferred name/));
    await userEvent.type(field(/Preferred name/), 'Aroha');
    await userEvent.type(field(/Personal summary/), ' And cooking.');
    await userEvent.clear(field(/Home phone/));
    // Only what differs from the student's record is kept.
    expect(JSON.parse(kept()!).values).toEqual({
      preferredName: 'Aroha',
      personalSummary: 'Learning to teach. And cooking.',
    });
    first.unmount();

    const patches: unknown[] = [];
    open('colab', {
      'PATCH v1/secure/student': (request) => {
        patches.push(request.body);
        return { body: {} };
      },
    });
    await form();
    expect(screen.getByText(note).closest('[role="status"]')).toBeInTheDocument();
    expect(field(/Preferred name/)).toHaveValue('Aroha');
    expect(field(/Personal summary/)).toHaveValue('Learning to teach. And cooking.');
    expect(field(/First name/)).toHaveValue('Ana');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled(); // not saved yet: a change to save
    await userEvent.click(save);
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(patches[0]).toMatchObject({
      preferredName: 'Aroha',
      personalSummary: 'Learning to teach. And cooking.',
    });
    expect(kept()).toBeNull();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('stays after a failed save; a field emptied stays empty', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = open('colab', { 'PATCH v1/secure/student': { status: 503, body: { message: 'down' } } });
    await form();
    await userEvent.clear(field(/Personal summary/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be saved.');
    expect(JSON.parse(kept()!)).toMatchObject({ values: {}, cleared: ['personalSummary'] });
    first.unmount();

    open('colab');
    await form();
    expect(field(/Personal summary/)).toHaveValue('');
    expect(screen.getByText(note).closest('[role="status"]')).toBeInTheDocument();
  });

  it('never keeps a password', async () => {
    open('soe');
    await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Portal-demo-2026');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Brand-new-2026');
    expect(JSON.stringify(localStorage)).not.toMatch(/Portal-demo-2026|Brand-new-2026/);
  });
});

describe('security', () => {
  const password = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

  it("checks each password's length and that the confirmation matches", async () => {
    open('soe');
    await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(password('New password'), 'short');
    await userEvent.tab();
    expect(password('New password')).toHaveAccessibleDescription('Must be at least 8 characters');
    await userEvent.type(password('New password'), '-and-long');
    await userEvent.type(password('Confirm new password'), 'something-else');
    await userEvent.tab();
    expect(password('Confirm new password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it("changes the password with the sign-in provider's operation; a refusal shows its message on the form", async () => {
    const changePassword = jest
      .fn()
      .mockRejectedValueOnce(new Error('Incorrect username or password.'))
      .mockResolvedValueOnce(undefined);
    open('soe', {}, { signIn: { changePassword } });
    await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(password('Current password'), 'not-my-password');
    await userEvent.type(password('New password'), 'Brand-new-2026');
    await userEvent.type(password('Confirm new password'), 'Brand-new-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const problem = await screen.findByText('Incorrect username or password.');
    expect(problem.closest('[role="alert"]')).toHaveTextContent('The password was not changed');
    // Under the button it answers: the button stays where the student pressed it.
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button.compareDocumentPosition(problem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Your password could not be changed.')).toBeInTheDocument();
    expect(password('New password')).toHaveValue('Brand-new-2026');

    await userEvent.clear(password('Current password'));
    await userEvent.type(password('Current password'), 'Portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenLastCalledWith('Portal-demo-2026', 'Brand-new-2026');
    await waitFor(() => expect(password('Current password')).toHaveValue(''));
  });
});

// The profile page as a student sees it, rendered as the shell would (renderPage), with a fake API at the network
// boundary and the shell's sign-in (state, sign-in, password change) given as the test says: who sees what, and the
// reads it names in its contract. Its sections: the ProfilePage.general, .kept, .security, .courses, .photo and
// .photoFiles tests; how it loads: .shifts and .renders.
import { screen, waitFor, within } from '@testing-library/react';
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
import { ENROL, IMAGE, profilePageOptions, sessionOf } from './testData';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

jest.setTimeout(30000);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
// What a form kept on the device (its unsent text) is not the next test's.
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const open = (provider: ProviderSlug, api: FakeResponses = {}, options: RenderPageOptions = {}) =>
  renderPage(<ProfilePage />, { ...profilePageOptions(provider, api), ...options });

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
    // The picture's address is made once the image is shown (an effect): a commit after its label.
    await waitFor(() =>
      expect(photo.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
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

it('names in its contract the reads it makes as it opens, so the shell can start them early', async () => {
  const { api } = open('up-online');
  await screen.findByRole('region', { name: 'Your courses' });
  await form();
  expect(pageReadsMade(api)).toEqual(declaredReads(contract, 'ProfilePage'));
});

// The profile's general section: the fields each provider keeps read-only, the links, the checks, and the save.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderSlug } from '@portal/config';
import { renderPage, type FakeResponses, type RenderPageOptions } from '@portal/testing';
import ProfilePage from './ProfilePage';
import { profilePageOptions } from './testData';

jest.setTimeout(30000);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
// What a form kept on the device (its unsent text) is not the next test's.
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const open = (provider: ProviderSlug, api: FakeResponses = {}, options: RenderPageOptions = {}) =>
  renderPage(<ProfilePage />, { ...profilePageOptions(provider, api), ...options });

const form = async () => screen.findByRole('form', { name: 'Personal details' });

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

// What the student typed in the general section and has not saved is kept on the device (never a password).
import { screen } from '@testing-library/react';
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

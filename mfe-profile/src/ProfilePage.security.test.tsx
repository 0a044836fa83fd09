// The profile's security section: the password change, its checks and the sign-in provider's answer.
import { screen, waitFor } from '@testing-library/react';
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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('is a masked input, labelled, that stores what is typed', async () => {
    const { values } = renderInForm(
      <PasswordField name="password" label="Password" autoComplete="current-password" required />,
    );
    const input = screen.getByLabelText(/Password/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Portal-demo-2026');
    expect(values()).toEqual({ password: 'Portal-demo-2026' });
  });

  it('is required, then at least 8 characters', async () => {
    renderInForm(<PasswordField name="password" label="New password" autoComplete="new-password" required />);
    const input = screen.getByLabelText(/New password/);
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Required');
    await userEvent.type(input, 'short');
    expect(input).toHaveAccessibleDescription('Must be at least 8 characters');
    await userEvent.type(input, '-enough');
    expect(input).not.toHaveAccessibleDescription();
  });
});

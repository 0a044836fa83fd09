import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, says Optional when not required, and stores what is typed', async () => {
    const { values } = renderInForm(<TextField name="nickname" label="Nickname" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAccessibleDescription('Optional');
    await userEvent.type(input, 'Kiri');
    expect(values()).toEqual({ nickname: 'Kiri' });
  });

  it('shows the required message once touched, linked to the input', async () => {
    renderInForm(<TextField name="first" label="First name" required />);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input).not.toHaveAccessibleDescription();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
  });

  it('takes a message of its own for required', async () => {
    renderInForm(<TextField name="first" label="First name" required="Tell us your first name" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Tell us your first name',
    );
  });

  it('checks an email address', async () => {
    renderInForm(<TextField name="email" label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'kiri@example.co.nz');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('bounds a whole number (range) by min and max', async () => {
    renderInForm(<TextField name="hours" label="Hours" type="range" min={1} max={40} />);
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    await userEvent.type(input, '41');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is disabled without the Optional helper', () => {
    renderInForm(<TextField name="code" label="Code" disabled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toBeDisabled();
    expect(screen.queryByText('Optional')).not.toBeInTheDocument();
  });
});

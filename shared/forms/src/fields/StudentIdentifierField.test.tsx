import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { StudentIdentifierField } from './StudentIdentifierField';

async function typeAndLeave(text: string) {
  const input = screen.getByRole('textbox', { name: 'Student number' });
  await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

describe('StudentIdentifierField', () => {
  it('NSI: up to 10 digits', async () => {
    renderInForm(<StudentIdentifierField name="nsi" label="Student number" kind="nsi" />);
    expect(await typeAndLeave('12345A')).toHaveAccessibleDescription('Up to 10 digits');
  });

  it('USI: up to 10 letters or digits', async () => {
    renderInForm(<StudentIdentifierField name="usi" label="Student number" kind="usi" />);
    expect(await typeAndLeave('ABC123DEF4')).not.toHaveAttribute('aria-invalid');
  });

  it('both: more than 10 characters is wrong', async () => {
    renderInForm(<StudentIdentifierField name="id" label="Student number" />);
    expect(await typeAndLeave('ABC123DEF45')).toHaveAccessibleDescription('Up to 10 letters or digits');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { IrdField } from './IrdField';

describe('IrdField', () => {
  it('dashes the digits as you type (3-3-3) and ignores other characters', async () => {
    const { values } = renderInForm(<IrdField name="ird" label="IRD number" />);
    const input = screen.getByRole('textbox', { name: 'IRD number' });
    await userEvent.type(input, '123a456 789');
    expect(input).toHaveValue('123-456-789');
    expect(values()).toEqual({ ird: '123-456-789' });
  });

  it('groups 8 digits 2-3-3 and accepts a number within the bounds', async () => {
    renderInForm(<IrdField name="ird" label="IRD number" />);
    const input = screen.getByRole('textbox', { name: 'IRD number' });
    await userEvent.type(input, '49091850');
    await userEvent.tab();
    expect(input).toHaveValue('49-091-850');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a number above 150,000,000', async () => {
    renderInForm(<IrdField name="ird" label="IRD number" />);
    const input = screen.getByRole('textbox', { name: 'IRD number' });
    await userEvent.type(input, '150000001');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Invalid IRD number');
  });

  it('is required when asked', async () => {
    renderInForm(<IrdField name="ird" label="IRD number" required />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: /IRD number/ })).toHaveAccessibleDescription('Required');
  });
});

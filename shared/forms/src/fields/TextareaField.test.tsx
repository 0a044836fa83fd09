import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { TextareaField } from './TextareaField';

describe('TextareaField', () => {
  it('counts down from the maximum as the student types', async () => {
    const { values } = renderInForm(
      <TextareaField name="description" label="Description" required maxLength={20} />,
    );
    const box = screen.getByRole('textbox', { name: /Description/ });
    expect(box).toHaveAccessibleDescription('Maximum 20 characters');
    await userEvent.type(box, 'Printer jam');
    expect(box).toHaveAccessibleDescription('Remaining characters 9');
    expect(values()).toEqual({ description: 'Printer jam' });
    await userEvent.clear(box);
    expect(box).toHaveAccessibleDescription('Maximum 20 characters');
  });

  it('requires a text and refuses one over the limit, with the message tied to the box', async () => {
    renderInForm(<TextareaField name="description" label="Description" required maxLength={5} />);
    const box = screen.getByRole('textbox', { name: /Description/ });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Maximum 5 characters Required');
    await userEvent.type(box, 'abcdefg');
    expect(box).toHaveAccessibleDescription('Remaining characters 0 Use at most 5 characters');
  });

  it('says Optional without a limit when not required, and nothing when required', () => {
    renderInForm(
      <>
        <TextareaField name="note" label="Note" />
        <TextareaField name="why" label="Why" required />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Optional');
    expect(screen.getByRole('textbox', { name: /Why/ })).not.toHaveAccessibleDescription();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { RadioGroupField } from './RadioGroupField';

const options = [
  { value: 'full', label: 'Full time' },
  { value: 'part', label: 'Part time' },
];

describe('RadioGroupField', () => {
  it('is a labelled radio group; click and arrow keys choose', async () => {
    const { values } = renderInForm(<RadioGroupField name="load" label="Study load" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Study load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Full time' }));
    expect(values()).toEqual({ load: 'full' });
    await userEvent.keyboard('{ArrowDown}');
    expect(values()).toEqual({ load: 'part' });
    expect(screen.getByRole('radio', { name: 'Part time' })).toBeChecked();
  });

  it('required: a string is the message, linked to the group', async () => {
    renderInForm(
      <RadioGroupField name="load" label="Study load" options={options} required="Choose a study load" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('radiogroup', { name: /Study load/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a study load');
  });
});

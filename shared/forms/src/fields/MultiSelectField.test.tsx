import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { MultiSelectField } from './MultiSelectField';

const options = ['Samoan', 'Tongan', 'Fijian'].map((label) => ({ value: label, label }));

describe('MultiSelectField', () => {
  it('ticks several options by keyboard; none left stores nothing', async () => {
    const { values } = renderInForm(
      <MultiSelectField name="ethnicity" label="Ethnicity" options={options} />,
    );
    expect(screen.getByRole('group', { name: 'Ethnicity' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(values()).toEqual({ ethnicity: ['Samoan', 'Tongan'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samoan' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tongan' }));
    expect(values()).toEqual({});
  });

  it('required: at least one', async () => {
    renderInForm(<MultiSelectField name="ethnicity" label="Ethnicity" options={options} required />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('group', { name: /Ethnicity/ })).toHaveAccessibleDescription('Required');
  });

  it('applies a rule to each change', async () => {
    const onlyOne = (_previous: string[], next: string[]) => next.slice(-1);
    const { values } = renderInForm(
      <MultiSelectField name="ethnicity" label="Ethnicity" options={options} applyRule={onlyOne} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samoan' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fijian' }));
    expect(values()).toEqual({ ethnicity: ['Fijian'] });
  });
});

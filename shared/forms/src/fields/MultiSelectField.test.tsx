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

describe('MultiSelectField max', () => {
  const four = [...options, { value: 'Tokelauan', label: 'Tokelauan' }];

  it('says so as soon as one too many is ticked, and is fine again with one less', async () => {
    const { values } = renderInForm(
      <MultiSelectField name="ethnicity" label="Ethnicity" options={four} max={3} />,
    );
    const group = screen.getByRole('group', { name: 'Ethnicity' });
    for (const name of ['Samoan', 'Tongan', 'Fijian'])
      await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tokelauan' }));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose at most 3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samoan' }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(values()).toEqual({ ethnicity: ['Tongan', 'Fijian', 'Tokelauan'] });
  });

  it("uses the caller's message, and blocks the submit while too many are ticked", async () => {
    const onSubmit = jest.fn();
    renderInForm(
      <MultiSelectField
        name="ethnicity"
        label="Ethnicity"
        options={four}
        max={1}
        maxMessage="Choose one ethnicity"
      />,
      { onSubmit },
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samoan' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tongan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('group', { name: 'Ethnicity' })).toHaveAccessibleDescription(
      'Choose one ethnicity',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { SelectField } from './SelectField';
import { YearPickerField } from './YearPickerField';

const options = [
  { value: 'nz', label: 'New Zealand' },
  { value: 'au', label: 'Australia' },
];

describe('SelectField', () => {
  it('chooses by keyboard and clears with the clear button', async () => {
    const { values } = renderInForm(<SelectField name="country" label="Country" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Australia');
    expect(values()).toEqual({ country: 'au' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Country' }));
    expect(values()).toEqual({});
    expect(select).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();
  });

  it('shows a single disabled "Loading..." item while loading', () => {
    renderInForm(<SelectField name="country" label="Country" options={options} loading />);
    const items = screen.getAllByRole('option');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Loading...');
    expect(items[0]).toBeDisabled();
  });

  it('required message once touched', async () => {
    renderInForm(<SelectField name="country" label="Country" options={options} required />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAccessibleDescription('Required');
  });
});

describe('YearPickerField', () => {
  it('offers the last 100 years, newest first', () => {
    renderInForm(<YearPickerField name="year" label="Year" />);
    const years = screen.getAllByRole('option').slice(1);
    const now = new Date().getFullYear();
    expect(years).toHaveLength(100);
    expect(years[0]).toHaveTextContent(String(now));
    expect(years[99]).toHaveTextContent(String(now - 99));
  });
});

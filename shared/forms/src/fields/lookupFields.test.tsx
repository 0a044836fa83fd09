import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeKeyByKey } from '@portal/testing';
import './testing/setup';
import { renderInForm } from './testing/renderInForm';
import { configureFakeApi, type ConfiguredFakeApi, type FakeResponse } from '@portal/testing/fakeApi';
import { CountryField, EthnicityField, GenderField, SupportNeedsField } from './lookupFieldTable';
import { StateField } from './StateField';
import { IndustryFields } from './IndustryFields';
import { DisabilityFields } from './DisabilityFields';

// The pickers read v1/metadata from the fake API; each test decides how it responds.
const metadata = {
  countries: [
    { id: 1, label: 'New Zealand', isoCode: 'NZL' },
    { id: 2, label: 'Australia', isoCode: 'AUS' },
    { id: 3, label: 'Fiji', isoCode: 'FJI' },
  ],
  states: [
    { id: 11, label: 'Canterbury', abbreviation: 'CAN', countryId: 1 },
    { id: 12, label: 'Otago', abbreviation: 'OTA', countryId: 1 },
    { id: 21, label: 'New South Wales', abbreviation: 'NSW', countryId: 2 },
    { id: 22, label: 'Victoria', abbreviation: 'VIC', countryId: 2 },
  ],
  genders: [
    { id: 1, label: 'Female' },
    { id: 2, label: 'Male' },
    { id: 3, label: 'Another gender' },
  ],
  ethnicities: [
    { id: 1, label: 'New Zealand Maori' },
    { id: 2, label: 'Samoan' },
  ],
  industryDivisions: [
    { id: 1, label: 'Construction' },
    { id: 2, label: 'Education and Training' },
  ],
  industrySubdivisions: [
    { id: 10, label: 'Building Construction', parentId: 1 },
    { id: 20, label: 'Tertiary Education', parentId: 2 },
  ],
  disabilityStatusSDRId: [
    { id: 1, label: 'Yes' },
    { id: 2, label: 'No' },
  ],
  disabilityTypes: [
    { id: 1, label: 'Hearing' },
    { id: 2, label: 'Vision' },
  ],
  disabilitySupportNeeds: [
    { id: 1, label: 'Note taker' },
    { id: 2, label: 'Extra time in assessments' },
    { id: 3, label: 'No, I do not need support at this time.' },
  ],
};

let api: ConfiguredFakeApi;
let answer: () => FakeResponse | Promise<FakeResponse>;
beforeAll(() => {
  api = configureFakeApi((path) => (path === 'v1/metadata' ? answer() : undefined));
});
beforeEach(() => {
  answer = () => ({ body: metadata });
});

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('lookup pickers', () => {
  it('show a single disabled "Loading..." item until the list arrives, then its labels', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise((resolve) => (release = () => resolve({ body: metadata })));
    const { values } = renderInForm(<GenderField name="gender" label="Gender" />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    await waitFor(() => expect(api.seen).toContain('v1/metadata'));
    expect(optionTexts(select)).toEqual(['Loading...']);
    expect(within(select).getByRole('option')).toBeDisabled();
    release();
    await waitFor(() => expect(optionTexts(select)).toEqual(['', 'Female', 'Male', 'Another gender']));
    await userEvent.selectOptions(select, 'Male');
    expect(values()).toEqual({ gender: 'Male' });
  });

  it('say so when the metadata cannot be loaded', async () => {
    answer = () => ({ status: 500, body: { message: 'down' } });
    renderInForm(<GenderField name="gender" label="Gender" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This list could not be loaded. Please try again later.',
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription(
      'This list could not be loaded. Please try again later.',
    );
  });

  it('CountryField filters the countries as you type', async () => {
    const { values } = renderInForm(<CountryField name="country" label="Country" />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(api.seen).toContain('v1/metadata'));
    await typeKeyByKey(input, 'aus');
    const shown = await screen.findAllByRole('option');
    expect(shown.map((option) => option.textContent)).toEqual(['Australia']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(values()).toEqual({ country: 'Australia' });
  });

  it('EthnicityField takes several', async () => {
    const { values } = renderInForm(<EthnicityField name="ethnicity" label="Ethnicity" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Samoan' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'New Zealand Maori' }));
    expect(values()).toEqual({ ethnicity: ['Samoan', 'New Zealand Maori'] });
  });

  it("StateField offers the chosen country's states and clears a state of another country", async () => {
    const { values, form } = renderInForm(<StateField name="state" label="State" />, {
      initialValues: { country: 'Australia' },
    });
    const select = screen.getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(optionTexts(select)).toEqual(['', 'New South Wales', 'Victoria']));
    await userEvent.selectOptions(select, 'Victoria');
    act(() => form.change('country', 'New Zealand'));
    await waitFor(() => expect(optionTexts(select)).toEqual(['', 'Canterbury', 'Otago']));
    expect(values()).toEqual({ country: 'New Zealand' });
  });

  it('IndustryFields offer the subdivisions of the chosen division', async () => {
    const { values } = renderInForm(<IndustryFields />);
    const division = screen.getByRole('combobox', { name: 'Industry' });
    const subdivision = screen.getByRole('combobox', { name: 'Industry subdivision' });
    await waitFor(() =>
      expect(optionTexts(division)).toEqual(['', 'Construction', 'Education and Training']),
    );
    await userEvent.selectOptions(division, 'Education and Training');
    expect(optionTexts(subdivision)).toEqual(['', 'Tertiary Education']);
    await userEvent.selectOptions(subdivision, 'Tertiary Education');
    expect(values()).toEqual({
      industryDivision: 'Education and Training',
      industrySubdivision: 'Tertiary Education',
    });
  });

  it("SupportNeedsField: 'No, I do not need support at this time.' excludes the others", async () => {
    const { values } = renderInForm(<SupportNeedsField name="needs" label="Support needs" />);
    const none = await screen.findByRole('checkbox', { name: 'No, I do not need support at this time.' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Note taker' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Extra time in assessments' }));
    await userEvent.click(none);
    expect(values()).toEqual({ needs: ['No, I do not need support at this time.'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Note taker' }));
    expect(values()).toEqual({ needs: ['Note taker'] });
  });

  it('DisabilityFields ask for the status, the types and the support needs', async () => {
    renderInForm(<DisabilityFields />);
    const status = screen.getByRole('combobox', {
      name: 'Do you have a disability, impairment or long-term condition?',
    });
    await waitFor(() => expect(optionTexts(status)).toEqual(['', 'Yes', 'No']));
    expect(screen.getByRole('group', { name: 'Disability types' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Do you need support?' })).toBeInTheDocument();
  });
});

describe('countries and ethnicities, whatever order v1/metadata sends them in', () => {
  const shuffled = {
    ...metadata,
    countries: [
      { id: 3, label: 'Fiji', isoCode: 'FJI' },
      { id: 2, label: 'Australia', isoCode: 'AUS' },
      { id: 4, label: 'Canada', isoCode: 'CAN' },
      { id: 1, label: 'New Zealand', isoCode: 'NZL' },
    ],
    ethnicities: [
      { id: 9, label: 'Chinese' },
      { id: 8, label: 'Australian' },
      { id: 7, label: 'Tongan' },
      { id: 6, label: 'Samoan' },
      { id: 5, label: 'Fijian' },
      { id: 4, label: 'Cook Island Maori' },
      { id: 3, label: 'NZ European/Pakeha' },
      { id: 2, label: 'New Zealand Māori' },
      { id: 1, label: 'New Zealand Maori' },
      { id: 10, label: 'Other Ethnicity' },
    ],
  };
  beforeEach(() => {
    answer = () => ({ body: shuffled });
  });

  it('CountryField lists New Zealand, then Australia, first', async () => {
    renderInForm(<CountryField name="country" label="Country" />);
    await waitFor(() => expect(api.seen).toContain('v1/metadata'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'New Zealand',
        'Australia',
        'Fiji',
        'Canada',
      ]),
    );
  });

  it("EthnicityField lists the spec's first group in its order, then the rest", async () => {
    renderInForm(<EthnicityField name="ethnicity" label="Ethnicity" />);
    const group = screen.getByRole('group', { name: 'Ethnicity' });
    await within(group).findByRole('checkbox', { name: 'Chinese' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual([
      'New Zealand Maori',
      'New Zealand Māori',
      'NZ European/Pakeha',
      'Cook Island Maori',
      'Fijian',
      'Samoan',
      'Tongan',
      'Australian',
      'Chinese',
      'Other Ethnicity',
    ]);
  });
});

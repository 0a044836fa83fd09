import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { checkPayload, type ApplicationPayload } from '@portal/api';
import { activateLocale, i18n } from '@portal/i18n';
import { preloadFormParts } from '@portal/ui';
import { renderPage } from '@portal/testing';
import type { StepContext } from '../form/step';
import type { EnrolValues, PersonalValues } from '../form/values';
import { AU, METADATA, NZ } from '../testing/stepFixtures';
import { personalStep } from './personalStep';

beforeAll(() => preloadFormParts());
beforeEach(() => activateLocale());

const NAMES = { firstName: 'Aroha', lastName: 'Ngata' };

const NZ_VALUES: PersonalValues = {
  ...NAMES,
  middleName: 'Mere',
  preferredName: 'Ro',
  dateOfBirth: '2000-03-01',
  gender: 'Female',
  citizenshipStatus: 'NZ citizen',
  ethnicities: ['New Zealand Maori', 'Samoan'],
  iwis: ['Ngāti Porou', 'Waikato-Tainui'],
  nsi: '123456789',
  irdNumber: '123-456-789',
};

const AU_VALUES: PersonalValues = {
  firstName: 'Jack',
  lastName: 'Walker',
  dateOfBirth: '1998-12-24',
  gender: 'Male',
  citizenshipStatus: 'Australian citizen',
  ethnicities: ['Australian'],
  aboriginalTSIOrigin: 'Yes, Torres Strait Islander',
  usi: 'AB12CD34EF',
};

const toPayload = (personal: PersonalValues, ctx: StepContext) => personalStep.toPayload({ personal }, ctx);
const roundTrip = (personal: PersonalValues, ctx: StepContext) =>
  personalStep.fromPayload(toPayload(personal, ctx) as ApplicationPayload, ctx);

describe('personal step payload', () => {
  it('NZ: saves the names, date, lookups as ids and the NZ questions; the round trip gives the answers back', async () => {
    const payload = toPayload(NZ_VALUES, NZ);
    expect(payload).toEqual({
      personalDetails: {
        firstName: 'Aroha',
        middleName: 'Mere',
        lastName: 'Ngata',
        preferredName: 'Ro',
        dateOfBirth: '2000-03-01',
        genderId: 1,
        citizenshipStatusId: 1,
        ethnicityIds: [111, 311],
        iwiIds: [101, 103],
        nsi: '123456789',
        irdNumber: '123-456-789',
      },
    });
    expect(await checkPayload('application', payload)).toEqual({ valid: true, errors: [] });
    expect(roundTrip(NZ_VALUES, NZ)).toEqual(NZ_VALUES);
  });

  it('AU: the AU questions (origin, USI) instead of the NZ ones; round trip', async () => {
    const payload = toPayload(AU_VALUES, AU);
    expect(payload).toEqual({
      personalDetails: {
        firstName: 'Jack',
        lastName: 'Walker',
        dateOfBirth: '1998-12-24',
        genderId: 2,
        citizenshipStatusId: 2,
        ethnicityIds: [901],
        aboriginalTSIOriginId: 3,
        usi: 'AB12CD34EF',
      },
    });
    expect(await checkPayload('application', payload)).toEqual({ valid: true, errors: [] });
    expect(roundTrip(AU_VALUES, AU)).toEqual(AU_VALUES);
  });

  it("sends only the questions asked for the provider's country", () => {
    const both: PersonalValues = { ...NZ_VALUES, aboriginalTSIOrigin: 'No', usi: 'AB12CD34EF' };
    const nz = toPayload(both, NZ).personalDetails!;
    expect(nz).not.toHaveProperty('usi');
    expect(nz).not.toHaveProperty('aboriginalTSIOriginId');
    const au = toPayload(both, AU).personalDetails!;
    for (const key of ['iwiIds', 'nsi', 'irdNumber']) expect(au).not.toHaveProperty(key);
    expect(au).toMatchObject({ usi: 'AB12CD34EF', aboriginalTSIOriginId: 1 });
  });

  it('leaves out empty answers (no undefined keys, no empty texts or lists); trims names', async () => {
    const payload = toPayload(
      {
        firstName: ' Aroha ',
        lastName: 'Ngata',
        middleName: '  ',
        preferredName: '',
        ethnicities: [],
        iwis: [undefined, 'Ngāi Tahu', undefined],
        nsi: '',
      },
      NZ,
    );
    expect(payload).toEqual({ personalDetails: { firstName: 'Aroha', lastName: 'Ngata', iwiIds: [102] } });
    expect(Object.values(payload.personalDetails!)).not.toContain(undefined);
    expect(await checkPayload('application', payload)).toEqual({ valid: true, errors: [] });
  });

  it('an unknown label is not sent as a wrong id: toPayload throws', () => {
    expect(() => toPayload({ ...NAMES, gender: 'Robot' }, NZ)).toThrow(/Unexpected label value Robot/);
    expect(() => toPayload({ ...NAMES, gender: 'Female' }, { ...NZ, metadata: undefined })).toThrow(
      'No lookup table to map Female',
    );
  });

  it('fromPayload: undefined without details or without both names; unknown ids left unanswered', () => {
    const from = (application: ApplicationPayload, ctx = NZ) => personalStep.fromPayload(application, ctx);
    expect(from({})).toBeUndefined();
    expect(from({ personalDetails: { firstName: 'Aroha', lastName: ' ' } })).toBeUndefined();
    expect(from({ personalDetails: { firstName: '', lastName: 'Ngata' } })).toBeUndefined();
    expect(
      from({
        personalDetails: { ...NAMES, genderId: 99, ethnicityIds: [111, 999], usi: 'AB12CD34EF', nsi: null },
      }),
    ).toEqual({ ...NAMES, ethnicities: ['New Zealand Maori'] });
  });
});

describe('personal step summary', () => {
  const rows = (personal: PersonalValues, ctx: StepContext) =>
    personalStep.summary({ personal }, ctx).map((row) => [i18n._(row.label), row.value]);

  it('NZ: every question asked, lookups as labels, the date as it reads', () => {
    expect(rows(NZ_VALUES, NZ)).toEqual([
      ['First name', 'Aroha'],
      ['Middle name', 'Mere'],
      ['Last name', 'Ngata'],
      ['Preferred name', 'Ro'],
      ['Date of birth', '1 March 2000'],
      ['Gender', 'Female'],
      ['Citizenship status', 'NZ citizen'],
      ['Ethnicity', 'New Zealand Maori, Samoan'],
      ['Iwi affiliation', 'Ngāti Porou, Waikato-Tainui'],
      ['National Student Index (NSI) number', '123456789'],
      ['IRD number', '123-456-789'],
    ]);
  });

  it('AU: the origin and the USI; unanswered questions have no value', () => {
    expect(rows({ ...AU_VALUES, dateOfBirth: undefined, usi: '' }, AU)).toEqual([
      ['First name', 'Jack'],
      ['Middle name', undefined],
      ['Last name', 'Walker'],
      ['Preferred name', undefined],
      ['Date of birth', undefined],
      ['Gender', 'Male'],
      ['Citizenship status', 'Australian citizen'],
      ['Aboriginal or Torres Strait Islander origin', 'Yes, Torres Strait Islander'],
      ['Ethnicity', 'Australian'],
      ['Unique Student Identifier (USI)', undefined],
    ]);
  });

  it('is the step of the personal section', () => {
    expect(personalStep).toMatchObject({ name: 'personal', section: 'personal' });
    expect(i18n._(personalStep.title)).toBe('Personal details');
  });
});

describe('personal step fields', () => {
  const { Fields } = personalStep;
  let values: EnrolValues = {};
  const open = (ctx: StepContext) =>
    renderPage(
      <Form<EnrolValues>
        onSubmit={() => undefined}
        render={({ handleSubmit, values: now }) => {
          values = now;
          return (
            <form onSubmit={handleSubmit} noValidate>
              <Fields ctx={ctx} />
            </form>
          );
        }}
      />,
      { provider: ctx.provider.slug, api: { 'GET v1/metadata': { body: METADATA } } },
    );

  it('NZ: asks for iwi, the NSI and the IRD number (saying why), not the origin or the USI', async () => {
    open(NZ);
    expect(await screen.findByRole('option', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /First iwi/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Third iwi/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /NSI/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /IRD number/ })).toHaveAccessibleDescription(
      /student loan or allowance/,
    );
    expect(screen.queryByRole('combobox', { name: /Aboriginal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /USI/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Student identifiers' })).toBeInTheDocument();
  });

  it('AU: asks for the origin and the USI, not iwi, the NSI or the IRD number', async () => {
    open(AU);
    const origin = await screen.findByRole('combobox', {
      name: /Aboriginal or Torres Strait Islander origin/,
    });
    expect(await screen.findByRole('option', { name: 'Yes, Aboriginal' })).toBeInTheDocument();
    expect(origin).toBeRequired();
    expect(screen.getByRole('textbox', { name: /USI/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /iwi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /NSI/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /IRD/ })).not.toBeInTheDocument();
  });

  it('says a required answer is missing once the field has been left', async () => {
    open(NZ);
    const first = screen.getByRole('textbox', { name: /First name/ });
    expect(first).not.toHaveAccessibleDescription('Required');
    await userEvent.click(first);
    await userEvent.tab();
    expect(first).toHaveAccessibleDescription('Required');
  });

  it('says at once when more than three ethnicities are chosen', async () => {
    open(NZ);
    const group = screen.getByRole('group', { name: /Ethnicity/ });
    expect(group).toHaveAccessibleDescription('Choose up to three');
    for (const name of ['New Zealand Maori', 'NZ European/Pakeha', 'Samoan'])
      await userEvent.click(await screen.findByRole('checkbox', { name }));
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tongan' }));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose up to three Choose up to three ethnicities');
  });

  it('NZ: iwi are picked in up to three slots; an empty slot is skipped in the payload', async () => {
    open(NZ);
    await screen.findByRole('option', { name: 'Female' }); // metadata is here
    const second = screen.getByRole('combobox', { name: /Second iwi/ });
    await userEvent.click(second);
    await userEvent.click(await screen.findByRole('option', { name: 'Ngāi Tahu' }));
    expect(values.personal?.iwis).toEqual([undefined, 'Ngāi Tahu']);
    expect(personalStep.toPayload(values, NZ).personalDetails).toEqual({ iwiIds: [102] });
  });
});

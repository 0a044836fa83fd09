import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { checkPayload, type ApplicationPayload } from '@portal/api';
import { activateLocale, i18n } from '@portal/i18n';
import { preloadFormParts } from '@portal/ui';
import { renderPage } from '@portal/testing';
import type { StepContext } from '../form/step';
import type { EnrolValues, ContactValues } from '../form/values';
import { AU, METADATA, NZ } from '../testing/stepFixtures';
import { addressLine, contactStep } from './contactStep';

beforeAll(() => preloadFormParts());
beforeEach(() => activateLocale());

const NZ_VALUES: ContactValues = {
  email: 'aroha@example.test',
  phone: '021 555 0123',
  phoneType: 'mobile',
  address: {
    flatUnitDetails: 'Flat 2',
    streetOrLotNumber: '12',
    streetAddress: 'Queen Street',
    suburb: 'Grey Lynn',
    city: 'Auckland',
    postcode: '1021',
    country: 'New Zealand',
    state: 'Auckland',
  },
  emergencyContact: {
    name: 'Mere Ngata',
    relationship: 'Parent',
    phone: '09 555 0100',
    email: 'mere@example.test',
  },
};

const AU_VALUES: ContactValues = {
  email: 'jack@example.test',
  phone: '(02) 9555 0100',
  phoneType: 'home',
  address: {
    buildingPropertyName: 'Harbour View',
    streetAddress: '1 George Street',
    city: 'Sydney',
    postcode: '2000',
    country: 'Australia',
    state: 'New South Wales',
  },
  emergencyContact: { name: 'Sam Walker', relationship: 'Partner', phone: '0400 555 010' },
};

const toPayload = (contact: ContactValues, ctx: StepContext) => contactStep.toPayload({ contact }, ctx);
const roundTrip = (contact: ContactValues, ctx: StepContext) =>
  contactStep.fromPayload(toPayload(contact, ctx) as ApplicationPayload, ctx);

describe('contact step payload', () => {
  it('NZ: email, the mobile phone, the address with ids and the emergency contact; round trip', async () => {
    const payload = toPayload(NZ_VALUES, NZ);
    expect(payload).toEqual({
      contactDetails: {
        email: 'aroha@example.test',
        mobilePhone: '021 555 0123',
        flatUnitDetails: 'Flat 2',
        streetOrLotNumber: '12',
        streetNumberAndName: 'Queen Street',
        suburb: 'Grey Lynn',
        city: 'Auckland',
        postcode: '1021',
        countryId: 554,
        state: 'Auckland',
        stateId: 1,
        emergencyContact: {
          name: 'Mere Ngata',
          relationshipId: 1,
          phone: '09 555 0100',
          email: 'mere@example.test',
        },
      },
    });
    expect(await checkPayload('application', payload)).toEqual({ valid: true, errors: [] });
    expect(roundTrip(NZ_VALUES, NZ)).toEqual(NZ_VALUES);
  });

  it('AU: a home phone, an Australian state; unanswered parts (emergency email, flat) left out; round trip', async () => {
    const payload = toPayload(AU_VALUES, AU);
    expect(payload).toEqual({
      contactDetails: {
        email: 'jack@example.test',
        homePhone: '(02) 9555 0100',
        buildingPropertyName: 'Harbour View',
        streetNumberAndName: '1 George Street',
        city: 'Sydney',
        postcode: '2000',
        countryId: 36,
        state: 'New South Wales',
        stateId: 21,
        emergencyContact: { name: 'Sam Walker', relationshipId: 2, phone: '0400 555 010' },
      },
    });
    expect(JSON.stringify(payload)).not.toMatch(/null|""/);
    expect(await checkPayload('application', payload)).toEqual({ valid: true, errors: [] });
    expect(roundTrip(AU_VALUES, AU)).toEqual(AU_VALUES);
  });

  it('nothing answered gives an empty section; blanks are left out', async () => {
    expect(toPayload({}, NZ)).toEqual({ contactDetails: {} });
    const payload = toPayload({ email: ' ', phone: '', emergencyContact: { name: 'Sam', email: '' } }, NZ);
    expect(payload).toEqual({ contactDetails: { emergencyContact: { name: 'Sam' } } });
    expect(await checkPayload('application', payload)).toEqual({ valid: true, errors: [] });
  });

  it('an unknown country or relationship is not sent as a wrong id: toPayload throws', () => {
    expect(() => toPayload({ address: { country: 'Atlantis' } }, NZ)).toThrow(
      /Unexpected label value Atlantis/,
    );
    expect(() => toPayload({ emergencyContact: { name: 'Sam', relationship: 'Cousin' } }, NZ)).toThrow(
      /Unexpected label value Cousin/,
    );
  });

  it('fromPayload: undefined without details or with nothing in them; unknown ids left unanswered', () => {
    const from = (application: ApplicationPayload) => contactStep.fromPayload(application, NZ);
    expect(from({})).toBeUndefined();
    expect(from({ contactDetails: {} })).toBeUndefined();
    expect(from({ contactDetails: { email: '', mobilePhone: null, city: null } })).toBeUndefined();
    expect(
      from({
        contactDetails: {
          homePhone: '09 555 0100',
          city: 'Nadi',
          countryId: 999,
          state: 'Western',
          emergencyContact: { name: 'Sam', relationshipId: 42 },
        },
      }),
    ).toEqual({
      phone: '09 555 0100',
      phoneType: 'home',
      address: { city: 'Nadi', state: 'Western' },
      emergencyContact: { name: 'Sam' },
    });
  });
});

describe('contact step summary', () => {
  const rows = (contact: ContactValues) =>
    contactStep.summary({ contact }, NZ).map((row) => [i18n._(row.label), row.value]);

  it('the phone with its type, the address on one line, the relationship as its label', () => {
    expect(rows(NZ_VALUES)).toEqual([
      ['Email', 'aroha@example.test'],
      ['Phone', '021 555 0123 (mobile)'],
      ['Address', 'Flat 2, 12 Queen Street, Grey Lynn, Auckland 1021, New Zealand'],
      ['Emergency contact name', 'Mere Ngata'],
      ['Relationship to you', 'Parent'],
      ['Emergency contact phone', '09 555 0100'],
      ['Emergency contact email', 'mere@example.test'],
    ]);
    expect(rows({}).map(([, value]) => value)).toEqual(Array(7).fill(undefined));
  });

  it('an Australian address reads as one line', () => {
    expect(addressLine(AU_VALUES.address)).toBe(
      'Harbour View, 1 George Street, Sydney New South Wales 2000, Australia',
    );
    expect(addressLine({})).toBeUndefined();
  });

  it('is the step of the contact section', () => {
    expect(contactStep).toMatchObject({ name: 'contact', section: 'contact' });
    expect(i18n._(contactStep.title)).toBe('Contact details');
  });
});

describe('contact step fields', () => {
  const { Fields } = contactStep;
  let values: EnrolValues = {};
  let form: FormApi<EnrolValues> | undefined;
  const open = (ctx: StepContext, initialValues?: EnrolValues) =>
    renderPage(
      <Form<EnrolValues>
        onSubmit={() => undefined}
        initialValues={initialValues}
        render={({ handleSubmit, values: now, form: api }) => {
          values = now;
          form = api;
          return (
            <form onSubmit={handleSubmit} noValidate>
              <Fields ctx={ctx} />
            </form>
          );
        }}
      />,
      { provider: ctx.provider.slug, api: { 'GET v1/metadata': { body: METADATA } } },
    );

  it('labels every field, groups the emergency contact, and starts the country as the provider’s (NZ)', async () => {
    open(NZ);
    await screen.findByRole('option', { name: 'Parent' }); // metadata is here
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toBeRequired();
    expect(screen.getByRole('radiogroup', { name: /Phone type/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /City/ })).toBeRequired();
    expect(screen.getByRole('heading', { level: 3, name: 'Emergency contact' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Emergency contact' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Emergency contact name/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Relationship to you/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Emergency contact phone/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Emergency contact email/ })).not.toBeRequired();
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('New Zealand');
    expect(values.contact?.address?.country).toBe('New Zealand');
  });

  it('AU: the country starts as Australia', async () => {
    open(AU);
    await screen.findByRole('option', { name: 'Parent' }); // metadata is here
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('Australia');
    expect(values.contact?.address?.country).toBe('Australia');
  });

  it('a stored country is kept', async () => {
    open(AU, { contact: { address: { country: 'Fiji' } } });
    await screen.findByRole('option', { name: 'Parent' });
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('Fiji');
    expect(values.contact?.address?.country).toBe('Fiji');
  });

  it('a country the applicant clears stays cleared; Reset (a restart without the section) starts it again', async () => {
    open(NZ);
    await waitFor(() => expect(values.contact?.address?.country).toBe('New Zealand'));
    act(() => form!.change('contact.address.country' as keyof EnrolValues, undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(values.contact?.address?.country).toBeUndefined();
    act(() => form!.restart({}));
    await waitFor(() => expect(values.contact?.address?.country).toBe('New Zealand'));
  });

  it('says a required answer is missing once the field has been left', async () => {
    open(NZ);
    const name = screen.getByRole('textbox', { name: /Emergency contact name/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(name).toHaveAccessibleDescription('Required');
  });
});

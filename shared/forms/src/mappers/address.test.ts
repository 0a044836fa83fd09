import fc from 'fast-check';
import type { Country, State } from '@portal/api';
import {
  addressFromLookup,
  addressFromServer,
  addressToServer,
  findState,
  type AddressForm,
  type AddressMetadata,
} from './address';

const countries: Country[] = [
  { id: 1, label: 'New Zealand', isoCode: 'NZL' },
  { id: 2, label: 'Australia', isoCode: 'AUS' },
  { id: 3, label: 'Fiji', isoCode: 'FJI' },
];
const states: State[] = [
  { id: 10, label: 'New South Wales', abbreviation: 'NSW', countryId: 2 },
  { id: 11, label: 'Victoria', abbreviation: 'VIC', countryId: 2 },
  { id: 20, label: 'Auckland', abbreviation: 'AUK', countryId: 1 },
  { id: 21, label: 'Canterbury', abbreviation: 'CAN', countryId: 1 },
];
const metadata: AddressMetadata = { countries, states };

const form: AddressForm = {
  flatUnitDetails: 'Unit 4',
  buildingPropertyName: 'Harbour View',
  streetOrLotNumber: '12',
  streetAddress: '12 Queen Street',
  suburb: 'Auckland Central',
  city: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
  state: 'Auckland',
};
const server = {
  flatUnitDetails: 'Unit 4',
  buildingPropertyName: 'Harbour View',
  streetOrLotNumber: '12',
  streetNumberAndName: '12 Queen Street',
  suburb: 'Auckland Central',
  city: 'Auckland',
  postcode: '1010',
  countryId: 1,
  state: 'Auckland',
  stateId: 20,
};

describe('addressToServer', () => {
  it('maps labels to ids and the street field', () => {
    expect(addressToServer(form, metadata)).toEqual(server);
  });

  it('resolves state text to its id by label or abbreviation, ignoring case', () => {
    const result = addressToServer({ country: 'Australia', state: ' nsw ' }, metadata);
    expect(result).toEqual({ countryId: 2, state: 'New South Wales', stateId: 10 });
  });

  it('sends state text that names no state as text alone', () => {
    expect(addressToServer({ country: 'Fiji', state: 'Central Division' }, metadata)).toEqual({
      countryId: 3,
      state: 'Central Division',
    });
  });

  it('leaves out what the form does not have', () => {
    expect(addressToServer({ city: 'Sydney', suburb: '' }, metadata)).toEqual({ city: 'Sydney' });
  });

  it('throws for a country not in metadata', () => {
    expect(() => addressToServer({ country: 'Atlantis' }, metadata)).toThrow(
      'Unexpected label value Atlantis, not in New Zealand, Australia, Fiji',
    );
  });
});

describe('addressFromServer', () => {
  it('maps ids to labels and the street field', () => {
    expect(addressFromServer(server, metadata)).toEqual(form);
  });

  it('keeps the state text without a stateId and drops nulls', () => {
    expect(
      addressFromServer({ countryId: '3', state: 'Central Division', stateId: null, city: null }, metadata),
    ).toEqual({
      country: 'Fiji',
      state: 'Central Division',
    });
  });

  it('throws for an id not in metadata', () => {
    expect(() => addressFromServer({ countryId: 99 }, metadata)).toThrow(
      'Unexpected id value 99, not in 1, 2, 3',
    );
  });
});

describe('addressFromLookup', () => {
  it('maps the 2-letter country to the metadata country with that 3-letter isoCode', () => {
    const result = addressFromLookup(
      {
        streetOrLotNumber: '1',
        streetAddress: '1 Martin Place',
        suburb: 'Sydney',
        city: 'Sydney',
        state: 'NSW',
        country: 'AU',
        postcode: '2000',
      },
      metadata,
    );
    expect(result).toEqual({
      streetOrLotNumber: '1',
      streetAddress: '1 Martin Place',
      suburb: 'Sydney',
      city: 'Sydney',
      state: 'New South Wales',
      country: 'Australia',
      postcode: '2000',
    });
  });

  it('keeps unit and building details and an unknown state as text', () => {
    expect(
      addressFromLookup(
        { flatUnitDetails: 'Flat 2', buildingPropertyName: 'The Lofts', state: 'Otago', country: 'nz' },
        metadata,
      ),
    ).toEqual({
      flatUnitDetails: 'Flat 2',
      buildingPropertyName: 'The Lofts',
      state: 'Otago',
      country: 'New Zealand',
    });
  });

  it('leaves the country empty when metadata has none for the code', () => {
    expect(addressFromLookup({ country: 'US', city: 'Boston' }, metadata)).toEqual({ city: 'Boston' });
  });
});

describe('findState', () => {
  const twin: State = { id: 30, label: 'Victoria', abbreviation: 'VIC', countryId: 3 };

  it('prefers a state of the given country over a namesake', () => {
    expect(findState([...states, twin], 'Victoria', 3)?.id).toBe(30);
    expect(findState([...states, twin], 'Victoria', 2)?.id).toBe(11);
    expect(findState(states, '', 2)).toBeUndefined();
  });
});

describe('address round trip (property)', () => {
  const text = fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined });
  const addressForm = fc.record({
    buildingPropertyName: text,
    flatUnitDetails: text,
    streetOrLotNumber: text,
    streetAddress: text,
    suburb: text,
    city: text,
    postcode: text,
    country: fc.option(fc.constantFrom(...countries.map((c) => c.label)), { nil: undefined }),
    state: fc.option(fc.constantFrom(...states.map((s) => s.label)), { nil: undefined }),
  });
  const withoutMissing = (value: AddressForm) =>
    Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

  it('form -> server -> form is the identity for metadata values', () => {
    fc.assert(
      fc.property(addressForm, (value) => {
        expect(addressFromServer(addressToServer(value, metadata), metadata)).toEqual(withoutMissing(value));
      }),
    );
  });
});

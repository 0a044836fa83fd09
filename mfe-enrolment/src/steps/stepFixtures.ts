// Test fixtures of the personal and contact steps: a v1/metadata answer with the lists they read (the others
// empty) and the step context of an NZ and an AU provider.
import { METADATA_LIST_KEYS, type Metadata } from '@portal/api';
import { getProvider } from '@portal/config';
import type { StepContext } from './types';

const empty = Object.fromEntries(METADATA_LIST_KEYS.map((key) => [key, []])) as unknown as Metadata;

export const METADATA: Metadata = {
  ...empty,
  countries: [
    { id: 554, label: 'New Zealand', isoCode: 'NZL' },
    { id: 36, label: 'Australia', isoCode: 'AUS' },
    { id: 242, label: 'Fiji', isoCode: 'FJI' },
  ],
  states: [
    { id: 1, label: 'Auckland', abbreviation: 'AUK', countryId: 554 },
    { id: 21, label: 'New South Wales', abbreviation: 'NSW', countryId: 36 },
    { id: 22, label: 'Victoria', abbreviation: 'VIC', countryId: 36 },
  ],
  genders: [
    { id: 1, label: 'Female' },
    { id: 2, label: 'Male' },
    { id: 3, label: 'Another gender' },
  ],
  citizenshipStatuses: [
    { id: 1, label: 'NZ citizen' },
    { id: 2, label: 'Australian citizen' },
    { id: 3, label: 'International student' },
  ],
  ethnicities: [
    { id: 111, label: 'New Zealand Maori' },
    { id: 121, label: 'NZ European/Pakeha' },
    { id: 311, label: 'Samoan' },
    { id: 321, label: 'Tongan' },
    { id: 901, label: 'Australian' },
  ],
  iwis: [
    { id: 101, label: 'Ngāti Porou' },
    { id: 102, label: 'Ngāi Tahu' },
    { id: 103, label: 'Waikato-Tainui' },
  ],
  aboriginalTSIOrigins: [
    { id: 1, label: 'No' },
    { id: 2, label: 'Yes, Aboriginal' },
    { id: 3, label: 'Yes, Torres Strait Islander' },
  ],
  relationships: [
    { id: 1, label: 'Parent' },
    { id: 2, label: 'Partner' },
    { id: 3, label: 'Friend' },
  ],
};

/** Yoobee Colleges (NZ) and UP Online (AU), with the metadata above. */
export const NZ: StepContext = { provider: getProvider('yoobee'), metadata: METADATA };
export const AU: StepContext = { provider: getProvider('up-online'), metadata: METADATA };

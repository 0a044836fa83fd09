/** The seed's raw material, kept as data (./data/*.json): what each provider teaches and where its students
 * live, the lookup lists of v1/metadata, the development address set, and the people and organisations
 * around the students (employers, workplaces, educators, vacancies, sponsors, campuses). Typed here. */
import type { AddressLookupResult, Country, Metadata, State } from '@portal/api-contract';
import type { ProviderSlug } from '../providers';
import addressesJson from './data/addresses.json';
import catalogueJson from './data/catalogue.json';
import metadataJson from './data/metadata.json';
import partnersJson from './data/partners.json';

export interface CourseSpec {
  name: string;
  /** Course code on the learning platform (also shown on enrolments). */
  code: string;
  /** Modules, in teaching order: [code, name]. */
  modules: readonly (readonly [string, string])[];
  /** Modules per block (blocks are terms/study periods). */
  blockSize: number;
  weeks: number;
  /** Tuition fee, in the provider's currency. */
  fee: number;
}

/** An address of the development address search (a fake of the maps service): real NZ and AU places. */
export interface DevAddress extends AddressLookupResult {
  placeId: string;
  /** One line, as the maps service describes a place. */
  description: string;
  lat: number;
  lng: number;
}

export const COURSES = catalogueJson.courses as unknown as Record<ProviderSlug, readonly CourseSpec[]>;
/** Home addresses of the seeded students; `area` is the phone area code that goes with each. */
export const ADDRESSES = catalogueJson.addresses;
export const PERSONAL_SUMMARIES: readonly string[] = catalogueJson.personalSummaries;
export const PREFERRED_NAMES: Record<string, string> = catalogueJson.preferredNames;

export const METADATA = metadataJson as unknown as Metadata;
/** The whole v1/metadata response (a fresh copy each call, so a caller cannot change the originals). */
export const buildMetadata = (): Metadata => structuredClone(METADATA);
export const countryById = (id: number): Country | undefined => METADATA.countries.find((c) => c.id === id);
export const stateById = (id: number): State | undefined => METADATA.states.find((s) => s.id === id);
export const NEW_ZEALAND_ID = 554;
export const AUSTRALIA_ID = 36;
export const COUNTRY_IDS = { NZ: NEW_ZEALAND_ID, AU: AUSTRALIA_ID } as const;

export const DEV_ADDRESSES = addressesJson as readonly DevAddress[];

const CITIES = Object.entries(partnersJson.employerCities) as [string, 'NZ' | 'AU'][];
/** 80 employers (more than the search's default top of 50): every name stem with every kind of business. */
export const EMPLOYERS = partnersJson.employerStems.flatMap((stem, i) =>
  Object.entries(partnersJson.employerKinds).map(([kind, industryDivisionId], k) => {
    const [city, country] = CITIES[(i + k) % CITIES.length]!;
    return {
      name: `${stem} ${kind} ${country === 'NZ' ? 'Limited' : 'Pty Ltd'}`,
      city,
      country,
      industryDivisionId,
    };
  }),
);
export const WORKPLACE_ACCOUNT_TYPES: readonly string[] = partnersJson.workplaceAccountTypes;
/** [first name, last name, role, index of the workplace]. */
export const WORKPLACE_EDUCATORS = partnersJson.workplaceEducators as unknown as readonly (readonly [
  string,
  string,
  string,
  number,
])[];
export const VACANCIES = partnersJson.vacancies as ((typeof partnersJson.vacancies)[number] & {
  provider: ProviderSlug;
})[];
export const SPONSORS: readonly { id: number; label: string; type: string }[] = partnersJson.sponsors;
export const LOCATIONS = partnersJson.locations as readonly {
  provider: ProviderSlug;
  [field: string]: unknown;
}[];

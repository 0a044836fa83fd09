/** Reference data served by GET v1/metadata (spec enrolment §3 "Lookup lists"). Each list is an array
 * of `{ id, label }` items; ids are numbers (countries use the ISO 3166-1 numeric code). Countries
 * come New Zealand first, then Australia (spec enrolment §9). Further lists of spec enrolment §3 are
 * added here, one constant each, and returned by `buildMetadata`. */

export interface LookupItem {
  id: number;
  label: string;
}

export interface Country extends LookupItem {
  /** ISO 3166-1 alpha-3 code (the address lookup maps a 2-letter code to this). */
  isoCode: string;
}

export interface State extends LookupItem {
  abbreviation?: string;
  countryId?: number;
}

export interface Metadata {
  countries: Country[];
  states: State[];
}

export const NEW_ZEALAND_ID = 554;
export const AUSTRALIA_ID = 36;

export const COUNTRIES: readonly Country[] = [
  { id: NEW_ZEALAND_ID, label: 'New Zealand', isoCode: 'NZL' },
  { id: AUSTRALIA_ID, label: 'Australia', isoCode: 'AUS' },
  { id: 76, label: 'Brazil', isoCode: 'BRA' },
  { id: 124, label: 'Canada', isoCode: 'CAN' },
  { id: 156, label: 'China', isoCode: 'CHN' },
  { id: 184, label: 'Cook Islands', isoCode: 'COK' },
  { id: 242, label: 'Fiji', isoCode: 'FJI' },
  { id: 250, label: 'France', isoCode: 'FRA' },
  { id: 276, label: 'Germany', isoCode: 'DEU' },
  { id: 344, label: 'Hong Kong', isoCode: 'HKG' },
  { id: 356, label: 'India', isoCode: 'IND' },
  { id: 360, label: 'Indonesia', isoCode: 'IDN' },
  { id: 372, label: 'Ireland', isoCode: 'IRL' },
  { id: 392, label: 'Japan', isoCode: 'JPN' },
  { id: 410, label: 'Korea, Republic of', isoCode: 'KOR' },
  { id: 458, label: 'Malaysia', isoCode: 'MYS' },
  { id: 524, label: 'Nepal', isoCode: 'NPL' },
  { id: 570, label: 'Niue', isoCode: 'NIU' },
  { id: 586, label: 'Pakistan', isoCode: 'PAK' },
  { id: 598, label: 'Papua New Guinea', isoCode: 'PNG' },
  { id: 608, label: 'Philippines', isoCode: 'PHL' },
  { id: 882, label: 'Samoa', isoCode: 'WSM' },
  { id: 702, label: 'Singapore', isoCode: 'SGP' },
  { id: 710, label: 'South Africa', isoCode: 'ZAF' },
  { id: 144, label: 'Sri Lanka', isoCode: 'LKA' },
  { id: 158, label: 'Taiwan', isoCode: 'TWN' },
  { id: 764, label: 'Thailand', isoCode: 'THA' },
  { id: 776, label: 'Tonga', isoCode: 'TON' },
  { id: 798, label: 'Tuvalu', isoCode: 'TUV' },
  { id: 826, label: 'United Kingdom', isoCode: 'GBR' },
  { id: 840, label: 'United States', isoCode: 'USA' },
  { id: 548, label: 'Vanuatu', isoCode: 'VUT' },
  { id: 704, label: 'Viet Nam', isoCode: 'VNM' },
];

/** Australian states and territories, then New Zealand regions. */
export const STATES: readonly State[] = [
  { id: 1, label: 'Australian Capital Territory', abbreviation: 'ACT', countryId: AUSTRALIA_ID },
  { id: 2, label: 'New South Wales', abbreviation: 'NSW', countryId: AUSTRALIA_ID },
  { id: 3, label: 'Northern Territory', abbreviation: 'NT', countryId: AUSTRALIA_ID },
  { id: 4, label: 'Queensland', abbreviation: 'QLD', countryId: AUSTRALIA_ID },
  { id: 5, label: 'South Australia', abbreviation: 'SA', countryId: AUSTRALIA_ID },
  { id: 6, label: 'Tasmania', abbreviation: 'TAS', countryId: AUSTRALIA_ID },
  { id: 7, label: 'Victoria', abbreviation: 'VIC', countryId: AUSTRALIA_ID },
  { id: 8, label: 'Western Australia', abbreviation: 'WA', countryId: AUSTRALIA_ID },
  { id: 21, label: 'Northland', countryId: NEW_ZEALAND_ID },
  { id: 22, label: 'Auckland', countryId: NEW_ZEALAND_ID },
  { id: 23, label: 'Waikato', countryId: NEW_ZEALAND_ID },
  { id: 24, label: 'Bay of Plenty', countryId: NEW_ZEALAND_ID },
  { id: 25, label: 'Gisborne', countryId: NEW_ZEALAND_ID },
  { id: 26, label: "Hawke's Bay", countryId: NEW_ZEALAND_ID },
  { id: 27, label: 'Taranaki', countryId: NEW_ZEALAND_ID },
  { id: 28, label: 'Manawatu-Whanganui', countryId: NEW_ZEALAND_ID },
  { id: 29, label: 'Wellington', countryId: NEW_ZEALAND_ID },
  { id: 30, label: 'Tasman', countryId: NEW_ZEALAND_ID },
  { id: 31, label: 'Nelson', countryId: NEW_ZEALAND_ID },
  { id: 32, label: 'Marlborough', countryId: NEW_ZEALAND_ID },
  { id: 33, label: 'West Coast', countryId: NEW_ZEALAND_ID },
  { id: 34, label: 'Canterbury', countryId: NEW_ZEALAND_ID },
  { id: 35, label: 'Otago', countryId: NEW_ZEALAND_ID },
  { id: 36, label: 'Southland', countryId: NEW_ZEALAND_ID },
];

/** The whole metadata answer (a fresh copy each call). */
export function buildMetadata(): Metadata {
  return {
    countries: COUNTRIES.map((c) => ({ ...c })),
    states: STATES.map((s) => ({ ...s })),
  };
}

export const countryById = (id: number): Country | undefined => COUNTRIES.find((c) => c.id === id);
export const stateById = (id: number): State | undefined => STATES.find((s) => s.id === id);
export const stateByLabel = (label: string): State | undefined =>
  STATES.find(
    (s) =>
      s.label.toLowerCase() === label.toLowerCase() || s.abbreviation?.toLowerCase() === label.toLowerCase(),
  );

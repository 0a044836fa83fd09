/** Reference data of GET v1/metadata (contract shared with the
 * dev-api, which serves it). Plain types and constants: safe to import from Node. */

/** An item of a lookup list. */
export interface LookupItem {
  id: number;
  label: string;
}

export interface Country extends LookupItem {
  /** ISO 3166-1 alpha-3 code (the address lookup maps a 2-letter code to it). */
  isoCode: string;
}

export interface State extends LookupItem {
  /** e.g. ACT, NSW, NT, QLD, SA, TAS, VIC, WA for Australia. */
  abbreviation: string;
  countryId: number;
}

export interface IndustrySubdivision extends LookupItem {
  /** The id of its industry division. */
  parentId: number;
}

/** School type codes of the CRM. */
export const SCHOOL_TYPE_CODES = {
  highSchool: 809730005,
  privateTrainingEstablishment: 809730004,
  otherTertiaryEducationProvider: 809730003,
  wananga: 809730002,
  university: 809730001,
  polytechnic: 809730000,
} as const;

export type SchoolTypeCode = (typeof SCHOOL_TYPE_CODES)[keyof typeof SCHOOL_TYPE_CODES];

export interface School extends LookupItem {
  schoolType: SchoolTypeCode;
}

/** The names of every list of the metadata response. */
export const METADATA_LIST_KEYS = [
  'countries',
  'states',
  'disabilityStatusSDRId',
  'disabilitySupportNeeds',
  'disabilityTypes',
  'educationLevels',
  'ethnicities',
  'feesAssistanceStatuses',
  'genders',
  'paymentInstallmentMethods',
  'industryDivisions',
  'industrySubdivisions',
  'iwis',
  'languages',
  'occupations',
  'paymentMethods',
  'paymentFrequencies',
  'paymentProvider',
  'priorEducationalAchievementIdentifiers',
  'qualifications',
  'qualificationLevels',
  'relationships',
  'schools',
  'schoolLevels',
  'studyModes',
  'studyReasons',
  'spokenEnglishLevels',
  'aboriginalTSIOrigins',
  'citizenshipStatuses',
  'currentEmploymentStatuses',
  'activities',
] as const;

export type MetadataListKey = (typeof METADATA_LIST_KEYS)[number];

/** Lists whose items carry more than id and label. */
interface SpecialLists {
  countries: Country[];
  states: State[];
  industrySubdivisions: IndustrySubdivision[];
  schools: School[];
}

/** The whole v1/metadata response: every list of METADATA_LIST_KEYS. */
export type Metadata = SpecialLists & Record<Exclude<MetadataListKey, keyof SpecialLists>, LookupItem[]>;

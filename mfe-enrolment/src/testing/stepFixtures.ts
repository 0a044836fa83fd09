// Test fixtures of the step tests: a v1/metadata answer with a part of each list the steps read (labels as
// the mock API's seed (shared/mock-api) has them; the others empty) and the step context of an NZ and an AU provider.
import { METADATA_LIST_KEYS, SCHOOL_TYPE_CODES, type LookupItem, type Metadata } from '@portal/api';
import { getProvider } from '@portal/config';
import type { StepContext } from '../form/step';

const numbered = (labels: readonly string[]): LookupItem[] =>
  labels.map((label, i) => ({ id: i + 1, label }));

const empty = Object.fromEntries(METADATA_LIST_KEYS.map((key) => [key, []])) as unknown as Metadata;

export const METADATA: Metadata = {
  ...empty,
  paymentInstallmentMethods: numbered(['Credit Card', 'Bank Account']),
  paymentMethods: numbered([
    'Pay in full now',
    'Pay by instalments',
    'Student loan (StudyLink / FEE-HELP / VET Student Loan)',
    'Employer or sponsor invoice',
  ]),
  paymentFrequencies: numbered(['Weekly', 'Fortnightly', 'Monthly']),
  paymentProvider: numbered(['Credit Card', 'Zip', 'Bank Account']),
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
  schools: [
    { id: 1001, label: 'Auckland Grammar School', schoolType: SCHOOL_TYPE_CODES.highSchool },
    { id: 1003, label: 'Wellington High School', schoolType: SCHOOL_TYPE_CODES.highSchool },
    { id: 2001, label: 'The University of Auckland', schoolType: SCHOOL_TYPE_CODES.university },
    { id: 5002, label: 'Yoobee Colleges', schoolType: SCHOOL_TYPE_CODES.privateTrainingEstablishment },
  ],
  schoolLevels: [
    { id: 12, label: 'Year 12 or equivalent' },
    { id: 11, label: 'Year 11 or equivalent' },
    { id: 2, label: 'Never attended school' },
  ],
  educationLevels: numbered([
    'No secondary school qualification',
    'NCEA Level 1',
    'NCEA Level 2',
    'NCEA Level 3',
  ]),
  qualifications: numbered(['Certificate', 'Diploma', "Bachelor's Degree"]),
  priorEducationalAchievementIdentifiers: [
    { id: 8, label: 'Bachelor degree or higher degree' },
    { id: 420, label: 'Diploma (or associate diploma)' },
    { id: 524, label: 'Certificate I' },
  ],
  currentEmploymentStatuses: numbered([
    'Full-time employee',
    'Part-time employee',
    'Self-employed – not employing others',
    'Employer',
    'Employed – unpaid worker in a family business',
    'Unemployed – seeking full-time work',
    'Unemployed – seeking part-time work',
    'Not employed – not seeking employment',
  ]),
  industryDivisions: numbered(['Agriculture, Forestry and Fishing', 'Mining', 'Construction']),
  industrySubdivisions: [
    { id: 1, label: 'Agriculture', parentId: 1 },
    { id: 3, label: 'Forestry and Logging', parentId: 1 },
    { id: 6, label: 'Coal Mining', parentId: 2 },
    { id: 30, label: 'Building Construction', parentId: 3 },
    { id: 32, label: 'Construction Services', parentId: 3 },
  ],
  occupations: numbered(['Managers', 'Professionals', 'Technicians and Trades Workers']),
  disabilityStatusSDRId: [
    { id: 1, label: 'Yes' },
    { id: 2, label: 'No' },
    { id: 9, label: 'Prefer not to say' },
  ],
  disabilityTypes: [
    { id: 11, label: 'Hearing/deaf' },
    { id: 12, label: 'Physical' },
    { id: 17, label: 'Vision' },
  ],
  disabilitySupportNeeds: numbered([
    'Learning support (tutoring, study skills)',
    'Assistive technology',
    'No, I do not need support at this time.',
  ]),
  studyModes: numbered(['Full-time on campus', 'Part-time on campus', 'Full-time online']),
  studyReasons: [
    { id: 1, label: 'To get a job' },
    { id: 12, label: 'For personal interest or self-development' },
    { id: 11, label: 'Other reasons' },
  ],
  languages: numbered(['English', 'Te Reo Māori', 'Samoan', 'Mandarin']),
  spokenEnglishLevels: numbered(['Very well', 'Well', 'Not well', 'Not at all']),
  feesAssistanceStatuses: numbered(['Self-funded', 'Fees Free (first year)', 'StudyLink Student Loan']),
};

/** Yoobee Colleges (NZ) and UP Online (AU), with the metadata above. */
export const NZ: StepContext = { provider: getProvider('yoobee'), metadata: METADATA };
export const AU: StepContext = { provider: getProvider('up-online'), metadata: METADATA };

/** Reference data served by GET v1/metadata (spec enrolment §3 "Lookup lists"): every list the
 * client's `Metadata` type names (METADATA_LIST_KEYS of @portal/api). The lists live in
 * src/seed-data/metadata/*; ids are numbers (countries use the ISO 3166-1 numeric code). */
import type { Metadata } from '@portal/api-contract';
import {
  EDUCATION_LEVELS,
  FEES_ASSISTANCE_STATUSES,
  PRIOR_EDUCATIONAL_ACHIEVEMENTS,
  QUALIFICATIONS,
  QUALIFICATION_LEVELS,
  SCHOOLS,
  SCHOOL_LEVELS,
  SPOKEN_ENGLISH_LEVELS,
  STUDY_MODES,
  STUDY_REASONS,
} from './seed-data/metadata/education';
import {
  PAYMENT_FREQUENCIES,
  PAYMENT_INSTALLMENT_METHOD_ITEMS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_ITEMS,
} from './seed-data/metadata/money';
import {
  ABORIGINAL_TSI_ORIGINS,
  CITIZENSHIP_STATUSES,
  DISABILITY_STATUS_SDR,
  DISABILITY_SUPPORT_NEEDS,
  DISABILITY_TYPES,
  ETHNICITIES,
  GENDERS,
  IWIS,
  LANGUAGES,
  RELATIONSHIPS,
} from './seed-data/metadata/people';
import { COUNTRIES, STATES } from './seed-data/metadata/places';
import type { Country, State } from './seed-data/metadata/types';
import {
  ACTIVITIES,
  CURRENT_EMPLOYMENT_STATUSES,
  INDUSTRY_DIVISIONS,
  INDUSTRY_SUBDIVISIONS,
  OCCUPATIONS,
} from './seed-data/metadata/work';

export { AUSTRALIA_ID, COUNTRIES, NEW_ZEALAND_ID, STATES } from './seed-data/metadata/places';
export type { Country, LookupItem, State } from './seed-data/metadata/types';
export type { Metadata };

/** A copy of each item, so a caller cannot change the originals. */
const copy = <T extends object>(list: readonly T[]): T[] => list.map((item) => ({ ...item }));

/** The whole metadata answer (a fresh copy each call). */
export function buildMetadata(): Metadata {
  return {
    countries: copy(COUNTRIES),
    states: copy(STATES),
    disabilityStatusSDRId: copy(DISABILITY_STATUS_SDR),
    disabilitySupportNeeds: copy(DISABILITY_SUPPORT_NEEDS),
    disabilityTypes: copy(DISABILITY_TYPES),
    educationLevels: copy(EDUCATION_LEVELS),
    ethnicities: copy(ETHNICITIES),
    feesAssistanceStatuses: copy(FEES_ASSISTANCE_STATUSES),
    genders: copy(GENDERS),
    paymentInstallmentMethods: copy(PAYMENT_INSTALLMENT_METHOD_ITEMS),
    industryDivisions: copy(INDUSTRY_DIVISIONS),
    industrySubdivisions: copy(INDUSTRY_SUBDIVISIONS),
    iwis: copy(IWIS),
    languages: copy(LANGUAGES),
    occupations: copy(OCCUPATIONS),
    paymentMethods: copy(PAYMENT_METHODS),
    paymentFrequencies: copy(PAYMENT_FREQUENCIES),
    paymentProvider: copy(PAYMENT_PROVIDER_ITEMS),
    priorEducationalAchievementIdentifiers: copy(PRIOR_EDUCATIONAL_ACHIEVEMENTS),
    qualifications: copy(QUALIFICATIONS),
    qualificationLevels: copy(QUALIFICATION_LEVELS),
    relationships: copy(RELATIONSHIPS),
    schools: copy(SCHOOLS),
    schoolLevels: copy(SCHOOL_LEVELS),
    studyModes: copy(STUDY_MODES),
    studyReasons: copy(STUDY_REASONS),
    spokenEnglishLevels: copy(SPOKEN_ENGLISH_LEVELS),
    aboriginalTSIOrigins: copy(ABORIGINAL_TSI_ORIGINS),
    citizenshipStatuses: copy(CITIZENSHIP_STATUSES),
    currentEmploymentStatuses: copy(CURRENT_EMPLOYMENT_STATUSES),
    activities: copy(ACTIVITIES),
  };
}

export const countryById = (id: number): Country | undefined => COUNTRIES.find((c) => c.id === id);
export const stateById = (id: number): State | undefined => STATES.find((s) => s.id === id);

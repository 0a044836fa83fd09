/** The request bodies of the write calls, as TypeScript
 * sees them. @portal/api checks them against its ajv schemas before sending; the dev-api checks them
 * with the same schemas when received. */
import type { CASE_TYPE, ProviderSlug } from '@portal/config';
import type { ServerAddress, Student } from './entities';

type Id = number | string;
type YesNo = 'yes' | 'no';

/** The payment providers of v1/metadata `paymentProvider`. */
export const PAYMENT_PROVIDERS = ['Credit Card', 'Zip', 'Bank Account'] as const;
/** The instalment methods of v1/metadata `paymentInstallmentMethods`. */
export const PAYMENT_INSTALLMENT_METHODS = ['Credit Card', 'Bank Account'] as const;

/** The fields of a person (personal and contact details), as TypeScript sees them. */
export interface PersonFields extends ServerAddress {
  title?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  preferredName?: string | null;
  email?: string | null;
  dateOfBirth?: string | null;
  genderId?: number | string;
  ethnicityIds?: (number | string)[];
  iwiIds?: (number | string)[];
  citizenshipStatusId?: number | string;
  countryOfBirthId?: number | string;
  countryOfCitizenshipId?: number | string;
  languageId?: number | string;
  spokenEnglishLevelId?: number | string;
  aboriginalTSIOriginId?: number | string;
  nsi?: string | null;
  usi?: string | null;
  irdNumber?: string | null;
  isInternational?: 'yes' | 'no';
  mobilePhone?: string | null;
  homePhone?: string | null;
}

/** A contact (POST and PUT v1/contact): a person with name, email, phones and address. */
export interface ContactPayload extends PersonFields {
  /** The CRM id of an existing contact (PUT). */
  contactId?: string;
  firstName: string;
  lastName: string;
  email: string;
  [field: string]: unknown;
}

/** A lead (POST v1/lead): someone interested in a course of a provider. */
export interface LeadPayload {
  firstName: string;
  lastName: string;
  email: string;
  provider: ProviderSlug;
  mobilePhone?: string | null;
  homePhone?: string | null;
  countryId?: number | string;
  productId?: string;
  productCRMId?: string;
  intakeCRMId?: string;
  studyReasonId?: number | string;
  message?: string | null;
  source?: string | null;
  marketingConsent?: 'yes' | 'no';
  [field: string]: unknown;
}

/**
 * A support case or a withdrawal case, for POST v1/secure/case and
 * v1/secure/emailsupportcase. The support form names the sub-type `caseSubType`, the withdrawal form
 * `caseSubtype` (the API takes both spellings); a withdrawal's sub-type may be blank.
 */
export interface CasePayload {
  caseTitle: string;
  caseType: typeof CASE_TYPE;
  provider: ProviderSlug;
  studentUpId: string;
  caseSubType?: string;
  caseSubtype?: string;
  courseEnrolmentId?: string | null;
  description?: string | null;
}

/** The profile fields the student can change, as PATCH v1/secure/student sends them. */
export type StudentUpdate = Partial<Student> & Pick<Student, 'firstName' | 'lastName'>;

/** A student application (POST v2/studentApplication, PATCH v2/secure/studentApplication/{id}): one
 * optional section per form step, so a step can save only its own section. */
/** A document uploaded for an application: the id the upload answered, its name and size in bytes. */
export interface ApplicationDocument {
  id: string;
  name: string;
  size: number;
}

export interface ApplicationPayload {
  applicationId?: string;
  provider?: ProviderSlug;
  studentUPId?: string;
  contactId?: string;
  opportunityId?: string;
  status?: string;
  /** The supporting documents uploaded for the application's opportunity (POST v1/files). */
  documents?: ApplicationDocument[];
  personalDetails?: PersonFields & { firstName: string; lastName: string; [field: string]: unknown };
  contactDetails?: {
    email?: string | null;
    mobilePhone?: string | null;
    homePhone?: string | null;
    emergencyContact?: { name: string; relationshipId?: Id; phone?: string | null; email?: string | null };
    [field: string]: unknown;
  };
  educationDetails?: {
    schoolId?: Id;
    schoolLevelId?: Id;
    yearLastAttendedSchool?: number;
    educationLevelId?: Id;
    qualificationIds?: Id[];
    qualificationLevelId?: Id;
    priorEducationalAchievementIds?: Id[];
    priorEducationalAchievementYear?: number;
    [field: string]: unknown;
  };
  employmentDetails?: {
    currentEmploymentStatusId?: Id;
    activityId?: Id;
    occupationId?: Id;
    industryDivisionId?: Id;
    industrySubdivisionId?: Id;
    employerId?: string;
    employerName?: string | null;
    [field: string]: unknown;
  };
  disabilityDetails?: {
    hasDisability?: YesNo;
    disabilityStatusSDRId?: Id;
    disabilityTypeIds?: Id[];
    disabilitySupportNeeds?: Id[];
    [field: string]: unknown;
  };
  paymentDetails?: {
    paymentMethodId?: Id;
    paymentProvider?: (typeof PAYMENT_PROVIDERS)[number];
    paymentInstallmentMethod?: (typeof PAYMENT_INSTALLMENT_METHODS)[number];
    paymentFrequencyId?: Id;
    feesAssistanceStatusId?: Id;
    feesFree?: YesNo;
    sponsorId?: string;
    [field: string]: unknown;
  };
  studyDetails?: {
    productId?: string;
    productCRMId?: string;
    intakeCRMId?: string;
    studyModeId?: Id;
    studyReasonId?: Id;
    locationId?: Id;
    startDate?: string | null;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

import { PROVIDER_SLUGS, type ProviderSlug } from '@portal/config';
import {
  addressProperties,
  lookupId,
  lookupIds,
  openSection,
  optionalDate,
  optionalEmail,
  phoneProperties,
  requiredText,
  text,
  yesNo,
} from './common';
import { personProperties, type PersonFields } from './person';

type Id = number | string;
type YesNo = 'yes' | 'no';

/** A year of the year picker (the last 100 years); the schema keeps it within the date bounds. */
const year = { type: 'integer', minimum: 1900, maximum: 2100 } as const;

/** The payment providers of v1/metadata `paymentProvider` (spec enrolment §3). */
export const PAYMENT_PROVIDERS = ['Credit Card', 'Zip', 'Bank Account'] as const;
/** The instalment methods of v1/metadata `paymentInstallmentMethods` (spec enrolment §3). */
export const PAYMENT_INSTALLMENT_METHODS = ['Credit Card', 'Bank Account'] as const;

/** A student application (POST v2/studentApplication, PATCH v2/secure/studentApplication/{id}): one
 * optional section per form step, so a step can save only its own section. */
export interface ApplicationPayload {
  applicationId?: string;
  provider?: ProviderSlug;
  studentUPId?: string;
  contactId?: string;
  opportunityId?: string;
  status?: string;
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

/**
 * Application payload. Each step's section has its core fields typed (and the names required in the
 * personal details); the full shape is not shown in the spec, so further fields are allowed.
 */
export const applicationSchema = {
  $id: 'application',
  type: 'object',
  minProperties: 1,
  properties: {
    applicationId: { type: 'string' },
    provider: { enum: PROVIDER_SLUGS },
    studentUPId: { type: 'string' },
    contactId: { type: 'string' },
    opportunityId: { type: 'string' },
    status: { type: 'string' },
    personalDetails: openSection({ ...personProperties, firstName: requiredText, lastName: requiredText }, [
      'firstName',
      'lastName',
    ]),
    contactDetails: openSection({
      email: optionalEmail,
      ...phoneProperties,
      ...addressProperties,
      emergencyContact: openSection(
        { name: requiredText, relationshipId: lookupId, phone: text, email: optionalEmail },
        ['name'],
      ),
    }),
    educationDetails: openSection({
      schoolId: lookupId,
      schoolLevelId: lookupId,
      yearLastAttendedSchool: year,
      educationLevelId: lookupId,
      qualificationIds: lookupIds,
      qualificationLevelId: lookupId,
      priorEducationalAchievementIds: lookupIds,
      priorEducationalAchievementYear: year,
    }),
    employmentDetails: openSection({
      currentEmploymentStatusId: lookupId,
      activityId: lookupId,
      occupationId: lookupId,
      industryDivisionId: lookupId,
      industrySubdivisionId: lookupId,
      employerId: { type: 'string' },
      employerName: text,
    }),
    disabilityDetails: openSection({
      hasDisability: yesNo,
      disabilityStatusSDRId: lookupId,
      disabilityTypeIds: lookupIds,
      disabilitySupportNeeds: lookupIds,
    }),
    paymentDetails: openSection({
      paymentMethodId: lookupId,
      paymentProvider: { enum: PAYMENT_PROVIDERS },
      paymentInstallmentMethod: { enum: PAYMENT_INSTALLMENT_METHODS },
      paymentFrequencyId: lookupId,
      feesAssistanceStatusId: lookupId,
      feesFree: yesNo,
      sponsorId: { type: 'string' },
    }),
    studyDetails: openSection({
      productId: { type: 'string' },
      productCRMId: { type: 'string' },
      intakeCRMId: { type: 'string' },
      studyModeId: lookupId,
      studyReasonId: lookupId,
      locationId: lookupId,
      startDate: optionalDate,
    }),
  },
  additionalProperties: true,
} as const;

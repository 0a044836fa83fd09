import { PAYMENT_INSTALLMENT_METHODS, PAYMENT_PROVIDERS } from '@portal/api-contract';
import { PROVIDER_SLUGS } from '@portal/config';
import {
  addressProperties,
  fileName,
  FURTHER_FIELD_DEFINITIONS,
  furtherField,
  idText,
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
import { personProperties } from './person';

/** A year of the year picker (the last 100 years); the schema keeps it within the date bounds. */
const year = { type: 'integer', minimum: 1900, maximum: 2100 } as const;

/**
 * Application payload. Each step's section has its core fields typed (and the names required in the
 * personal details); the full shape is not fixed, so further fields are allowed (within furtherField's rules).
 * Which fields an applicant may set at all (not the status, the order, another student) is the API's rule on
 * top of this shape.
 */
export const applicationSchema = {
  $id: 'application',
  definitions: FURTHER_FIELD_DEFINITIONS,
  type: 'object',
  minProperties: 1,
  properties: {
    applicationId: idText,
    provider: { enum: PROVIDER_SLUGS },
    studentUPId: idText,
    contactId: idText,
    opportunityId: idText,
    status: idText,
    /** The supporting documents uploaded for the application's opportunity (v1/files): what each is. */
    documents: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          id: { ...idText, minLength: 1 },
          name: fileName,
          size: { type: 'integer', minimum: 0 },
        },
        required: ['id', 'name', 'size'],
        additionalProperties: furtherField,
      },
    },
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
      employerId: idText,
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
      sponsorId: idText,
    }),
    studyDetails: openSection({
      productId: idText,
      productCRMId: idText,
      intakeCRMId: idText,
      studyModeId: lookupId,
      studyReasonId: lookupId,
      locationId: lookupId,
      startDate: optionalDate,
    }),
  },
  additionalProperties: furtherField,
} as const;

import { PROVIDER_SLUGS } from '@portal/config';
import {
  email,
  FURTHER_FIELD_DEFINITIONS,
  furtherField,
  idText,
  longText,
  lookupId,
  requiredText,
  text,
  yesNo,
} from './common';

/** Lead payload: names, email and provider required; the full shape is not shown, so other fields are allowed
 * (within furtherField's rules). */
export const leadSchema = {
  $id: 'lead',
  definitions: FURTHER_FIELD_DEFINITIONS,
  type: 'object',
  properties: {
    firstName: requiredText,
    lastName: requiredText,
    email,
    provider: { enum: PROVIDER_SLUGS },
    mobilePhone: text,
    homePhone: text,
    countryId: lookupId,
    productId: idText,
    productCRMId: idText,
    intakeCRMId: idText,
    studyReasonId: lookupId,
    message: longText(),
    source: text,
    marketingConsent: yesNo,
  },
  required: ['firstName', 'lastName', 'email', 'provider'],
  additionalProperties: furtherField,
} as const;

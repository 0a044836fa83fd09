import { PROVIDER_SLUGS } from '@portal/config';
import { email, lookupId, requiredText, text, yesNo } from './common';

/** Lead payload: names, email and provider required; the full shape is not shown, so other fields are allowed. */
export const leadSchema = {
  $id: 'lead',
  type: 'object',
  properties: {
    firstName: requiredText,
    lastName: requiredText,
    email,
    provider: { enum: PROVIDER_SLUGS },
    mobilePhone: text,
    homePhone: text,
    countryId: lookupId,
    productId: { type: 'string' },
    productCRMId: { type: 'string' },
    intakeCRMId: { type: 'string' },
    studyReasonId: lookupId,
    message: text,
    source: text,
    marketingConsent: yesNo,
  },
  required: ['firstName', 'lastName', 'email', 'provider'],
  additionalProperties: true,
} as const;

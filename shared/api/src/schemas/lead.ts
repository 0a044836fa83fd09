import { PROVIDER_SLUGS, type ProviderSlug } from '@portal/config';
import { email, lookupId, requiredText, text, yesNo } from './common';

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

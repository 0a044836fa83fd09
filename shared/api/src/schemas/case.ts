import { CASE_TYPE, PROVIDER_SLUGS, type ProviderSlug } from '@portal/config';
import { requiredText, text } from './common';

/**
 * A support case or a withdrawal case (spec portal §3), for POST v1/secure/case and
 * v1/secure/emailsupportcase. The support form names the sub-type `caseSubType`, the withdrawal form
 * `caseSubtype` (both spellings are in the spec); a withdrawal's sub-type may be blank.
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

/** Support and withdrawal cases. The shape is shown in full, so unknown fields are refused. */
export const caseSchema = {
  $id: 'case',
  type: 'object',
  properties: {
    caseTitle: requiredText,
    caseType: { const: CASE_TYPE },
    provider: { enum: PROVIDER_SLUGS },
    studentUpId: requiredText,
    caseSubType: { type: 'string' },
    caseSubtype: { type: 'string' },
    courseEnrolmentId: text,
    description: text,
  },
  required: ['caseTitle', 'caseType', 'provider', 'studentUpId'],
  additionalProperties: false,
} as const;

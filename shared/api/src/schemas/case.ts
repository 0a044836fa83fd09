import { CASE_TYPE, PROVIDER_SLUGS } from '@portal/config';
import { requiredText, text } from './common';

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

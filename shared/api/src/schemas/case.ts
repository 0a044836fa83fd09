import { CASE_DESCRIPTION_MAX, CASE_TYPE, PROVIDER_SLUGS } from '@portal/config';
import { MAX_LINE_LENGTH, SAFE_LINE_PATTERN, idText, longText, requiredText, requiredTitle } from './common';

/** A case's sub-type (a choice of the form; a withdrawal's may be blank). */
const subType = { type: 'string', maxLength: MAX_LINE_LENGTH, pattern: SAFE_LINE_PATTERN } as const;

/** Support and withdrawal cases. The shape is shown in full, so unknown fields are refused. The description is
 * at most CASE_DESCRIPTION_MAX (2000) characters, as the spec says of the support form. */
export const caseSchema = {
  $id: 'case',
  type: 'object',
  properties: {
    caseTitle: requiredTitle,
    caseType: { const: CASE_TYPE },
    provider: { enum: PROVIDER_SLUGS },
    studentUpId: requiredText,
    caseSubType: subType,
    caseSubtype: subType,
    courseEnrolmentId: { ...idText, type: ['string', 'null'] },
    description: longText(CASE_DESCRIPTION_MAX),
  },
  required: ['caseTitle', 'caseType', 'provider', 'studentUpId'],
  additionalProperties: false,
} as const;

import { applicationSchema } from './application';
import { caseSchema } from './case';
import { contactSchema } from './contact';
import { identitySchema } from './identity';
import { instalmentPlanSchema } from './instalmentPlan';
import { leadSchema } from './lead';
import { studentSchema } from './student';

/** The payloads checked against a schema before they are sent and when received (dev-api): the one source of their
 * lengths, formats and allowed values (the forms read their text limits from them too: ./limits.ts). */
export type PayloadKind =
  'application' | 'contact' | 'case' | 'lead' | 'student' | 'identity' | 'instalmentPlan';

export const payloadSchemas: Record<PayloadKind, object> = {
  application: applicationSchema,
  contact: contactSchema,
  case: caseSchema,
  lead: leadSchema,
  student: studentSchema,
  identity: identitySchema,
  instalmentPlan: instalmentPlanSchema,
};

import { email, requiredText } from './common';
import { personProperties } from './person';

/** Contact payload: names and email required; the full shape is not shown, so other fields are allowed. */
export const contactSchema = {
  $id: 'contact',
  type: 'object',
  properties: {
    ...personProperties,
    contactId: { type: 'string' },
    firstName: requiredText,
    lastName: requiredText,
    email,
  },
  required: ['firstName', 'lastName', 'email'],
  additionalProperties: true,
} as const;

import { email, FURTHER_FIELD_DEFINITIONS, furtherField, idText, requiredText } from './common';
import { personProperties } from './person';

/** Contact payload: names and email required; the full shape is not shown, so other fields are allowed (within
 * furtherField's rules). */
export const contactSchema = {
  $id: 'contact',
  definitions: FURTHER_FIELD_DEFINITIONS,
  type: 'object',
  properties: {
    ...personProperties,
    contactId: idText,
    firstName: requiredText,
    lastName: requiredText,
    email,
  },
  required: ['firstName', 'lastName', 'email'],
  additionalProperties: furtherField,
} as const;

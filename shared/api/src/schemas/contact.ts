import { email, requiredText } from './common';
import { personProperties, type PersonFields } from './person';

/** A contact (POST and PUT v1/contact): a person with name, email, phones and address. */
export interface ContactPayload extends PersonFields {
  /** The CRM id of an existing contact (PUT). */
  contactId?: string;
  firstName: string;
  lastName: string;
  email: string;
  [field: string]: unknown;
}

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

import { email, requiredText } from './common';

/** A directory identity for an applicant (POST v1/identity): a username and an email address, nothing else. */
export const identitySchema = {
  $id: 'identity',
  type: 'object',
  properties: { username: requiredText, email },
  required: ['username', 'email'],
  additionalProperties: false,
} as const;

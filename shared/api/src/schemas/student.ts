import type { Student } from '../types';
import { addressProperties, phoneProperties, requiredText, text } from './common';

/** The profile fields of spec portal §3, as PATCH v1/secure/student sends them. */
export type StudentUpdate = Partial<Student> & Pick<Student, 'firstName' | 'lastName'>;

/** A given (non-blank) phone number. */
const givenPhone = { type: 'string', pattern: '\\S' } as const;

/**
 * Student (profile) update. The shape is shown in full, so unknown fields are refused. firstName and
 * lastName are required, and at least one of mobilePhone and homePhone (spec portal §5).
 */
export const studentSchema = {
  $id: 'student',
  type: 'object',
  properties: {
    studentUPId: { type: 'string' },
    studentId: text,
    firstName: requiredText,
    lastName: requiredText,
    preferredName: text,
    emailAddress: text,
    ...phoneProperties,
    personalSummary: text,
    ...addressProperties,
    country: text,
    facebookURL: text,
    linkedinURL: text,
    twitterURL: text,
  },
  required: ['firstName', 'lastName'],
  anyOf: [
    { properties: { mobilePhone: givenPhone }, required: ['mobilePhone'] },
    { properties: { homePhone: givenPhone }, required: ['homePhone'] },
  ],
  additionalProperties: false,
} as const;

import {
  addressProperties,
  idText,
  longText,
  optionalEmail,
  optionalHttpUrl,
  phoneProperties,
  requiredText,
  text,
} from './common';

/** A given (non-blank) phone number. */
const givenPhone = { type: 'string', pattern: '\\S' } as const;

/**
 * Student (profile) update. The shape is shown in full, so unknown fields are refused. firstName and
 * lastName are required, and at least one of mobilePhone and homePhone.
 */
export const studentSchema = {
  $id: 'student',
  type: 'object',
  properties: {
    studentUPId: idText,
    studentId: text,
    firstName: requiredText,
    lastName: requiredText,
    preferredName: text,
    emailAddress: optionalEmail,
    ...phoneProperties,
    personalSummary: longText(),
    ...addressProperties,
    country: text,
    /** Social profile links: full http(s) addresses, or empty. */
    facebookURL: optionalHttpUrl,
    linkedinURL: optionalHttpUrl,
    twitterURL: optionalHttpUrl,
  },
  required: ['firstName', 'lastName'],
  anyOf: [
    { properties: { mobilePhone: givenPhone }, required: ['mobilePhone'] },
    { properties: { homePhone: givenPhone }, required: ['homePhone'] },
  ],
  additionalProperties: false,
} as const;

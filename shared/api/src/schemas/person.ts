import {
  addressProperties,
  lookupId,
  lookupIds,
  optionalDate,
  optionalEmail,
  phoneProperties,
  text,
  yesNo,
} from './common';

/**
 * The personal and contact sections of the enrolment forms,
 * shared by the contact payload and the application's personal details. Ids are v1/metadata ids.
 */
export const personProperties = {
  title: text,
  firstName: text,
  middleName: text,
  lastName: text,
  preferredName: text,
  email: optionalEmail,
  dateOfBirth: optionalDate,
  genderId: lookupId,
  ethnicityIds: lookupIds,
  iwiIds: lookupIds,
  citizenshipStatusId: lookupId,
  countryOfBirthId: lookupId,
  countryOfCitizenshipId: lookupId,
  languageId: lookupId,
  spokenEnglishLevelId: lookupId,
  aboriginalTSIOriginId: lookupId,
  /** New Zealand student identifier: up to 10 digits. */
  nsi: { type: ['string', 'null'], pattern: '^\\d{0,10}$' },
  /** Australian unique student identifier: up to 10 letters or digits. */
  usi: { type: ['string', 'null'], pattern: '^[A-Za-z0-9]{0,10}$' },
  /** IRD number, digits with the form's dashes (3-3-3 or 2-3-3). */
  irdNumber: { type: ['string', 'null'], pattern: '^(\\d{2,3}-?\\d{3}-?\\d{3})?$' },
  isInternational: yesNo,
  ...phoneProperties,
  ...addressProperties,
} as const;

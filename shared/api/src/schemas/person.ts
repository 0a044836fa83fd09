import type { ServerAddress } from '../types';
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
 * The personal and contact pieces of the enrolment forms (spec enrolment §2 "Reusable form pieces"),
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

/** The fields of the person pieces, as TypeScript sees them. */
export interface PersonFields extends ServerAddress {
  title?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  preferredName?: string | null;
  email?: string | null;
  dateOfBirth?: string | null;
  genderId?: number | string;
  ethnicityIds?: (number | string)[];
  iwiIds?: (number | string)[];
  citizenshipStatusId?: number | string;
  countryOfBirthId?: number | string;
  countryOfCitizenshipId?: number | string;
  languageId?: number | string;
  spokenEnglishLevelId?: number | string;
  aboriginalTSIOriginId?: number | string;
  nsi?: string | null;
  usi?: string | null;
  irdNumber?: string | null;
  isInternational?: 'yes' | 'no';
  mobilePhone?: string | null;
  homePhone?: string | null;
}

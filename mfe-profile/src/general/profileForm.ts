// The general section's form: its values from the student, the rules, and the
// update it sends (PATCH v1/secure/student). Fields the provider makes read-only are shown, never sent (except
// the names and phones the update must carry).
import { t } from '@lingui/core/macro';
import type { ProfileField } from '@portal/config';
import type { Metadata, Student, StudentUpdate } from '@portal/api';
import {
  addressFromServer,
  addressToServer,
  isBlank,
  type AddressForm,
  type AddressMetadata,
  type Validator,
  SERVER_ADDRESS_KEYS,
} from '@portal/forms';
import {
  SOCIAL_NETWORKS,
  isAllowedSocial,
  socialFromServer,
  socialToServer,
  type SocialField,
} from './social';

export interface ProfileFormValues {
  firstName?: string;
  lastName?: string;
  preferredName?: string;
  emailAddress?: string;
  mobilePhone?: string;
  homePhone?: string;
  personalSummary?: string;
  address: AddressForm;
  /** The social links as shown: without their host prefix. */
  facebookURL?: string;
  linkedinURL?: string;
  twitterURL?: string;
}

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The student's address in the form's shape: labels of metadata when it has them, else the student's own. */
export function addressOf(student: Student, metadata: AddressMetadata | undefined): AddressForm {
  const own: AddressForm = {
    buildingPropertyName: text(student.buildingPropertyName),
    flatUnitDetails: text(student.flatUnitDetails),
    streetOrLotNumber: text(student.streetOrLotNumber),
    streetAddress: text(student.streetNumberAndName),
    suburb: text(student.suburb),
    city: text(student.city),
    postcode: text(student.postcode),
    country: text(student.country),
    state: text(student.state),
  };
  if (!metadata) return own;
  try {
    return { ...own, ...addressFromServer(student, metadata) };
  } catch {
    return own; // an id metadata does not know: keep the labels the student record carries
  }
}

/** The form's starting values. */
export function profileFormValues(
  student: Student,
  metadata: AddressMetadata | undefined,
): ProfileFormValues {
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      network.field,
      text(socialFromServer(network, student[network.field])),
    ]),
  ) as Record<SocialField, string | undefined>;
  return {
    firstName: text(student.firstName),
    lastName: text(student.lastName),
    preferredName: text(student.preferredName),
    emailAddress: text(student.emailAddress),
    mobilePhone: text(student.mobilePhone),
    homePhone: text(student.homePhone),
    personalSummary: text(student.personalSummary),
    address: addressOf(student, metadata),
    ...social,
  };
}

/** The at-least-one-phone text. */
export const atLeastOnePhoneMessage = (): string => t`Please enter a mobile or home phone number.`;

/** Rule of both phone fields: at least one of mobile and home phone is given. */
export const atLeastOnePhone: Validator = (_value, allValues) => {
  const values = (allValues ?? {}) as ProfileFormValues;
  return isBlank(values.mobilePhone) && isBlank(values.homePhone) ? atLeastOnePhoneMessage() : undefined;
};

/** Rule of a social link field: http(s) addresses only. */
export const socialLinkRule: Validator = (value) =>
  isAllowedSocial(value as string | undefined) ? undefined : t`Links must start with http:// or https://`;

/**
 * The update the form sends: every field the student may change (a cleared one as null, so it is cleared),
 * and always the names and phones (the update must carry them); read-only groups are left out.
 */
export function profileUpdate(
  values: ProfileFormValues,
  student: Student,
  readOnly: readonly ProfileField[],
  metadata: Pick<Metadata, 'countries' | 'states'> | undefined,
): StudentUpdate {
  const editable = (field: ProfileField) => !readOnly.includes(field);
  const value = (v: string | undefined) => text(v) ?? null;
  const update: StudentUpdate = {
    studentUPId: student.studentUPId,
    firstName: editable('name') ? (text(values.firstName) ?? '') : student.firstName,
    lastName: editable('name') ? (text(values.lastName) ?? '') : student.lastName,
    mobilePhone: editable('phone') ? value(values.mobilePhone) : (student.mobilePhone ?? null),
    homePhone: editable('phone') ? value(values.homePhone) : (student.homePhone ?? null),
    personalSummary: value(values.personalSummary),
  };
  if (editable('preferredName')) update.preferredName = value(values.preferredName);
  if (editable('email')) update.emailAddress = value(values.emailAddress);
  if (editable('address') && metadata) {
    const address = addressToServer(values.address, metadata);
    for (const key of SERVER_ADDRESS_KEYS) (update as Record<string, unknown>)[key] = address[key] ?? null;
    update.country = text(values.address.country) ?? null;
  }
  if (editable('socialLinks')) {
    for (const network of SOCIAL_NETWORKS)
      update[network.field] = socialToServer(network, values[network.field]);
  }
  return update;
}

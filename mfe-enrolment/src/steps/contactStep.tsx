import { useLayoutEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMetadata, type ApplicationPayload, type Metadata, type ServerAddress } from '@portal/api';
import {
  AddressFields,
  PhoneField,
  RelationshipField,
  TextField,
  addressFromServer,
  addressToServer,
  alpha2ToAlpha3,
  phoneFromServer,
  phoneToServer,
  type AddressForm,
  type AddressMetadata,
  SERVER_ADDRESS_KEYS,
} from '@portal/forms';
import { i18n } from '@portal/i18n';
import { SimpleGrid, Stack } from '@portal/ui';
import type { ApplicationStepDef, StepContext, SummaryRow } from '../form/step';
import type { ContactValues, EmergencyContactValues } from '../form/values';
import { idOf, labelOf, text } from './answers';
import { FieldGroup } from './FieldGroup';

type ContactDetails = NonNullable<ApplicationPayload['contactDetails']>;

const SECTION = 'contact';
const ADDRESS = `${SECTION}.address`;

const addressLists = (metadata: Metadata | undefined): AddressMetadata => ({
  countries: metadata?.countries ?? [],
  states: metadata?.states ?? [],
});

/** The metadata label of the provider's country (New Zealand, Australia); undefined until metadata is here. */
export function providerCountryLabel(ctx: StepContext, metadata: Metadata | undefined): string | undefined {
  const isoCode = alpha2ToAlpha3(ctx.provider.country);
  return metadata?.countries.find((country) => country.isoCode === isoCode)?.label;
}

/** The address country starts as the provider's country while the applicant has not chosen one (again after
 * Reset); a country the applicant clears stays cleared. */
function useDefaultCountry(label: string | undefined) {
  const form = useForm('ContactFields');
  const name = `${ADDRESS}.country`;
  const { input, meta } = useField<string | undefined>(name, {
    subscription: { value: true, modified: true },
  });
  const empty = !input.value;
  const modified = meta.modified === true;
  // Before the browser paints (a layout effect): the list arrives in a background render, whose passive effects
  // may come a frame later, and the field would show empty for that frame.
  useLayoutEffect(() => {
    if (empty && !modified && label) form.change(name, label);
  }, [empty, modified, label, form, name]);
}

function ContactFields({ ctx }: { ctx: StepContext }) {
  const { t } = useLingui();
  const loaded = useMetadata().data;
  useDefaultCountry(providerCountryLabel(ctx, loaded ?? ctx.metadata));
  return (
    <Stack gap={{ base: 6, md: 8 }}>
      <FieldGroup title={t`Email and phone`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name={`${SECTION}.email`} label={t`Email`} type="email" required autoComplete="email" />
          <PhoneField name={`${SECTION}.phone`} typeName={`${SECTION}.phoneType`} label={t`Phone`} required />
        </SimpleGrid>
      </FieldGroup>

      <FieldGroup title={t`Address`}>
        <AddressFields name={ADDRESS} required />
      </FieldGroup>

      <FieldGroup title={t`Emergency contact`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            name={`${SECTION}.emergencyContact.name`}
            label={t`Emergency contact name`}
            required
            autoComplete="off"
          />
          <RelationshipField
            name={`${SECTION}.emergencyContact.relationship`}
            label={t`Relationship to you`}
            required
          />
          <PhoneField
            name={`${SECTION}.emergencyContact.phone`}
            typeName={null}
            label={t`Emergency contact phone`}
            required
          />
          <TextField
            name={`${SECTION}.emergencyContact.email`}
            label={t`Emergency contact email`}
            type="email"
            autoComplete="off"
          />
        </SimpleGrid>
      </FieldGroup>
    </Stack>
  );
}

/** Leaves out the unanswered entries (no undefined keys in the JSON). */
const answered = <T extends object>(entries: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as T;

/** The contact details the step saves: email, the phone in the field of its type, the address in the server
 * shape (country and state labels to ids; an unknown country throws) and the emergency
 * contact; unanswered questions are left out. */
export function contactDetailsOf(values: ContactValues, ctx: StepContext): ContactDetails {
  const { metadata } = ctx;
  const contact = values.emergencyContact ?? {};
  const emergencyContact = answered<Partial<NonNullable<ContactDetails['emergencyContact']>>>({
    name: text(contact.name),
    relationshipId: idOf(metadata?.relationships, contact.relationship),
    phone: text(contact.phone),
    email: text(contact.email),
  });
  return answered<ContactDetails>({
    email: text(values.email),
    ...phoneToServer({ phone: text(values.phone), phoneType: values.phoneType }),
    ...(values.address ? addressToServer(values.address, addressLists(metadata)) : {}),
    emergencyContact: Object.keys(emergencyContact).length ? emergencyContact : undefined,
  });
}

/** The stored address in the form's shape; an id metadata does not know is left unanswered (the state text is
 * kept). Undefined when nothing of the address is stored. */
function addressOf(details: ContactDetails, metadata: Metadata | undefined): AddressForm | undefined {
  const server = Object.fromEntries(SERVER_ADDRESS_KEYS.map((key) => [key, details[key]])) as ServerAddress;
  const lists = addressLists(metadata);
  let address: AddressForm;
  try {
    address = addressFromServer(server, lists);
  } catch {
    const known = (list: AddressMetadata['countries' | 'states'], id: ServerAddress['countryId']) =>
      labelOf(list, id) === undefined ? undefined : id;
    address = addressFromServer(
      {
        ...server,
        countryId: known(lists.countries, server.countryId),
        stateId: known(lists.states, server.stateId),
      },
      lists,
    );
  }
  return Object.keys(address).length ? address : undefined;
}

/** The form section from stored contact details (the inverse of contactDetailsOf); undefined without details
 * or when they hold no answer of this step. */
export function contactValuesOf(
  application: ApplicationPayload,
  ctx: StepContext,
): ContactValues | undefined {
  const details = application.contactDetails;
  if (!details) return undefined;
  const { metadata } = ctx;
  const phone = phoneFromServer(details);
  const stored = details.emergencyContact;
  const emergencyContact = answered<EmergencyContactValues>({
    name: text(stored?.name),
    relationship: labelOf(metadata?.relationships, stored?.relationshipId),
    phone: text(stored?.phone),
    email: text(stored?.email),
  });
  const values = answered<ContactValues>({
    email: text(details.email),
    phone: text(phone.phone),
    phoneType: phone.phone ? phone.phoneType : undefined,
    address: addressOf(details, metadata),
    emergencyContact: Object.keys(emergencyContact).length ? emergencyContact : undefined,
  });
  return Object.keys(values).length ? values : undefined;
}

const sameText = (a: string | undefined, b: string | undefined) =>
  text(a)?.toLowerCase() === text(b)?.toLowerCase();

/** The address on one line, as it would be written on an envelope (e.g. 'Flat 2, 12 Queen Street, Grey Lynn,
 * Auckland 1010, New Zealand'); a region named as its city is said once. */
export function addressLine(address: AddressForm | undefined): string | undefined {
  if (!address) return undefined;
  const words = (...parts: (string | undefined)[]) => parts.map(text).filter(Boolean).join(' ');
  const line = [
    text(address.flatUnitDetails),
    text(address.buildingPropertyName),
    words(address.streetOrLotNumber, address.streetAddress),
    text(address.suburb),
    words(address.city, sameText(address.state, address.city) ? undefined : address.state, address.postcode),
    text(address.country),
  ]
    .filter(Boolean)
    .join(', ');
  return line || undefined;
}

/** The phone with its type, e.g. '021 555 0123 (mobile)'. */
function phoneLine(values: ContactValues): string | undefined {
  const phone = text(values.phone);
  if (!phone) return undefined;
  const type =
    values.phoneType === 'mobile'
      ? i18n._(msg`mobile`)
      : values.phoneType === 'home'
        ? i18n._(msg`home`)
        : undefined;
  return type ? `${phone} (${type})` : phone;
}

/** The review rows: email, phone, the address on one line and the emergency contact (relationship as its label). */
export function contactSummary(values: ContactValues): SummaryRow[] {
  const contact = values.emergencyContact ?? {};
  return [
    { label: msg`Email`, value: text(values.email) },
    { label: msg`Phone`, value: phoneLine(values) },
    { label: msg`Address`, value: addressLine(values.address) },
    { label: msg`Emergency contact name`, value: text(contact.name) },
    { label: msg`Relationship to you`, value: text(contact.relationship) },
    { label: msg`Emergency contact phone`, value: text(contact.phone) },
    { label: msg`Emergency contact email`, value: text(contact.email) },
  ];
}

/** Step 3, contact details: email, phone (checked), the address with street search (its
 * country starting as the provider's) and an emergency contact. */
export const contactStep: ApplicationStepDef<'contact'> = {
  name: 'contact',
  title: msg`Contact details`,
  section: SECTION,
  Fields: ContactFields,
  toPayload: (values, ctx) => ({ contactDetails: contactDetailsOf(values.contact ?? {}, ctx) }),
  fromPayload: contactValuesOf,
  summary: (values) => contactSummary(values.contact ?? {}),
};

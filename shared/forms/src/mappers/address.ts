import type { AddressLookupResult, LookupItem, Metadata, ServerAddress, State } from '@portal/api';
import { alpha2ToAlpha3 } from '../data/countries';
import { idToLabel, labelToId, type LookupId } from './lookup';

/** An address as the form holds it: country and state are labels of metadata. */
export interface AddressForm {
  buildingPropertyName?: string;
  flatUnitDetails?: string;
  streetOrLotNumber?: string;
  streetAddress?: string;
  suburb?: string;
  city?: string;
  postcode?: string;
  country?: string;
  state?: string;
}

/** An address as the server holds it: metadata ids, plus the state as text. */
export type AddressServer = ServerAddress;

/** A place chosen in the street-address search, as the lookup mapper takes it (fields may be missing). */
export type AddressLookup = Partial<AddressLookupResult>;

export type AddressMetadata = Pick<Metadata, 'countries' | 'states'>;

/** Fields with the same name and meaning in all three shapes. */
const SAME_FIELDS = [
  'buildingPropertyName',
  'flatUnitDetails',
  'streetOrLotNumber',
  'suburb',
  'city',
  'postcode',
] as const;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The object without its missing (undefined, null or '') fields. */
function compact<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => present(value))) as T;
}

function sameFields(source: Partial<Record<(typeof SAME_FIELDS)[number], string | null>>) {
  return Object.fromEntries(SAME_FIELDS.map((key) => [key, source[key] ?? undefined]));
}

/** The label of a server id; undefined when the record has no id. */
function labelOf(list: readonly LookupItem[], id: LookupId | null | undefined): string | undefined {
  return id === undefined || id === null || id === '' ? undefined : idToLabel(list, id);
}

/**
 * The state that text names: by label or abbreviation ('NSW'), ignoring case and outer spaces; a
 * state of `countryId` wins over a namesake elsewhere. Undefined when no state matches.
 */
export function findState(
  states: readonly State[],
  text: string | null | undefined,
  countryId?: LookupId,
): State | undefined {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return undefined;
  const matches = states.filter(
    (state) => state.label.toLowerCase() === wanted || state.abbreviation?.toLowerCase() === wanted,
  );
  return matches.find((state) => String(state.countryId) === String(countryId)) ?? matches[0];
}

/** Every key of the server shape, e.g. to pick an address out of a larger
 * record or to clear each of them. */
export const SERVER_ADDRESS_KEYS = [
  'buildingPropertyName',
  'flatUnitDetails',
  'streetOrLotNumber',
  'streetNumberAndName',
  'suburb',
  'city',
  'postcode',
  'countryId',
  'state',
  'stateId',
] as const satisfies readonly (keyof AddressServer)[];

/** Form -> server: country label -> countryId (throws for an unknown label, see labelToId), state
 * text -> stateId by its label (text naming no state is sent as text alone), streetAddress ->
 * streetNumberAndName. */
export function addressToServer(form: AddressForm, metadata: AddressMetadata): AddressServer {
  const countryId = form.country ? labelToId(metadata.countries, form.country) : undefined;
  const state = findState(metadata.states, form.state, countryId);
  return compact({
    ...sameFields(form),
    streetNumberAndName: form.streetAddress,
    countryId,
    state: state?.label ?? form.state,
    stateId: state?.id,
  });
}

/** Server -> form: countryId and stateId -> their labels (throws for an unknown id, see idToLabel);
 * without a stateId the state text is kept; streetNumberAndName -> streetAddress. */
export function addressFromServer(server: AddressServer, metadata: AddressMetadata): AddressForm {
  return compact({
    ...sameFields(server),
    streetAddress: server.streetNumberAndName ?? undefined,
    country: labelOf(metadata.countries, server.countryId),
    state: labelOf(metadata.states, server.stateId) ?? server.state ?? undefined,
  });
}

/** A chosen place -> form: the 2-letter country -> the metadata country whose isoCode is its 3-letter
 * code (left empty when metadata has none), the state text -> that country's state label when one
 * matches (else kept as text). */
export function addressFromLookup(
  result: Partial<AddressLookupResult>,
  metadata: AddressMetadata,
): AddressForm {
  const isoCode = result.country ? alpha2ToAlpha3(result.country) : undefined;
  const country = isoCode ? metadata.countries.find((entry) => entry.isoCode === isoCode) : undefined;
  const state = findState(metadata.states, result.state, country?.id);
  return compact({
    ...sameFields(result),
    streetAddress: result.streetAddress,
    country: country?.label,
    state: state?.label ?? result.state,
  });
}

import { fetchAddressPlace, fetchAddressSuggestions, type ApiClient } from '@portal/api';
import type { AddressLookup } from '../../logic';
import { mapsAddressSource } from './mapsAddressSource';

/** One suggestion of the street-address search. */
export interface AddressSuggestion {
  placeId: string;
  description: string;
}

/** Bounding box `[west, south, east, north]` that suggestions are biased to. */
export type AddressBounds = readonly [number, number, number, number];

/** The search country (2-letter code); the address search serves New Zealand and Australia. */
export type AddressCountry = 'NZ' | 'AU';

/** Where street-address suggestions come from: the maps service in production, the dev-api locally. */
export interface AddressSuggestionSource {
  suggest(query: {
    input: string;
    country: AddressCountry;
    bounds: AddressBounds;
  }): Promise<AddressSuggestion[]>;
  /** The parts of the chosen suggestion's address. */
  place(placeId: string): Promise<AddressLookup>;
}

/** Suggestions from the portal's own API (dev/address/..., served by the dev-api). */
export function localAddressSource(api?: ApiClient): AddressSuggestionSource {
  return {
    suggest: async ({ input, country, bounds }) =>
      (await fetchAddressSuggestions({ input, country, bounds }, api)).predictions,
    place: (placeId) => fetchAddressPlace(placeId, api),
  };
}

/** The maps service when a key is given, else the local suggestions. */
export function addressSourceFor({
  mapsApiKey,
  api,
}: {
  mapsApiKey?: string;
  api?: ApiClient;
}): AddressSuggestionSource {
  return mapsApiKey ? mapsAddressSource(mapsApiKey) : localAddressSource(api);
}

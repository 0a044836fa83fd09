import { fetchAddressPlace, fetchAddressSuggestions, type ApiClient } from '@portal/api';
import type { AddressSuggestionSource } from './addressSuggestionSource';
import { mapsAddressSource } from './mapsAddressSource';

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

import { type AddressLookupResult, addressPlaceCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** GET dev/address/place/{placeId} (development only): the details of a chosen suggestion. */
export const addressPlacePath = (placeId: string): string => addressPlaceCall.path({ placeId });

/** The address of a suggestion, with a 2-letter country (addressFromLookup of @portal/forms maps it). */
export function fetchAddressPlace(placeId: string, api: ApiClient = getApi()): Promise<AddressLookupResult> {
  return api.get<AddressLookupResult>(addressPlacePath(placeId));
}

import {
  type AddressSuggestions,
  type Bounds,
  type AddressCountry,
  addressSuggestionsCall,
} from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** What the street-address search asks for: the typed text, the country and its bounding box. */
export interface AddressSuggestionQuery {
  input: string;
  country: AddressCountry;
  bounds: Bounds;
}

/** GET dev/address/autocomplete?input=&country=&bounds={west},{south},{east},{north} (development only:
 * the dev-api stands in for the maps service, which production loads as a script). */
export const addressSuggestionsPath = ({ input, country, bounds }: AddressSuggestionQuery): string =>
  addressSuggestionsCall.path({ input, country, bounds });

/** Up to five suggestions for the typed text, those inside the bounds first. */
export function fetchAddressSuggestions(
  query: AddressSuggestionQuery,
  api: ApiClient = getApi(),
): Promise<AddressSuggestions> {
  return api
    .get<AddressSuggestions | null | undefined>(addressSuggestionsPath(query))
    .then((answer) => answer ?? { predictions: [] });
}

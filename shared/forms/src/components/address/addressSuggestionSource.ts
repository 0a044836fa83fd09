// What a source of street-address suggestions answers: the maps service's (./mapsAddressSource.ts) and the local
// API's (./addressSources.ts) both are one.
import type { AddressLookup } from '../../logic';

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

// The production address source: the Google Maps JavaScript API with the Places library
// (Autocomplete predictions + place details), loaded once with the caller's key.
import { MAPS_SCRIPT_POLICY, scriptUrlPolicy, setScriptSrc } from '@portal/config';
import type { AddressLookup } from '../../logic';
import type { AddressSuggestionSource } from './addressSuggestionSource';

/** The maps service script; `{key}` is the caller's key. */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js?key={key}&libraries=places';

/** Whether `url` is the maps script with some key: MAPS_SCRIPT_URL's origin, path and query, `key` its only
 * variable part (one query value as encodeURIComponent writes it: no `&`, `#` or `/`), nothing after it. */
export function isMapsScriptUrl(url: string): boolean {
  const [before, after] = MAPS_SCRIPT_URL.split('{key}');
  if (!url.startsWith(before!) || !url.endsWith(after!)) return false;
  const key = url.slice(before!.length, url.length - after!.length);
  return key.length > 0 && /^[A-Za-z0-9%._~!*'()-]+$/.test(key);
}

/** The maps script's address as a TrustedScriptURL (Trusted Types policy MAPS_SCRIPT_POLICY): the maps service
 * only, any other address throws. */
export const mapsScriptUrl = scriptUrlPolicy(MAPS_SCRIPT_POLICY, isMapsScriptUrl);

interface LatLng {
  lat: number;
  lng: number;
}
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
/** The small part of `google.maps` this file uses. */
export interface MapsNamespace {
  maps: {
    LatLngBounds: new (southWest: LatLng, northEast: LatLng) => unknown;
    places: {
      AutocompleteService: new () => {
        getPlacePredictions(
          request: { input: string; bounds: unknown; componentRestrictions: { country: string } },
          callback: (predictions: { place_id: string; description: string }[] | null, status: string) => void,
        ): void;
      };
      PlacesService: new (attributions: HTMLElement) => {
        getDetails(
          request: { placeId: string; fields: string[] },
          callback: (place: { address_components?: AddressComponent[] } | null, status: string) => void,
        ): void;
      };
    };
  };
}

const loadedMaps = (): MapsNamespace | undefined => {
  const google = (window as unknown as { google?: MapsNamespace }).google;
  return google?.maps?.places ? google : undefined;
};

let loading: Promise<MapsNamespace> | undefined;

/** Adds the maps script to the page once; later calls share the first load (a page can hold only one
 * copy of the maps API, so the first key wins). A failed load may be tried again. */
export function loadMapsScript(key: string): Promise<MapsNamespace> {
  const ready = loadedMaps();
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  let src: ReturnType<typeof mapsScriptUrl>;
  try {
    src = mapsScriptUrl(MAPS_SCRIPT_URL.replace('{key}', encodeURIComponent(key)));
  } catch {
    // No key: the policy refuses the address; nothing is added and a later call may try again.
    return Promise.reject(new Error('The maps service could not be loaded'));
  }
  loading = new Promise<MapsNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The maps service could not be loaded'));
    };
    setScriptSrc(script, src);
    script.async = true;
    script.addEventListener('load', () => {
      const maps = loadedMaps();
      if (maps) resolve(maps);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  return loading;
}

/** Which address component fills which field of the lookup result (first type found wins). */
const COMPONENT_TYPES: [keyof AddressLookup, string[]][] = [
  ['flatUnitDetails', ['subpremise']],
  ['buildingPropertyName', ['premise']],
  ['streetOrLotNumber', ['street_number']],
  ['streetAddress', ['route']],
  ['suburb', ['sublocality_level_1', 'sublocality', 'neighborhood']],
  ['city', ['locality', 'postal_town', 'administrative_area_level_2']],
  ['state', ['administrative_area_level_1']],
  ['country', ['country']],
  ['postcode', ['postal_code']],
];

/** A place's address components as the lookup result the forms read (country as its 2-letter code). */
export function lookupFromComponents(components: AddressComponent[]): AddressLookup {
  const result: Record<string, string> = {};
  for (const [field, types] of COMPONENT_TYPES) {
    const found = types.map((type) => components.find((c) => c.types.includes(type))).find(Boolean);
    result[field] = found ? (field === 'country' ? found.short_name : found.long_name) : '';
  }
  return result as unknown as AddressLookup;
}

const OK = 'OK';
const ZERO_RESULTS = 'ZERO_RESULTS';

/** Suggestions from the maps service with the caller's key. */
export function mapsAddressSource(key: string): AddressSuggestionSource {
  return {
    async suggest({ input, country, bounds }) {
      const { maps } = await loadMapsScript(key);
      const [west, south, east, north] = bounds;
      const box = new maps.LatLngBounds({ lat: south, lng: west }, { lat: north, lng: east });
      return new Promise((resolve, reject) => {
        new maps.places.AutocompleteService().getPlacePredictions(
          { input, bounds: box, componentRestrictions: { country: country.toLowerCase() } },
          (predictions, status) => {
            if (status !== OK && status !== ZERO_RESULTS)
              return reject(new Error(`Address search: ${status}`));
            resolve((predictions ?? []).map((p) => ({ placeId: p.place_id, description: p.description })));
          },
        );
      });
    },
    async place(placeId) {
      const { maps } = await loadMapsScript(key);
      return new Promise((resolve, reject) => {
        new maps.places.PlacesService(document.createElement('div')).getDetails(
          { placeId, fields: ['address_components'] },
          (place, status) => {
            if (status !== OK || !place) return reject(new Error(`Address details: ${status}`));
            resolve(lookupFromComponents(place.address_components ?? []));
          },
        );
      });
    },
  };
}

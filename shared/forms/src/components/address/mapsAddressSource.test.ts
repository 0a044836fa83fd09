import { countryBounds } from '../../logic';
import {
  MAPS_SCRIPT_URL,
  isMapsScriptUrl,
  loadMapsScript,
  lookupFromComponents,
  mapsAddressSource,
  mapsScriptUrl,
  type AddressComponent,
  type MapsNamespace,
} from './mapsAddressSource';

type Win = { google?: MapsNamespace };
const mapsScripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]');

const requests: unknown[] = [];
/** A fake of the maps API the script would install. */
const fakeMaps: MapsNamespace = {
  maps: {
    LatLngBounds: class {
      constructor(
        readonly sw: unknown,
        readonly ne: unknown,
      ) {}
    },
    places: {
      AutocompleteService: class {
        getPlacePredictions(
          request: unknown,
          done: (p: { place_id: string; description: string }[], s: string) => void,
        ) {
          requests.push(request);
          done(
            [{ place_id: 'g-1', description: '1 Queen Street, Auckland CBD, Auckland, New Zealand' }],
            'OK',
          );
        }
      },
      PlacesService: class {
        getDetails(
          request: unknown,
          done: (place: { address_components: AddressComponent[] }, s: string) => void,
        ) {
          requests.push(request);
          done(
            {
              address_components: [
                { long_name: '1', short_name: '1', types: ['street_number'] },
                { long_name: 'Queen Street', short_name: 'Queen St', types: ['route'] },
                {
                  long_name: 'Auckland CBD',
                  short_name: 'Auckland CBD',
                  types: ['sublocality_level_1', 'sublocality'],
                },
                { long_name: 'Auckland', short_name: 'Auckland', types: ['locality', 'political'] },
                { long_name: 'Auckland', short_name: 'AUK', types: ['administrative_area_level_1'] },
                { long_name: 'New Zealand', short_name: 'NZ', types: ['country', 'political'] },
                { long_name: '1010', short_name: '1010', types: ['postal_code'] },
              ],
            },
            'OK',
          );
        }
      },
    },
  },
};

// Before the maps API is on the page (the next test puts it there).
it('adds no script without a key: the maps script policy refuses the address', async () => {
  await expect(loadMapsScript('')).rejects.toThrow('The maps service could not be loaded');
  expect(mapsScripts()).toHaveLength(0);
});

it('adds the maps script with the caller key and the places library once, however often it is asked', async () => {
  const first = loadMapsScript('key 1');
  const second = loadMapsScript('key 1');
  expect(mapsScripts()).toHaveLength(1);
  expect(mapsScripts()[0]!.src).toBe('https://maps.googleapis.com/maps/api/js?key=key%201&libraries=places');
  (window as Win).google = fakeMaps;
  mapsScripts()[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBe(fakeMaps);
  await expect(second).resolves.toBe(fakeMaps);
  await expect(loadMapsScript('key 1')).resolves.toBe(fakeMaps);
  expect(mapsScripts()).toHaveLength(1);
});

it('asks Places Autocomplete for predictions in the country, biased by its bounding box', async () => {
  const bounds = countryBounds('NZ')!;
  const found = await mapsAddressSource('key 1').suggest({ input: '1 Queen', country: 'NZ', bounds });
  expect(found).toEqual([
    { placeId: 'g-1', description: '1 Queen Street, Auckland CBD, Auckland, New Zealand' },
  ]);
  expect(requests.at(-1)).toEqual({
    input: '1 Queen',
    componentRestrictions: { country: 'nz' },
    bounds: { sw: { lat: bounds[1], lng: bounds[0] }, ne: { lat: bounds[3], lng: bounds[2] } },
  });
});

it("reads the place details' address components into a lookup result", async () => {
  await expect(mapsAddressSource('key 1').place('g-1')).resolves.toEqual({
    flatUnitDetails: '',
    buildingPropertyName: '',
    streetOrLotNumber: '1',
    streetAddress: 'Queen Street',
    suburb: 'Auckland CBD',
    city: 'Auckland',
    state: 'Auckland',
    country: 'NZ',
    postcode: '1010',
  });
  expect(requests.at(-1)).toEqual({ placeId: 'g-1', fields: ['address_components'] });
});

it('takes unit and building from subpremise and premise', () => {
  expect(
    lookupFromComponents([
      { long_name: '3B', short_name: '3B', types: ['subpremise'] },
      { long_name: 'Harbour Tower', short_name: 'Harbour Tower', types: ['premise'] },
    ]),
  ).toMatchObject({ flatUnitDetails: '3B', buildingPropertyName: 'Harbour Tower', city: '' });
});

describe('the maps script policy', () => {
  it.each([
    MAPS_SCRIPT_URL.replace('{key}', 'AIzaSyA-b_c1'),
    MAPS_SCRIPT_URL.replace('{key}', encodeURIComponent("key 1/&#?'()*!")),
  ])('lets through the maps script with a key: %s', (url) => {
    expect(isMapsScriptUrl(url)).toBe(true);
    expect(String(mapsScriptUrl(url))).toBe(url);
  });

  it.each([
    MAPS_SCRIPT_URL.replace('{key}', ''),
    MAPS_SCRIPT_URL.replace('{key}', 'k&callback=alert'),
    MAPS_SCRIPT_URL.replace('{key}', 'k#x'),
    `${MAPS_SCRIPT_URL.replace('{key}', 'k')}&callback=alert`,
    'https://maps.googleapis.com.evil.io/maps/api/js?key=k&libraries=places',
    'https://evil.io/maps/api/js?key=k&libraries=places',
    'http://maps.googleapis.com/maps/api/js?key=k&libraries=places',
    'https://maps.googleapis.com/other.js?key=k&libraries=places',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
  ])('refuses %s', (url) => {
    expect(isMapsScriptUrl(url)).toBe(false);
    expect(() => mapsScriptUrl(url)).toThrow(/portal#maps-script refused/);
  });
});

import { countryBounds } from '../../logic';
import { configureFakeApi, type ConfiguredFakeApi } from '@portal/testing/fakeApi';
import { addressSourceFor, localAddressSource } from './addressSources';

const PLACE = {
  streetOrLotNumber: '200',
  streetAddress: 'George Street',
  suburb: 'Sydney',
  city: 'Sydney',
  state: 'New South Wales',
  country: 'AU',
  postcode: '2000',
};

let api: ConfiguredFakeApi;
beforeEach(() => {
  api = configureFakeApi((path) => ({
    body: path.startsWith('dev/address/place/')
      ? PLACE
      : { predictions: [{ placeId: 'au-1', description: '200 George Street, Sydney NSW 2000' }] },
  }));
});

it("asks the portal API's address suggestions and place details", async () => {
  const source = localAddressSource();
  const bounds = countryBounds('AU')!;
  await expect(source.suggest({ input: '200 George', country: 'AU', bounds })).resolves.toEqual([
    { placeId: 'au-1', description: '200 George Street, Sydney NSW 2000' },
  ]);
  await expect(source.place('au-1')).resolves.toEqual(PLACE);
  expect(api.seen).toEqual([
    `dev/address/autocomplete?input=200%20George&country=AU&bounds=${bounds.join(',')}`,
    'dev/address/place/au-1',
  ]);
});

it('uses the maps service when a key is given, the local API otherwise', async () => {
  await addressSourceFor({}).suggest({ input: 'x', country: 'NZ', bounds: countryBounds('NZ')! });
  expect(api.seen).toHaveLength(1);
  void addressSourceFor({ mapsApiKey: 'secret' }).suggest({
    input: 'x',
    country: 'NZ',
    bounds: countryBounds('NZ')!,
  });
  expect(document.head.querySelector('script')?.src).toContain('maps.googleapis.com/maps/api/js?key=secret');
  expect(api.seen).toHaveLength(1);
});

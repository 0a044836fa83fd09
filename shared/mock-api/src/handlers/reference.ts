/** Public reference data: v1/metadata, the single lookup lists (v1/activity, v1/iwi, ...), sponsors, campus
 * locations, the phone check and the development address suggestions. */
import { isSupportedCountry } from 'libphonenumber-js/max';
import { CALLS, METADATA_LIST_KEYS, type Bounds } from '@portal/api-contract';
import { isProviderSlug, type ProviderSlug } from '../providers';
import { DEV_ADDRESSES, LOCATIONS, SPONSORS, buildMetadata, type DevAddress } from '../seed/data';
import { ApiError, json, queryParam, type Resolvers } from './define';
import { checkPhoneNumber } from './phone';

/** Lookup lists that also have a call of their own, of the same name (v1/activity, v1/iwi, ...). */
const LIST_CALLS = METADATA_LIST_KEYS.filter((list) => list in CALLS);

/** A `provider` query value: undefined when absent, 400 when not a provider slug. */
export function providerParam(value: string | undefined): ProviderSlug | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isProviderSlug(value)) throw new ApiError(400, `Unknown provider ${value}`);
  return value;
}

/** Lower case without diacritics, so 'whangarei' finds 'Whangārei'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const inside = ({ lat, lng }: DevAddress, [west, south, east, north]: Bounds): boolean =>
  lat >= south && lat <= north && (west <= east ? lng >= west && lng <= east : lng >= west || lng <= east);

/** Addresses whose description holds every word of `input`, in `country` when given; those inside `bounds`
 * first, then those that start with the input; at most five. */
function searchAddresses(input: string, country: string | undefined, bounds: Bounds | undefined) {
  const words = fold(input).split(' ').filter(Boolean);
  const rank = (a: DevAddress): number =>
    (bounds && !inside(a, bounds) ? 2 : 0) + (fold(a.description).startsWith(fold(input)) ? 0 : 1);
  return DEV_ADDRESSES.filter((a) => words.length && (!country || a.country === country.toUpperCase()))
    .filter((a) => words.every((word) => fold(a.description).includes(word)))
    .map((address, index) => ({ address, index }))
    .sort((x, y) => rank(x.address) - rank(y.address) || x.index - y.index)
    .slice(0, 5)
    .map(({ address: { placeId, description } }) => ({ placeId, description }));
}

export const REFERENCE: Resolvers = {
  metadata: () => json(buildMetadata()),
  ...Object.fromEntries(LIST_CALLS.map((list) => [list, () => json(buildMetadata()[list])])),
  industryCategories: () => {
    const { industryDivisions, industrySubdivisions } = buildMetadata();
    return json(
      industryDivisions.map((division) => ({
        ...division,
        subCategories: industrySubdivisions.filter((s) => s.parentId === division.id),
      })),
    );
  },
  sponsors: () => json(SPONSORS),
  // Beyond the contract: ?provider= narrows the campuses to one provider's.
  locations: (ctx) => {
    const provider = providerParam(queryParam(ctx.url, 'provider'));
    return json(LOCATIONS.filter((l) => !provider || l.provider === provider));
  },
  phoneCheck: (ctx) => {
    const { digits, country } = ctx.params;
    // A 2-letter country code libphonenumber-js knows.
    if (!isSupportedCountry(country.toUpperCase())) throw new ApiError(400, `Unknown country ${country}`);
    return json(checkPhoneNumber(digits, country));
  },
  addressSuggestions: (ctx) => {
    const text = queryParam(ctx.url, 'bounds');
    const raw = (text ?? '').split(',').map((p) => p.trim());
    const valid = raw.length === 4 && raw.every((p) => p !== '' && Number.isFinite(Number(p)));
    if (text && !valid) throw new ApiError(400, 'bounds must be west,south,east,north');
    const bounds = valid ? (raw.map(Number) as unknown as Bounds) : undefined;
    return json({ predictions: searchAddresses(ctx.params.input ?? '', ctx.params.country, bounds) });
  },
  addressPlace: (ctx) => {
    const address = DEV_ADDRESSES.find((a) => a.placeId === ctx.params.placeId);
    if (!address) throw new ApiError(404, 'No matching place');
    const { placeId: _placeId, description: _description, lat: _lat, lng: _lng, ...result } = address;
    return json(result);
  },
};

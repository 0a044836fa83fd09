/** Public reference data: v1/metadata, the single lookup lists (v1/activity, v1/iwi, ...), sponsors,
 * campus locations, the phone check and the development address suggestions. */
import type { CallName, Metadata } from '@portal/api-contract';
import { findAddress, parseBounds, searchAddresses } from '../../address-search';
import { buildMetadata } from '../../metadata';
import { checkPhoneNumber, isPhoneCountry } from '../../phone';
import { isProviderSlug, type ProviderSlug } from '../../providers';
import { LOCATIONS, SPONSORS } from '../../seed-data/partners';
import { contractRoute, type Route } from '../context';
import { HttpError, queryParam, sendJson } from '../http';

/** Lookup lists that also have a call of their own: [call, metadata list]. */
const LIST_CALLS = [
  ['activities', 'activities'],
  ['countries', 'countries'],
  ['ethnicities', 'ethnicities'],
  ['iwis', 'iwis'],
  ['feesAssistanceStatuses', 'feesAssistanceStatuses'],
  ['qualifications', 'qualifications'],
  ['relationships', 'relationships'],
  ['schools', 'schools'],
] as const satisfies readonly (readonly [CallName, keyof Metadata])[];

/** A `provider` query value: undefined when absent, 400 when not a provider slug. */
export function providerParam(value: string | undefined): ProviderSlug | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isProviderSlug(value)) throw new HttpError(400, `Unknown provider ${value}`);
  return value;
}

export const REFERENCE_ROUTES: Route[] = [
  contractRoute('metadata', ({ res }) => sendJson(res, 200, buildMetadata())),
  ...LIST_CALLS.map(([call, list]) =>
    contractRoute(call, ({ res }) => sendJson(res, 200, buildMetadata()[list])),
  ),
  contractRoute('industryCategories', ({ res }) => {
    const { industryDivisions, industrySubdivisions } = buildMetadata();
    sendJson(
      res,
      200,
      industryDivisions.map((division) => ({
        ...division,
        subCategories: industrySubdivisions.filter((s) => s.parentId === division.id),
      })),
    );
  }),
  contractRoute('sponsors', ({ res }) => sendJson(res, 200, SPONSORS)),
  // Beyond the contract: ?provider= narrows the campuses to one provider's.
  contractRoute('locations', (ctx) => {
    const provider = providerParam(queryParam(ctx.url, 'provider'));
    sendJson(
      ctx.res,
      200,
      LOCATIONS.filter((l) => !provider || l.provider === provider),
    );
  }),
  contractRoute('phoneCheck', (ctx) => {
    const { digits, country } = ctx.params;
    if (!isPhoneCountry(country.toUpperCase())) throw new HttpError(400, `Unknown country ${country}`);
    sendJson(ctx.res, 200, checkPhoneNumber(digits, country));
  }),
  contractRoute('addressSuggestions', (ctx) => {
    const boundsText = queryParam(ctx.url, 'bounds');
    const bounds = parseBounds(boundsText);
    if (boundsText && !bounds) throw new HttpError(400, 'bounds must be west,south,east,north');
    const found = searchAddresses(ctx.params.input ?? '', ctx.params.country, bounds);
    sendJson(ctx.res, 200, {
      predictions: found.map(({ placeId, description }) => ({ placeId, description })),
    });
  }),
  contractRoute('addressPlace', (ctx) => {
    const address = findAddress(ctx.params.placeId);
    if (!address) throw new HttpError(404, 'No matching place');
    const { placeId: _placeId, description: _description, lat: _lat, lng: _lng, ...result } = address;
    sendJson(ctx.res, 200, result);
  }),
];

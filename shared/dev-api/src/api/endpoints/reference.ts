/** Public reference data: v1/metadata, the single lookup lists (v1/activity, v1/iwi, ...), sponsors,
 * campus locations, the phone check and the development address suggestions. */
import type { Metadata } from '@portal/api';
import { findAddress, parseBounds, searchAddresses } from '../../address-search';
import { buildMetadata } from '../../metadata';
import { checkPhoneNumber, isPhoneCountry } from '../../phone';
import { isProviderSlug, type ProviderSlug } from '../../providers';
import { LOCATIONS, SPONSORS } from '../../seed-data/partners';
import type { ApiContext, Route } from '../context';
import { HttpError, queryParam, sendJson } from '../http';

/** Lookup lists that also have a path of their own: [path, metadata list]. */
const LIST_PATHS: readonly (readonly [string, keyof Metadata])[] = [
  ['v1/activity', 'activities'],
  ['v1/country', 'countries'],
  ['v1/ethnicity', 'ethnicities'],
  ['v1/iwi', 'iwis'],
  ['v1/feesAssistanceStatus', 'feesAssistanceStatuses'],
  ['v1/qualification', 'qualifications'],
  ['v1/relationship', 'relationships'],
  ['v1/school', 'schools'],
];

const exactPath = (path: string): RegExp => new RegExp(`^/${path.replace(/\//g, '\\/')}$`);

/** The `provider` query parameter: undefined when absent, 400 when not a provider slug. */
export function providerParam(ctx: ApiContext): ProviderSlug | undefined {
  const value = queryParam(ctx.url, 'provider');
  if (value === undefined || value === '') return undefined;
  if (!isProviderSlug(value)) throw new HttpError(400, `Unknown provider ${value}`);
  return value;
}

export const REFERENCE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/v1\/metadata$/,
    handler: ({ res }) => sendJson(res, 200, buildMetadata()),
  },
  ...LIST_PATHS.map(([path, list]): Route => ({
    method: 'GET',
    path: exactPath(path),
    handler: ({ res }) => sendJson(res, 200, buildMetadata()[list]),
  })),
  {
    method: 'GET',
    path: /^\/v1\/job\/industryCategory$/,
    handler: ({ res }) => {
      const { industryDivisions, industrySubdivisions } = buildMetadata();
      sendJson(
        res,
        200,
        industryDivisions.map((division) => ({
          ...division,
          subCategories: industrySubdivisions.filter((s) => s.parentId === division.id),
        })),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/sponsor$/,
    handler: ({ res }) => sendJson(res, 200, SPONSORS),
  },
  {
    method: 'GET',
    path: /^\/v1\/location$/,
    handler: (ctx) => {
      const provider = providerParam(ctx);
      sendJson(
        ctx.res,
        200,
        LOCATIONS.filter((l) => !provider || l.provider === provider),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/util\/phone\/([^/]*)\/([^/]+)$/,
    handler: (ctx) => {
      const [digits = '', country = ''] = ctx.params;
      if (!isPhoneCountry(country.toUpperCase())) throw new HttpError(400, `Unknown country ${country}`);
      sendJson(ctx.res, 200, checkPhoneNumber(digits || '0', country));
    },
  },
  {
    method: 'GET',
    path: /^\/dev\/address\/autocomplete$/,
    handler: (ctx) => {
      const boundsText = queryParam(ctx.url, 'bounds');
      const bounds = parseBounds(boundsText);
      if (boundsText && !bounds) throw new HttpError(400, 'bounds must be west,south,east,north');
      const found = searchAddresses(
        queryParam(ctx.url, 'input') ?? '',
        queryParam(ctx.url, 'country'),
        bounds,
      );
      sendJson(ctx.res, 200, {
        predictions: found.map(({ placeId, description }) => ({ placeId, description })),
      });
    },
  },
  {
    method: 'GET',
    path: /^\/dev\/address\/place\/([^/]+)$/,
    handler: (ctx) => {
      const address = findAddress(ctx.params[0] ?? '');
      if (!address) throw new HttpError(404, 'No matching place');
      const { placeId: _placeId, description: _description, lat: _lat, lng: _lng, ...result } = address;
      sendJson(ctx.res, 200, result);
    },
  },
];

import { getApi, type ApiClient } from '../client';
import { useApiResource } from '../resource';
import type { ApiResource } from '../swr';
import type { ApiRecord } from '../answers';
import { getList, withQuery, type QueryValue } from './common';

/** The filters of the graduate list; the spec does not name them, so any query parameter goes. */
export type GraduateFilters = Record<string, QueryValue>;

/** GET v1/secure/graduateDestination/graduates?{filters} (empty filters are left out). */
export const graduatesPath = (filters: GraduateFilters = {}): string =>
  withQuery('v1/secure/graduateDestination/graduates', filters);

export const graduatesKey = (filters?: GraduateFilters): string => graduatesPath(filters);

/** Graduates for the graduate destination survey. */
export function fetchGraduates(
  filters: GraduateFilters = {},
  api: ApiClient = getApi(),
): Promise<ApiRecord[]> {
  return getList<ApiRecord>(api, graduatesPath(filters));
}

export function useGraduates(filters?: GraduateFilters): ApiResource<ApiRecord[]> {
  return useApiResource(graduatesKey(filters), (api) => fetchGraduates(filters, api));
}

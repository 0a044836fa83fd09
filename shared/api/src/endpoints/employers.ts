import { EMPLOYER_SEARCH_TOP, type Employer, employersCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { getList } from './common';

/** GET v1/employers?top={top}&q={query} (public). */
export const employersPath = (query: string, top: number = EMPLOYER_SEARCH_TOP): string =>
  employersCall.path({ q: query, top });

/** SWR key of a search (null, so nothing loads, before there is a query). */
export const employersKey = (query: string | null | undefined, top?: number): string | null =>
  query ? employersPath(query, top) : null;

/** Employers whose name matches `query`, at most `top` of them. */
export function searchEmployers(
  query: string,
  top: number = EMPLOYER_SEARCH_TOP,
  api: ApiClient = getApi(),
): Promise<Employer[]> {
  return getList<Employer>(api, employersPath(query, top));
}

export function useEmployers(query: string | null | undefined, top?: number): ApiResource<Employer[]> {
  return useApiResource(employersKey(query, top), (api) => searchEmployers(query as string, top, api));
}

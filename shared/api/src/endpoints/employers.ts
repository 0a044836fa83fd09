import { getApi, type ApiClient } from '../client';
import { useApiResource } from '../resource';
import type { ApiResource } from '../swr';
import type { Employer } from '../answers';
import { getList, withQuery } from './common';

/** How many employers a search asks for unless told otherwise (spec enrolment §9). */
export const EMPLOYER_SEARCH_TOP = 50;

/** GET v1/employers?top={top}&q={query} (public). */
export const employersPath = (query: string, top: number = EMPLOYER_SEARCH_TOP): string =>
  withQuery('v1/employers', { top, q: query });

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

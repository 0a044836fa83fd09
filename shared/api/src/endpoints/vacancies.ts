import { type ApiRecord, vacanciesCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { getList } from './common';

/** Each word with a capital first letter and the rest lower case: 'health CARE' -> 'Health Care'. */
export const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_all, gap: string, letter: string) => gap + letter.toUpperCase());

/** GET job/vacancy?businessUnit={title-cased} (public); the business unit is sent title-cased. */
export const vacanciesPath = (businessUnit: string): string =>
  vacanciesCall.path({ businessUnit: titleCase(businessUnit) });

export const vacanciesKey = (businessUnit: string | null | undefined): string | null =>
  businessUnit ? vacanciesPath(businessUnit) : null;

/** The job vacancies of a business unit. */
export function fetchVacancies(businessUnit: string, api: ApiClient = getApi()): Promise<ApiRecord[]> {
  return getList<ApiRecord>(api, vacanciesPath(businessUnit));
}

export function useVacancies(businessUnit: string | null | undefined): ApiResource<ApiRecord[]> {
  return useApiResource(vacanciesKey(businessUnit), (api) => fetchVacancies(businessUnit as string, api));
}

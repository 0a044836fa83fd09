import { countriesCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/country (public): the countries. */
export const countriesPath = (): string => countriesCall.path();
export const countriesKey = (): string => countriesPath();
export const fetchCountries = (api?: ApiClient) => fetchReferenceList(countriesPath(), api);
export const useCountries = () => useReferenceList(countriesKey());

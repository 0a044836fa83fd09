import type { ApiClient } from '../client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/country (public): the countries. */
export const countriesPath = (): string => 'v1/country';
export const countriesKey = (): string => countriesPath();
export const fetchCountries = (api?: ApiClient) => fetchReferenceList(countriesPath(), api);
export const useCountries = () => useReferenceList(countriesKey());

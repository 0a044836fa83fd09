import { CALLS } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/location (public): the campuses and study locations. */
export const locationsPath = (): string => CALLS.locations.path();
export const locationsKey = (): string => locationsPath();
export const fetchLocations = (api?: ApiClient) => fetchReferenceList(locationsPath(), api);
export const useLocations = () => useReferenceList(locationsKey());

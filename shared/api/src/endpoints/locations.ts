import { locationsCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/location (public): the campuses and study locations. */
export const locationsPath = (): string => locationsCall.path();
export const locationsKey = (): string => locationsPath();
export const fetchLocations = (api?: ApiClient) => fetchReferenceList(locationsPath(), api);
export const useLocations = () => useReferenceList(locationsKey());

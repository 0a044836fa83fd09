import { ethnicitiesCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/ethnicity (public): the ethnicities. */
export const ethnicitiesPath = (): string => ethnicitiesCall.path();
export const ethnicitiesKey = (): string => ethnicitiesPath();
export const fetchEthnicities = (api?: ApiClient) => fetchReferenceList(ethnicitiesPath(), api);
export const useEthnicities = () => useReferenceList(ethnicitiesKey());

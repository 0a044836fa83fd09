import { iwisCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/iwi (public): the iwi (NZ Māori tribes). */
export const iwisPath = (): string => iwisCall.path();
export const iwisKey = (): string => iwisPath();
export const fetchIwis = (api?: ApiClient) => fetchReferenceList(iwisPath(), api);
export const useIwis = () => useReferenceList(iwisKey());

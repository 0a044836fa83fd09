import { intakesCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/intake (public): the course intakes. */
export const intakesPath = (): string => intakesCall.path();
export const intakesKey = (): string => intakesPath();
export const fetchIntakes = (api?: ApiClient) => fetchReferenceList(intakesPath(), api);
export const useIntakes = () => useReferenceList(intakesKey());

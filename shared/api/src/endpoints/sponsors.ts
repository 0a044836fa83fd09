import { sponsorsCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/sponsor (public): the sponsors who may pay fees. */
export const sponsorsPath = (): string => sponsorsCall.path();
export const sponsorsKey = (): string => sponsorsPath();
export const fetchSponsors = (api?: ApiClient) => fetchReferenceList(sponsorsPath(), api);
export const useSponsors = () => useReferenceList(sponsorsKey());

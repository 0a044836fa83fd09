import { workplaceEducatorsCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/workplaceEducators (public): the workplace educators. */
export const workplaceEducatorsPath = (): string => workplaceEducatorsCall.path();
export const workplaceEducatorsKey = (): string => workplaceEducatorsPath();
export const fetchWorkplaceEducators = (api?: ApiClient) => fetchReferenceList(workplaceEducatorsPath(), api);
export const useWorkplaceEducators = () => useReferenceList(workplaceEducatorsKey());

import { feesAssistanceStatusesCall } from '@portal/api-contract';
import type { ApiClient } from '@portal/api-client';
import { fetchReferenceList, useReferenceList } from './referenceList';

/** GET v1/feesAssistanceStatus (public): the fees assistance statuses. */
export const feesAssistanceStatusesPath = (): string => feesAssistanceStatusesCall.path();
export const feesAssistanceStatusesKey = (): string => feesAssistanceStatusesPath();
export const fetchFeesAssistanceStatuses = (api?: ApiClient) =>
  fetchReferenceList(feesAssistanceStatusesPath(), api);
export const useFeesAssistanceStatuses = () => useReferenceList(feesAssistanceStatusesKey());

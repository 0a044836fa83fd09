import { type ApiRecord, feesFreeEligibilityCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/feesFree/{id}/eligibility (public): whether a person may study fees-free. */
export const feesFreeEligibilityPath = (id: string): string => feesFreeEligibilityCall.path({ id });

export const feesFreeEligibilityKey = (id: string | null | undefined): string | null =>
  id ? feesFreeEligibilityPath(id) : null;

export function fetchFeesFreeEligibility(id: string, api: ApiClient = getApi()): Promise<ApiRecord> {
  return api.get<ApiRecord>(feesFreeEligibilityPath(id));
}

export function useFeesFreeEligibility(id: string | null | undefined): ApiResource<ApiRecord> {
  return useApiResource(feesFreeEligibilityKey(id), (api) => fetchFeesFreeEligibility(id as string, api));
}

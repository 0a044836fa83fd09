import { type ApiRecord, applicationPricingCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v2/secure/application/{id}/pricing[?provider=] */
export const applicationPricingPath = (applicationId: string, provider?: string): string =>
  applicationPricingCall.path({ applicationId, provider });

export const applicationPricingKey = (
  applicationId: string | null | undefined,
  provider?: string,
): string | null => (applicationId ? applicationPricingPath(applicationId, provider) : null);

/** The price of an application's course (its shape is not fixed: a JSON record, read field by field). */
export function fetchApplicationPricing(
  applicationId: string,
  provider?: string,
  api: ApiClient = getApi(),
): Promise<ApiRecord> {
  return api.get<ApiRecord>(applicationPricingPath(applicationId, provider));
}

export function useApplicationPricing(
  applicationId: string | null | undefined,
  provider?: string,
): ApiResource<ApiRecord> {
  return useApiResource(applicationPricingKey(applicationId, provider), (api) =>
    fetchApplicationPricing(applicationId as string, provider, api),
  );
}

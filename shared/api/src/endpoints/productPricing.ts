import { type ApiRecord, productPricingCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v2/product/{id}/pricing[?provider=] (public). */
export const productPricingPath = (productId: string, provider?: string): string =>
  productPricingCall.path({ productId, provider });

export const productPricingKey = (productId: string | null | undefined, provider?: string): string | null =>
  productId ? productPricingPath(productId, provider) : null;

/** The price of a course (its shape is not fixed: a JSON record, read field by field). */
export function fetchProductPricing(
  productId: string,
  provider?: string,
  api: ApiClient = getApi(),
): Promise<ApiRecord> {
  return api.get<ApiRecord>(productPricingPath(productId, provider));
}

export function useProductPricing(
  productId: string | null | undefined,
  provider?: string,
): ApiResource<ApiRecord> {
  return useApiResource(productPricingKey(productId, provider), (api) =>
    fetchProductPricing(productId as string, provider, api),
  );
}

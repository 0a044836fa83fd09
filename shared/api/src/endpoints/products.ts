import { type Product, productsCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { getList } from './common';

/** GET v2/product?provider={provider} (public): the courses of a provider (slug). */
export const productsPath = (provider: string): string => productsCall.path({ provider });

export const productsKey = (provider: string | null | undefined): string | null =>
  provider ? productsPath(provider) : null;

/** The courses a provider offers, each with its intakes (the course picker's list). */
export function fetchProducts(provider: string, api: ApiClient = getApi()): Promise<Product[]> {
  return getList<Product>(api, productsPath(provider));
}

export function useProducts(provider: string | null | undefined): ApiResource<Product[]> {
  return useApiResource(productsKey(provider), (api) => fetchProducts(provider as string, api));
}

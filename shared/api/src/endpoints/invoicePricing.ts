import { type ApiRecord, invoicePricingCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v2/secure/invoice/{id}/pricing */
export const invoicePricingPath = (invoiceId: string): string => invoicePricingCall.path({ invoiceId });

export const invoicePricingKey = (invoiceId: string | null | undefined): string | null =>
  invoiceId ? invoicePricingPath(invoiceId) : null;

/** What is left to pay on an invoice (its shape is not fixed: a JSON record, read field by field). */
export function fetchInvoicePricing(invoiceId: string, api: ApiClient = getApi()): Promise<ApiRecord> {
  return api.get<ApiRecord>(invoicePricingPath(invoiceId));
}

export function useInvoicePricing(invoiceId: string | null | undefined): ApiResource<ApiRecord> {
  return useApiResource(invoicePricingKey(invoiceId), (api) => fetchInvoicePricing(invoiceId as string, api));
}

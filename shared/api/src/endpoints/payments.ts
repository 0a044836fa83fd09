import { type PaymentsResponse, paymentsCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { camelCaseKeys } from '../camelCase';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/secure/payment?studentupid={id} */
export const paymentsPath = (studentId: string): string => paymentsCall.path({ studentId });

export const paymentsKey = (studentId: string | null | undefined): string | null =>
  studentId ? paymentsPath(studentId) : null;

/** Reads the server's Xero-style PascalCase records into the camel-cased PaymentsResponse. */
export function toPaymentsResponse(raw: unknown): PaymentsResponse {
  const body = camelCaseKeys<Partial<PaymentsResponse> | null | undefined>(raw);
  const invoices = (body?.invoices ?? []).map((invoice) => ({
    ...invoice,
    payments: invoice.payments ?? [],
  }));
  return { invoices, payments: body?.payments ?? [] };
}

/**
 * The student's invoices and payments. A student without invoices gets a 404 (an ApiError with
 * status 404, see isNotFound()): the page shows its no-invoices text for it.
 */
export async function fetchPayments(studentId: string, api: ApiClient = getApi()): Promise<PaymentsResponse> {
  return toPaymentsResponse(await api.get<unknown>(paymentsPath(studentId)));
}

export function usePayments(studentId: string | null | undefined): ApiResource<PaymentsResponse> {
  return useApiResource(paymentsKey(studentId), (api) => fetchPayments(studentId as string, api));
}

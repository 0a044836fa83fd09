import { type WriteResponse, debitSuccessNotificationCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/debitSuccess/notification/{a}/{b} (public): the direct-debit provider's notification. The
 * spec names the two segments only {a} and {b}. */
export const debitSuccessNotificationPath = (a: string, b: string): string =>
  debitSuccessNotificationCall.path({ a, b });

export function sendDebitSuccessNotification(
  a: string,
  b: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(debitSuccessNotificationPath(a, b), body);
}

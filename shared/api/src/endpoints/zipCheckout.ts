import { type WriteResponse, zipCheckoutCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { attemptHeaders, type PaymentAttempt } from './idempotency';

/** POST v1/secure/studentApplication/{id}/zipCheckout: a buy-now-pay-later (Zip) checkout. */
export const zipCheckoutPath = (applicationId: string): string => zipCheckoutCall.path({ applicationId });

/** Opens (or, with one open, answers) the Zip checkout of an application; `attempt` names the attempt (the
 * Idempotency-Key header). */
export function createZipCheckout(
  applicationId: string,
  body?: unknown,
  api: ApiClient = getApi(),
  attempt: PaymentAttempt = {},
): Promise<WriteResponse> {
  return api.post<WriteResponse>(zipCheckoutPath(applicationId), body, { headers: attemptHeaders(attempt) });
}

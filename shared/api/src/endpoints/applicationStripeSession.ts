import { type WriteResponse, applicationStripeSessionCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { attemptHeaders, type PaymentAttempt } from './idempotency';

/** POST v1/secure/studentApplication/{id}/stripeSession: a card checkout for an application. */
export const applicationStripeSessionPath = (applicationId: string): string =>
  applicationStripeSessionCall.path({ applicationId });

/** Opens (or, with one open, answers) the card checkout of an application; `attempt` names the attempt (the
 * Idempotency-Key header). */
export function createApplicationStripeSession(
  applicationId: string,
  body?: unknown,
  api: ApiClient = getApi(),
  attempt: PaymentAttempt = {},
): Promise<WriteResponse> {
  return api.post<WriteResponse>(applicationStripeSessionPath(applicationId), body, {
    headers: attemptHeaders(attempt),
  });
}

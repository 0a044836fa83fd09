import { studentStripeSessionCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { attemptHeaders, type PaymentAttempt } from './idempotency';

/** POST v1/student/{id}/stripeSession: a card checkout for a student's invoice. The path has no `secure`
 * segment, yet the API responses it only with that student's token: the contract marks the call `auth`, so
 * the client sends the signed-in account's bearer token (in the header) to it. */
export const studentStripeSessionPath = (studentId: string): string =>
  studentStripeSessionCall.path({ studentId });

/** What the card session of an invoice asks: which invoice, and where the checkout sends the browser back
 * (pages of the portal's own origin). */
export interface StudentStripeSessionRequest {
  invoiceId?: string;
  successUrl?: string;
  cancelUrl?: string;
  [field: string]: unknown;
}

/** The response: the checkout session and the address of its checkout page. Its `status` is 'open' for a
 * checkout to go to; the same attempt's key again answers its checkout as it is now (e.g. 'paid'). */
export interface StripeSessionResponse {
  id: string;
  url: string;
  amount?: number;
  currency?: string;
  status?: string;
  [field: string]: unknown;
}

/** Opens (or, for an invoice with one open, answers) the card checkout of a student's invoice; `attempt` names
 * the attempt (the Idempotency-Key header). */
export function createStudentStripeSession(
  studentId: string,
  body?: StudentStripeSessionRequest,
  api: ApiClient = getApi(),
  attempt: PaymentAttempt = {},
): Promise<StripeSessionResponse> {
  return api.post<StripeSessionResponse>(studentStripeSessionPath(studentId), body, {
    auth: studentStripeSessionCall.auth,
    headers: attemptHeaders(attempt),
  });
}

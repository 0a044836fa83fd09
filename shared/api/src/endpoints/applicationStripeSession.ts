import { type WriteResponse, applicationStripeSessionCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/studentApplication/{id}/stripeSession: a card checkout for an application. */
export const applicationStripeSessionPath = (applicationId: string): string =>
  applicationStripeSessionCall.path({ applicationId });

export function createApplicationStripeSession(
  applicationId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(applicationStripeSessionPath(applicationId), body);
}

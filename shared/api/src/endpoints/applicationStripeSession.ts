import { getApi, type ApiClient } from '../client';
import type { WriteAnswer } from '../answers';
import { part } from './common';

/** POST v1/secure/studentApplication/{id}/stripeSession: a card checkout for an application. */
export const applicationStripeSessionPath = (applicationId: string): string =>
  `v1/secure/studentApplication/${part(applicationId)}/stripeSession`;

export function createApplicationStripeSession(
  applicationId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(applicationStripeSessionPath(applicationId), body);
}

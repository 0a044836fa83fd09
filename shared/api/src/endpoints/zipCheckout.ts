import { getApi, type ApiClient } from '../client';
import type { WriteAnswer } from '../answers';
import { part } from './common';

/** POST v1/secure/studentApplication/{id}/zipCheckout: a buy-now-pay-later (Zip) checkout. */
export const zipCheckoutPath = (applicationId: string): string =>
  `v1/secure/studentApplication/${part(applicationId)}/zipCheckout`;

export function createZipCheckout(
  applicationId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(zipCheckoutPath(applicationId), body);
}

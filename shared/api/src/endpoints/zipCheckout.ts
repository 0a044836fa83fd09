import { type WriteResponse, zipCheckoutCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/studentApplication/{id}/zipCheckout: a buy-now-pay-later (Zip) checkout. */
export const zipCheckoutPath = (applicationId: string): string => zipCheckoutCall.path({ applicationId });

export function createZipCheckout(
  applicationId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(zipCheckoutPath(applicationId), body);
}

import { type WriteResponse, zipChargeCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/zip/charge: charges an approved Zip checkout. */
export const zipChargePath = (): string => zipChargeCall.path();

/** Charges the Zip checkout of an opportunity; the opportunity travels in the `opportunityId` header. */
export function chargeZip(
  opportunityId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(zipChargePath(), body, { headers: { opportunityId } });
}

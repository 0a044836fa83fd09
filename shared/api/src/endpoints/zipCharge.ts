import { getApi, type ApiClient } from '../client';
import type { WriteAnswer } from '../answers';

/** POST v1/secure/zip/charge: charges an approved Zip checkout. */
export const zipChargePath = (): string => 'v1/secure/zip/charge';

/** Charges the Zip checkout of an opportunity; the opportunity travels in the `opportunityId` header. */
export function chargeZip(
  opportunityId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(zipChargePath(), body, { headers: { opportunityId } });
}

import { getApi, type ApiClient } from '../client';
import type { AdAccountPasswordRequest, WriteAnswer } from '../answers';

/** PUT v1/secure/adaccountpassword with {password, username}: sets a directory account's password. */
export const adAccountPasswordPath = (): string => 'v1/secure/adaccountpassword';

export function updateAdAccountPassword(
  request: AdAccountPasswordRequest,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.put<WriteAnswer>(adAccountPasswordPath(), request);
}

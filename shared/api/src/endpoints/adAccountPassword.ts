import {
  type AdAccountPasswordRequest,
  type WriteResponse,
  adAccountPasswordCall,
} from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** PUT v1/secure/adaccountpassword with {password, username}: sets a directory account's password. */
export const adAccountPasswordPath = (): string => adAccountPasswordCall.path();

export function updateAdAccountPassword(
  request: AdAccountPasswordRequest,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.put<WriteResponse>(adAccountPasswordPath(), request);
}

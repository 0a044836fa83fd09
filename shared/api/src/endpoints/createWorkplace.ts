import { type ApiRecord, type WriteResponse, createWorkplaceCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/workplace: adds a workplace. */
export const createWorkplacePath = (): string => createWorkplaceCall.path();

export function createWorkplace(workplace: ApiRecord, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.post<WriteResponse>(createWorkplacePath(), workplace);
}

import { type ApiRecord, type WriteAnswer, createWorkplaceCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/workplace: adds a workplace. */
export const createWorkplacePath = (): string => createWorkplaceCall.path();

export function createWorkplace(workplace: ApiRecord, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createWorkplacePath(), workplace);
}

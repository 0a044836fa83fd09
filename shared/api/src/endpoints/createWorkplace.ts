import { CALLS, type ApiRecord, type WriteAnswer } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/workplace: adds a workplace. */
export const createWorkplacePath = (): string => CALLS.createWorkplace.path();

export function createWorkplace(workplace: ApiRecord, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createWorkplacePath(), workplace);
}

import { getApi, type ApiClient } from '../client';
import type { ApiRecord, WriteAnswer } from '../answers';

/** POST v1/secure/workplace: adds a workplace. */
export const createWorkplacePath = (): string => 'v1/secure/workplace';

export function createWorkplace(workplace: ApiRecord, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createWorkplacePath(), workplace);
}

import { getApi, type ApiClient } from '../client';
import type { ApiRecord, WriteAnswer } from '../answers';

/** POST v1/secure/debitSuccess: sets up a direct-debit instalment plan (fields not shown in the spec). */
export const debitSuccessPath = (): string => 'v1/secure/debitSuccess';

export function createDebitSuccess(plan: ApiRecord, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(debitSuccessPath(), plan);
}

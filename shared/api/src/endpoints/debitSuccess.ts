import { type ApiRecord, type WriteResponse, debitSuccessCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/debitSuccess: sets up a direct-debit instalment plan (fields not fixed: any JSON record). */
export const debitSuccessPath = (): string => debitSuccessCall.path();

export function createDebitSuccess(plan: ApiRecord, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.post<WriteResponse>(debitSuccessPath(), plan);
}

import { CALLS, type Employer, type WriteAnswer } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/createemployer: adds an employer the search did not find. */
export const createEmployerPath = (): string => CALLS.createEmployer.path();

export function createEmployer(employer: Employer, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createEmployerPath(), employer);
}

import { type Employer, type WriteResponse, createEmployerCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/createemployer: adds an employer the search did not find. */
export const createEmployerPath = (): string => createEmployerCall.path();

export function createEmployer(employer: Employer, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.post<WriteResponse>(createEmployerPath(), employer);
}

import { getApi, type ApiClient } from '../client';
import type { Employer, WriteAnswer } from '../answers';

/** POST v1/secure/createemployer: adds an employer the search did not find. */
export const createEmployerPath = (): string => 'v1/secure/createemployer';

export function createEmployer(employer: Employer, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(createEmployerPath(), employer);
}

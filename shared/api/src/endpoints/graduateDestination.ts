import { CALLS, type ApiRecord, type WriteAnswer } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/graduateDestination: a graduate destination survey answer. */
export const graduateDestinationPath = (): string => CALLS.createGraduateDestination.path();

export function createGraduateDestination(
  survey: ApiRecord,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(graduateDestinationPath(), survey);
}

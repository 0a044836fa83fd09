import { getApi, type ApiClient } from '../client';
import type { ApiRecord, WriteAnswer } from '../answers';

/** POST v1/secure/graduateDestination: a graduate destination survey answer. */
export const graduateDestinationPath = (): string => 'v1/secure/graduateDestination';

export function createGraduateDestination(
  survey: ApiRecord,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(graduateDestinationPath(), survey);
}

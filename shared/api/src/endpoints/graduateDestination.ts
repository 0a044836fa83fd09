import { type ApiRecord, type WriteResponse, createGraduateDestinationCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/graduateDestination: a graduate destination survey answer. */
export const graduateDestinationPath = (): string => createGraduateDestinationCall.path();

export function createGraduateDestination(
  survey: ApiRecord,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(graduateDestinationPath(), survey);
}

import { getApi, type ApiClient } from '../client';
import type { ApiRecord, WriteAnswer } from '../answers';

/** POST v1/bulkStudentApplication (public): several applications at once (e.g. an employer's staff). */
export const bulkStudentApplicationPath = (): string => 'v1/bulkStudentApplication';

export function createBulkStudentApplication(
  applications: ApiRecord | ApiRecord[],
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(bulkStudentApplicationPath(), applications);
}

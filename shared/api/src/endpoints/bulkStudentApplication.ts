import { type ApiRecord, type WriteResponse, bulkStudentApplicationCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/bulkStudentApplication (public): several applications at once (e.g. an employer's staff). */
export const bulkStudentApplicationPath = (): string => bulkStudentApplicationCall.path();

export function createBulkStudentApplication(
  applications: ApiRecord | ApiRecord[],
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(bulkStudentApplicationPath(), applications);
}

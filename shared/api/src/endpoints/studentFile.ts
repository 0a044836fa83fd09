import { studentFileCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** GET v1/secure/student/{id}/file?fileid={id} (a blob). */
export const studentFilePath = (studentId: string, fileId: string): string =>
  studentFileCall.path({ studentId, fileId });

/** SWR key of one file's content (for a caller that wants to cache a download). */
export const studentFileKey = (
  studentId: string | null | undefined,
  fileId: string | null | undefined,
): string | null => (studentId && fileId ? studentFilePath(studentId, fileId) : null);

/**
 * Downloads one of the student's files. A download is started by the person (a button), so this
 * endpoint has no hook: call it from the click handler. Fails with '<status text>: Up API GET file'.
 */
export function downloadStudentFile(
  studentId: string,
  fileId: string,
  api: ApiClient = getApi(),
): Promise<Blob> {
  return api.getBlob(studentFilePath(studentId, fileId), 'file');
}

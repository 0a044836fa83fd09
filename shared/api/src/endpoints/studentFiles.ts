import { type StudentFile, studentFilesCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/secure/student/{id}/file */
export const studentFilesPath = (studentId: string): string => studentFilesCall.path({ studentId });

export const studentFilesKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentFilesPath(studentId) : null;

/** The student's files (name, size, modified, category). */
export function fetchStudentFiles(studentId: string, api: ApiClient = getApi()): Promise<StudentFile[]> {
  return api.get<StudentFile[] | null | undefined>(studentFilesPath(studentId)).then((list) => list ?? []);
}

export function useStudentFiles(studentId: string | null | undefined): ApiResource<StudentFile[]> {
  return useApiResource(studentFilesKey(studentId), (api) => fetchStudentFiles(studentId as string, api));
}

import { getApi, type ApiClient } from '../client';
import { isMockUser, mockAnswer, mockFiles } from '../mock';
import { useApiResource } from '../resource';
import type { ApiResource } from '../swr';
import type { StudentFile } from '../types';

/** GET v1/secure/student/{id}/file */
export const studentFilesPath = (studentId: string): string =>
  `v1/secure/student/${encodeURIComponent(studentId)}/file`;

export const studentFilesKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentFilesPath(studentId) : null;

/** The student's files (name, size, modified, category). */
export function fetchStudentFiles(studentId: string, api: ApiClient = getApi()): Promise<StudentFile[]> {
  if (isMockUser(api.getConfig())) return mockAnswer(mockFiles);
  return api.get<StudentFile[] | null | undefined>(studentFilesPath(studentId)).then((list) => list ?? []);
}

export function useStudentFiles(studentId: string | null | undefined): ApiResource<StudentFile[]> {
  return useApiResource(studentFilesKey(studentId), (api) => fetchStudentFiles(studentId as string, api));
}

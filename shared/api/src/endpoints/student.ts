import { type Student, studentCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/secure/student?studentupid={id} */
export const studentPath = (studentId: string): string => studentCall.path({ studentId });

/** SWR key of a student (null, so nothing loads, without an id). */
export const studentKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentPath(studentId) : null;

export function fetchStudent(studentId: string, api: ApiClient = getApi()): Promise<Student> {
  return api.get<Student>(studentPath(studentId));
}

/** The student (profile) of `studentId`. */
export function useStudent(studentId: string | null | undefined): ApiResource<Student> {
  return useApiResource(studentKey(studentId), (api) => fetchStudent(studentId as string, api));
}

import useSWR from 'swr';
import { getApi, useApi, type ApiClient } from '../client';
import { isMockUser, mockAnswer, mockStudent } from '../mock';
import { LOAD_ONCE, type ApiResource } from '../swr';
import type { Student } from '../types';
import type { ApiError } from '../errors';

/** GET v1/secure/student?studentupid={id} */
export const studentPath = (studentId: string): string =>
  `v1/secure/student?studentupid=${encodeURIComponent(studentId)}`;

/** SWR key of a student (null, so nothing loads, without an id). */
export const studentKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentPath(studentId) : null;

export function fetchStudent(studentId: string, api: ApiClient = getApi()): Promise<Student> {
  if (isMockUser(api.getConfig())) return mockAnswer({ ...mockStudent, studentUPId: studentId });
  return api.get<Student>(studentPath(studentId));
}

/** The student (profile) of `studentId`. */
export function useStudent(studentId: string | null | undefined): ApiResource<Student> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Student, ApiError>(
    studentKey(studentId),
    () => fetchStudent(studentId as string, api),
    LOAD_ONCE,
  );
  return { data, error, isLoading, mutate };
}

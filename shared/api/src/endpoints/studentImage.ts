import useSWR from 'swr';
import { getApi, useApi, type ApiClient } from '../client';
import { LOAD_ONCE, type ApiResource } from '../swr';
import type { ApiError } from '../errors';

/** GET v1/secure/student/image?studentupid={id} (a blob). */
export const studentImagePath = (studentId: string): string =>
  `v1/secure/student/image?studentupid=${encodeURIComponent(studentId)}`;

export const studentImageKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentImagePath(studentId) : null;

/** The student's photo, or null when there is none or it cannot be read (spec portal §7: null on failure). */
export async function fetchStudentImage(studentId: string, api: ApiClient = getApi()): Promise<Blob | null> {
  try {
    const blob = await api.getBlob(studentImagePath(studentId), 'image');
    return blob.size > 0 ? blob : null;
  } catch (error) {
    console.warn('Student image not available', error);
    return null;
  }
}

export function useStudentImage(studentId: string | null | undefined): ApiResource<Blob | null> {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Blob | null, ApiError>(
    studentImageKey(studentId),
    () => fetchStudentImage(studentId as string, api),
    LOAD_ONCE,
  );
  return { data, error, isLoading, mutate };
}

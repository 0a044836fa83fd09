import { type Student, currentStudentCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/secure/student: the student of the signed-in account (the token says who). */
export const currentStudentPath = (): string => currentStudentCall.path();

/** SWR key of the signed-in account's student. */
export const currentStudentKey = (): string => currentStudentPath();

/**
 * The signed-in account's student; the shell calls it right after sign-in.
 * Rejects with an ApiError whose status is 404 when the account has no matching profile.
 */
export function fetchCurrentStudent(api: ApiClient = getApi()): Promise<Student> {
  return api.get<Student>(currentStudentPath());
}

export function useCurrentStudent(): ApiResource<Student> {
  return useApiResource(currentStudentKey(), (api) => fetchCurrentStudent(api));
}

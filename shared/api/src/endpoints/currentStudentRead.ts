import { type Student, currentStudentCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

// The read alone, without the hooks of ./currentStudent.ts: the shell's small session chunk loads the student with
// it, and a module with hooks would bring SWR along.

/** GET v1/secure/student: the student of the signed-in account (the token says who). */
export const currentStudentPath = (): string => currentStudentCall.path();

/**
 * The signed-in account's student; the shell calls it right after sign-in.
 * Rejects with an ApiError whose status is 404 when the account has no matching profile.
 */
export function fetchCurrentStudent(api: ApiClient = getApi()): Promise<Student> {
  return api.get<Student>(currentStudentPath());
}

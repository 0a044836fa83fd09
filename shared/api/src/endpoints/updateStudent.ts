import { getApi, type ApiClient } from '../client';
import type { StudentUpdate } from '../schemas';
import type { WriteAnswer } from '../answers';
import { currentStudentPath } from './currentStudent';

/** PATCH v1/secure/student: saves the profile fields (spec portal §3, §7 "update student"). */
export const updateStudentPath = (): string => currentStudentPath();

export function updateStudent(student: StudentUpdate, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.patch<WriteAnswer>(updateStudentPath(), student);
}

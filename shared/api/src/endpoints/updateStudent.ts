import { type WriteAnswer, type StudentUpdate, updateStudentCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** PATCH v1/secure/student: saves the profile fields (spec portal §3, §7 "update student"). */
export const updateStudentPath = (): string => updateStudentCall.path();

export function updateStudent(student: StudentUpdate, api: ApiClient = getApi()): Promise<WriteAnswer> {
  return api.patch<WriteAnswer>(updateStudentPath(), student);
}

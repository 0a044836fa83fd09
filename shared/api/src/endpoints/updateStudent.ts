import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  type Student,
  type WriteResponse,
  type StudentUpdate,
  updateStudentCall,
} from '@portal/api-contract';
import { getApi, useApi, type ApiClient } from '@portal/api-client';
import { useSession } from '@portal/auth/session';
import { currentStudentKey } from './currentStudent';

/** PATCH v1/secure/student: saves the profile fields. */
export const updateStudentPath = (): string => updateStudentCall.path();

export function updateStudent(student: StudentUpdate, api: ApiClient = getApi()): Promise<WriteResponse> {
  return api.patch<WriteResponse>(updateStudentPath(), student);
}

/**
 * Saves the signed-in student's profile and, once the API has taken it, puts the saved fields into the
 * current student's SWR entry (useSessionStudent): the top bar and the page show the new name and location
 * at once, without a reload. The response's body is not read. Rejects as updateStudent does.
 */
export function useSaveStudent(): (update: StudentUpdate) => Promise<void> {
  const api = useApi();
  const session = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (update: StudentUpdate) => {
      await updateStudent(update, api);
      // The entry holds the session's student only as its fallback until the first save.
      await mutate<Student>(
        currentStudentKey(),
        (current) => ({ ...(current ?? session?.student), ...update }) as Student,
        { revalidate: false },
      );
    },
    [api, mutate, session],
  );
}

import useSWR from 'swr';
import type { Student } from '@portal/api-contract';
import { LOAD_ONCE, useApi, useApiResource } from '@portal/api-client';
import { useSession } from '@portal/auth/session';
import type { ApiResource } from '@portal/api-client';
import { currentStudentPath, fetchCurrentStudent } from './currentStudentRead';

/** SWR key of the signed-in account's student. */
export const currentStudentKey = (): string => currentStudentPath();

export function useCurrentStudent(): ApiResource<Student> {
  return useApiResource(currentStudentKey(), (api) => fetchCurrentStudent(api));
}

/**
 * The signed-in student as every page shows it: the session's student (loaded at sign-in, so no request
 * here) until a save changes it (useSaveStudent). One SWR entry, the current student's, so the top bar's
 * profile card and the profile page show the same student. Undefined when nobody is signed in.
 */
export function useSessionStudent(): Student | undefined {
  const session = useSession();
  const api = useApi();
  const { data } = useSWR<Student>(session ? currentStudentKey() : null, () => fetchCurrentStudent(api), {
    ...LOAD_ONCE,
    fallbackData: session?.student,
    revalidateOnMount: false,
  });
  return session ? data : undefined;
}

import { type ApplicationPayload, studentApplicationsCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v2/secure/studentApplication?studentupid={id}: the student's applications (docs/decisions/0013). */
export const studentApplicationsPath = (studentId: string): string =>
  studentApplicationsCall.path({ studentId });

export const studentApplicationsKey = (studentId: string | null | undefined): string | null =>
  studentId ? studentApplicationsPath(studentId) : null;

/** The student's applications, every status, each as GET v2/secure/studentApplication/{id} answers it. */
export function fetchStudentApplications(
  studentId: string,
  api: ApiClient = getApi(),
): Promise<ApplicationPayload[]> {
  return api
    .get<ApplicationPayload[] | null | undefined>(studentApplicationsPath(studentId))
    .then((list) => (Array.isArray(list) ? list : []));
}

export function useStudentApplications(
  studentId: string | null | undefined,
): ApiResource<ApplicationPayload[]> {
  return useApiResource(studentApplicationsKey(studentId), (api) =>
    fetchStudentApplications(studentId as string, api),
  );
}

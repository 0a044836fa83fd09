import { type Enrolment, enrolmentsCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';

/** GET v1/secure/enrolment?studentupid={id}[&enrolmentid={id}] */
export const enrolmentsPath = (studentId: string, enrolmentId?: string | null): string =>
  enrolmentsCall.path({ studentId, enrolmentId });

export const enrolmentsKey = (
  studentId: string | null | undefined,
  enrolmentId?: string | null,
): string | null => (studentId ? enrolmentsPath(studentId, enrolmentId) : null);

/** The student's enrolments (one when `enrolmentId` is given). */
export function fetchEnrolments(
  studentId: string,
  enrolmentId?: string | null,
  api: ApiClient = getApi(),
): Promise<Enrolment[]> {
  return api
    .get<Enrolment[] | null | undefined>(enrolmentsPath(studentId, enrolmentId))
    .then((list) => list ?? []);
}

export function useEnrolments(
  studentId: string | null | undefined,
  enrolmentId?: string | null,
): ApiResource<Enrolment[]> {
  return useApiResource(enrolmentsKey(studentId, enrolmentId), (api) =>
    fetchEnrolments(studentId as string, enrolmentId, api),
  );
}

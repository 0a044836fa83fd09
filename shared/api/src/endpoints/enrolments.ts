import { getApi, type ApiClient } from '../client';
import { isMockUser, mockAnswer, mockEnrolments } from '../mock';
import { useApiResource } from '../resource';
import type { ApiResource } from '../swr';
import type { Enrolment } from '../types';

/** GET v1/secure/enrolment?studentupid={id}[&enrolmentid={id}] */
export function enrolmentsPath(studentId: string, enrolmentId?: string | null): string {
  const path = `v1/secure/enrolment?studentupid=${encodeURIComponent(studentId)}`;
  return enrolmentId ? `${path}&enrolmentid=${encodeURIComponent(enrolmentId)}` : path;
}

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
  if (isMockUser(api.getConfig())) {
    return mockAnswer(
      enrolmentId ? mockEnrolments.filter((e) => e.enrolmentCourseId === enrolmentId) : mockEnrolments,
    );
  }
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

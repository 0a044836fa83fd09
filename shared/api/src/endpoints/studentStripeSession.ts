import { getApi, type ApiClient } from '../client';
import type { WriteAnswer } from '../answers';
import { part } from './common';

/** POST v1/student/{id}/stripeSession (public): a card checkout for a student's invoice. */
export const studentStripeSessionPath = (studentId: string): string =>
  `v1/student/${part(studentId)}/stripeSession`;

export function createStudentStripeSession(
  studentId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(studentStripeSessionPath(studentId), body);
}

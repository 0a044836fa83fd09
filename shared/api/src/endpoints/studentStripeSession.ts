import { type WriteAnswer, studentStripeSessionCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/student/{id}/stripeSession (public): a card checkout for a student's invoice. */
export const studentStripeSessionPath = (studentId: string): string =>
  studentStripeSessionCall.path({ studentId });

export function createStudentStripeSession(
  studentId: string,
  body?: unknown,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(studentStripeSessionPath(studentId), body);
}

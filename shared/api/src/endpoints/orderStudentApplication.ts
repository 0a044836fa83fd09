import { getApi, type ApiClient } from '../client';
import type { WriteAnswer } from '../answers';
import { part } from './common';

/** POST v2/secure/studentApplication/{id}/order: places the order of an application. */
export const orderStudentApplicationPath = (applicationId: string): string =>
  `v2/secure/studentApplication/${part(applicationId)}/order`;

/** Orders the application; the request has an empty body (spec enrolment §7). */
export function orderStudentApplication(
  applicationId: string,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(orderStudentApplicationPath(applicationId));
}

import { type WriteResponse, orderStudentApplicationCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v2/secure/studentApplication/{id}/order: places the order of an application. */
export const orderStudentApplicationPath = (applicationId: string): string =>
  orderStudentApplicationCall.path({ applicationId });

/** Orders the application; the request has an empty body. */
export function orderStudentApplication(
  applicationId: string,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(orderStudentApplicationPath(applicationId));
}

import {
  type WriteResponse,
  type ApplicationPayload,
  createStudentApplicationCall,
} from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** POST v2/studentApplication (public): starts an application. */
export const createStudentApplicationPath = (): string => createStudentApplicationCall.path();

/** Creates an application; the payload is schema-checked first ('Application data validation error'). */
export async function createStudentApplication(
  application: ApplicationPayload,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  await validatePayload('application', application);
  return api.post<WriteResponse>(createStudentApplicationPath(), application);
}

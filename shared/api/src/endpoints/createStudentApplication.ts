import { getApi, type ApiClient } from '../client';
import { validatePayload, type ApplicationPayload } from '../schemas';
import type { WriteAnswer } from '../answers';

/** POST v2/studentApplication (public): starts an application. */
export const createStudentApplicationPath = (): string => 'v2/studentApplication';

/** Creates an application; the payload is schema-checked first ('Application data validation error'). */
export async function createStudentApplication(
  application: ApplicationPayload,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  await validatePayload('application', application);
  return api.post<WriteAnswer>(createStudentApplicationPath(), application);
}

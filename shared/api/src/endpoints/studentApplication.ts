import {
  type WriteResponse,
  type ApplicationPayload,
  studentApplicationCall,
  updateStudentApplicationCall,
} from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';
import { useApiResource } from '@portal/api-client';
import type { ApiResource } from '@portal/api-client';
import { validatePayload } from '../schemas';

/** GET v2/secure/studentApplication/{id} (also the path of the PATCH that updates it). */
export const studentApplicationPath = (applicationId: string): string =>
  studentApplicationCall.path({ applicationId });

export const studentApplicationKey = (applicationId: string | null | undefined): string | null =>
  applicationId ? studentApplicationPath(applicationId) : null;

/** One student application, as saved so far. */
export function fetchStudentApplication(
  applicationId: string,
  api: ApiClient = getApi(),
): Promise<ApplicationPayload> {
  return api.get<ApplicationPayload>(studentApplicationPath(applicationId));
}

export function useStudentApplication(
  applicationId: string | null | undefined,
): ApiResource<ApplicationPayload> {
  return useApiResource(studentApplicationKey(applicationId), (api) =>
    fetchStudentApplication(applicationId as string, api),
  );
}

/**
 * PATCH v2/secure/studentApplication/{id}: saves (part of) an application. The payload is checked
 * against the application schema first; a misfit fails with 'Application data validation error'
 * and nothing is sent.
 */
export async function updateStudentApplication(
  applicationId: string,
  application: ApplicationPayload,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  await validatePayload('application', application);
  return api.patch<WriteResponse>(updateStudentApplicationCall.path({ applicationId }), application);
}

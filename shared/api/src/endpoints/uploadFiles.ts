import { type WriteAnswer, uploadFilesCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/files: document upload. Public, so it never carries the bearer token. */
export const uploadFilesPath = (): string => uploadFilesCall.path();

/** The multipart body: one `file` part per file, then the `opportunityid` field (spec enrolment §3). */
export function uploadFilesForm(files: readonly File[], opportunityId: string): FormData {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  form.append('opportunityid', opportunityId);
  return form;
}

/** Uploads supporting documents for an opportunity (application). */
export function uploadFiles(
  files: readonly File[],
  opportunityId: string,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.postMultipart<WriteAnswer>(uploadFilesPath(), uploadFilesForm(files, opportunityId));
}

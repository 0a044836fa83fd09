import { type WriteResponse, uploadFilesCall } from '@portal/api-contract';
import { getApi, type ApiClient, type UploadOptions } from '@portal/api-client';

/** POST v1/files: document upload. Public, so it never carries the bearer token. */
export const uploadFilesPath = (): string => uploadFilesCall.path();

/** The multipart body: one `file` part per file, then the `opportunityid` field. */
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
): Promise<WriteResponse> {
  return api.postMultipart<WriteResponse>(uploadFilesPath(), uploadFilesForm(files, opportunityId));
}

/** A document the API keeps: its id, name and size in bytes. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The documents of an upload's answer (a list of records, or `{ files: [...] }`), each as {id, name, size};
 * a record without a name or size takes the sent file's, in order. */
export function uploadedFiles(answer: unknown, sent: readonly File[]): UploadedFile[] {
  const list = Array.isArray(answer)
    ? answer
    : isRecord(answer) && Array.isArray(answer.files)
      ? answer.files
      : [];
  return list.filter(isRecord).flatMap((record, index) => {
    const file = sent[index];
    const id = record.id ?? record.fileId;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    return [
      {
        id: String(id),
        name: typeof record.name === 'string' ? record.name : (file?.name ?? String(id)),
        size: typeof record.size === 'number' ? record.size : (file?.size ?? 0),
      },
    ];
  });
}

/**
 * Uploads documents for an opportunity with a progress report (`options.onProgress(sent, total)`, by
 * XMLHttpRequest): the same multipart body as uploadFiles(). Answers the documents kept. Fails like any call;
 * a refused upload's own words (a 413's `{ message }`) are in responseMessage(error).
 */
export async function uploadFilesWithProgress(
  files: readonly File[],
  opportunityId: string,
  options: UploadOptions = {},
  api: ApiClient = getApi(),
): Promise<UploadedFile[]> {
  const answer = await api.uploadMultipart<unknown>(
    uploadFilesPath(),
    uploadFilesForm(files, opportunityId),
    options,
  );
  return uploadedFiles(answer, files);
}

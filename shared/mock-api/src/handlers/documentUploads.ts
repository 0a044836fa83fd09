/** The documents uploaded for an application's opportunity (multipart v1/files, no sign-in): each file a
 * document type by its bytes and its name, within the limits of a file, of an opportunity's files and of all
 * uploads together. */
import {
  checkDocument,
  DOCUMENT_SAMPLE_BYTES,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  isAllowedText,
  type DocumentType,
} from '@portal/api';
import { ApiError, json, type ReceivedFile, type Resolvers, type Services } from './define';
import { addRecord } from './records';
import { formatSize } from './student';

/** A file's name as a message shows it: a control or text-direction character as a replacement character, at
 * most 100 characters. */
const shown = (name: string) =>
  [...name.slice(0, 100)].map((c) => (isAllowedText(c, 'line') ? c : '\ufffd')).join('');

/** The document type of an uploaded file, by its bytes and its name (@portal/api's checkDocument): 400 for an
 * empty file; 415 for a file that is not a document type, or whose name says another type than it is. */
function documentTypeOf(file: ReceivedFile): DocumentType {
  const checked = checkDocument(file);
  if ('type' in checked) return checked.type;
  const name = shown(file.name);
  switch (checked.refusal) {
    case 'empty':
      throw new ApiError(400, `The file ${name} is empty`);
    case 'type':
      throw new ApiError(415, `The file ${name} is not a ${DOCUMENT_TYPE_NAMES} document`);
    case 'name': {
      const endings = Object.values(DOCUMENT_TYPES)
        .flat()
        .map((ending) => `.${ending}`)
        .join(', ');
      throw new ApiError(
        415,
        `The file ${name} is not what its name says: a document's name ends in the ending of its type (${endings}), is at most 255 characters and has no control character`,
      );
    }
  }
}

const sizeOf = (files: { size: number }[]) => files.reduce((sum, f) => sum + f.size, 0);

/** 413 when `adding` more bytes would take the uploads of `opportunityId`, or of everybody, over the limits. */
function checkRoom({ store, limits }: Services, adding: number, opportunityId: string | undefined): void {
  let total = adding;
  let ofOpportunity = adding;
  for (const upload of store.list('uploads')) {
    const size = typeof upload.size === 'number' ? upload.size : 0;
    total += size;
    if (upload.opportunityId === opportunityId) ofOpportunity += size;
  }
  if (opportunityId !== undefined && ofOpportunity > limits.uploadOpportunityBytes)
    throw new ApiError(
      413,
      `The files of opportunity ${opportunityId} would be larger than ${formatSize(limits.uploadOpportunityBytes)} together`,
    );
  if (total > limits.uploadTotalBytes)
    throw new ApiError(
      413,
      `The development backend keeps at most ${formatSize(limits.uploadTotalBytes)} of uploads: it has no room for these files`,
    );
}

/** The upload's fields and files, read with request.formData() (the local backend streams them instead). */
async function formFiles(
  { store, limits }: Services,
  request: Request,
  room: (bytes: number, opportunityId: string | undefined) => void,
) {
  const form = await request.formData().catch(() => {
    throw new ApiError(400, 'Expected a multipart/form-data body');
  });
  const fields = new Map<string, string>();
  const files = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields.set(name, value);
    else {
      if (value.size > limits.uploadFileBytes)
        throw new ApiError(
          413,
          `The file ${value.name} is larger than ${formatSize(limits.uploadFileBytes)}`,
        );
      files.push(value);
    }
  }
  room(sizeOf(files), undefined);
  const received = files.map(async (file): Promise<ReceivedFile> => {
    const blob = `upload-${crypto.randomUUID()}`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    await store.writeBlob(blob, bytes);
    const sample = DOCUMENT_SAMPLE_BYTES;
    return {
      name: file.name,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      blob,
      head: bytes.slice(0, sample),
      tail: bytes.slice(Math.max(0, bytes.length - sample)),
    };
  });
  return { fields, files: await Promise.all(received) };
}

export const DOCUMENT_UPLOADS: Resolvers = {
  uploadFiles: async ({ request, services }) => {
    // Every file part counts, whatever its field name (the client repeats one name per file); a file, an
    // opportunity's files or all uploads together over their limits are refused (413) as the bytes say so.
    const room = (bytes: number, opportunityId: string | undefined) =>
      checkRoom(services, bytes, opportunityId);
    const { fields, files } = await (services.receiveFiles?.(request, room) ??
      formFiles(services, request, room));
    try {
      const opportunityId = fields.get('opportunityid') ?? fields.get('opportunityId');
      if (!opportunityId) throw new ApiError(400, 'opportunityid is required');
      if (!files.length) throw new ApiError(400, 'No file in the upload');
      const types = files.map(documentTypeOf);
      checkRoom(services, sizeOf(files), opportunityId);
      const stored = files.map(({ name, size, blob }, i) => {
        // The type its bytes show, whatever the upload declared.
        const fields = { opportunityId, name, size, contentType: types[i], blob };
        const { blob: _blob, ...listed } = addRecord(services.store, 'uploads', fields);
        return listed;
      });
      return json(stored, 201);
    } catch (error) {
      // Nothing of a refused upload is kept.
      await Promise.all(files.map((f) => services.store.deleteBlob(f.blob)));
      throw error;
    }
  },
};

/** A multipart upload (POST v1/files) read as it arrives, with busboy: each file part is written straight to
 * a temporary file in blobs/ (never held whole in memory), refused (413) at the byte that breaks a limit: a
 * file over the file limit (busboy's own `fileSize` limit), the request over its limit, or the uploads of the
 * opportunity or of everybody over theirs. A file of exactly the file limit is taken, as the page takes it (the
 * spec refuses a file "over 32Mb"). The first and last bytes of each file are kept aside (what its type is read
 * from). On any refusal the temporary files are removed. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import {
  ApiError,
  DOCUMENT_SAMPLE_BYTES,
  formatSize,
  type ReceivedFile,
  type Services,
} from '@portal/mock-api';
import type { DiskStore } from './diskStore';
import type { DevApiLimits } from './limits';

export function receiveFiles(
  store: DiskStore,
  { uploadFileBytes, uploadRequestBytes: requestBytes }: DevApiLimits,
): NonNullable<Services['receiveFiles']> {
  return async (request, room) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: Object.fromEntries(request.headers),
        // busboy stops a file when it reaches `fileSize` bytes: one more than the limit, so that a file of exactly
        // the limit is taken and only a larger one stopped.
        limits: { fileSize: uploadFileBytes + 1, fieldSize: 64 * 1024 },
      });
    } catch {
      throw new ApiError(400, 'Expected a multipart/form-data body');
    }
    const fields = new Map<string, string>();
    const files: (ReceivedFile & { temp: string })[] = [];
    const writes: Promise<void>[] = [];
    let fileBytes = 0;
    const refusal: { error?: ApiError } = {};
    let refused: (error: ApiError) => void = () => undefined;
    const refuse = (error: ApiError) => {
      if (refusal.error) return;
      refusal.error = error;
      refused(error);
      // Not at once: busboy is still in the middle of its own event.
      setImmediate(() => parser.destroy());
    };
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_field, stream, { filename, mimeType }) => {
      const blob = `upload-${randomUUID()}`;
      const file = {
        name: filename ?? 'file',
        contentType: mimeType || 'application/octet-stream',
        size: 0,
        blob,
        temp: store.blobPath(`${blob}.tmp`),
        head: new Uint8Array(0) as Uint8Array,
        tail: new Uint8Array(0) as Uint8Array,
      };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        if (file.head.length < DOCUMENT_SAMPLE_BYTES)
          file.head = concat(file.head, chunk.subarray(0, DOCUMENT_SAMPLE_BYTES - file.head.length));
        file.tail = concat(file.tail, chunk.subarray(-DOCUMENT_SAMPLE_BYTES)).slice(-DOCUMENT_SAMPLE_BYTES);
        file.size += chunk.length;
        fileBytes += chunk.length;
        try {
          room(fileBytes, fields.get('opportunityid') ?? fields.get('opportunityId'));
        } catch (error) {
          refuse(error as ApiError);
        }
      });
      stream.on('limit', () =>
        refuse(new ApiError(413, `The file ${filename} is larger than ${formatSize(uploadFileBytes)}`)),
      );
      writes.push(
        pipeline(stream, createWriteStream(file.temp)).catch((error: Error) =>
          refuse(new ApiError(500, error.message)),
        ),
      );
    });
    let received = 0;
    // The body as it comes, counted against the request's limit; reading stops at a refusal (the server reads
    // the rest and drops it, so that the client still sees the response).
    const counted = Readable.fromWeb(request.body as never).pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > requestBytes)
            refuse(new ApiError(413, `The upload is larger than ${formatSize(requestBytes)}`));
          // After a refusal the rest is dropped, up to one more request limit (then the connection is cut).
          if (refusal.error) return done(received > 2 * requestBytes ? refusal.error : undefined);
          parser.write(chunk, done);
        },
        final(done) {
          parser.end();
          done();
        },
      }),
    );
    try {
      await new Promise<void>((resolve, reject) => {
        refused = reject;
        parser.on('close', resolve).on('error', reject);
        counted.on('error', reject);
      });
      await Promise.all(writes);
      if (refusal.error) throw refusal.error;
      for (const file of files) await store.adoptBlob(file.temp, file.blob);
      return { fields, files };
    } catch (error) {
      // Every file's write has ended (the parser's end ends the file it is in) before its temporary file goes:
      // a write still open would create it again after its removal.
      parser.destroy();
      await Promise.allSettled(writes);
      await Promise.all(files.map((f) => rm(f.temp, { force: true })));
      throw (
        refusal.error ?? (error instanceof ApiError ? error : new ApiError(400, 'Malformed multipart body'))
      );
    }
  };
}

/** Two byte arrays as one. */
function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** A multipart/form-data body read as it arrives: each file part is written to a temporary file (never
 * held in memory whole), each text field kept. Sizes are checked while reading, so an upload that is
 * too large is refused (413) at the byte that makes it so, and nothing of it is kept. */
import type { IncomingMessage } from 'node:http';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { formatSize } from '../limits';
import { chunksOf, declaredLength, tooLarge } from './body';
import { HttpError } from './http';

export interface ReceivedFile {
  /** Name of the form field. */
  field: string;
  /** The file name the client gave. */
  name: string;
  contentType: string;
  size: number;
  /** The temporary file with the bytes: the caller renames it (or removes it). */
  path: string;
}

export interface ReceivedForm {
  /** Text fields, each name with its values in order. */
  fields: Map<string, string[]>;
  files: ReceivedFile[];
}

export interface MultipartLimits {
  /** Largest file part. */
  fileBytes: number;
  /** Largest body. */
  requestBytes: number;
  /** All text fields together. */
  fieldBytes?: number;
}

export interface MultipartOptions {
  limits: MultipartLimits;
  /** A new temporary file path for each file part. */
  tempPath: () => string;
  /** Called as file bytes arrive (the total so far, and the fields read so far): throws to refuse. */
  onProgress?: (fileBytes: number, fields: Map<string, string[]>) => void;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;
const malformed = () => new HttpError(400, 'Malformed multipart body');

/** The boundary of a multipart/form-data Content-Type; 400 when it is not one. */
function boundaryOf(type: string | undefined): string {
  if (!type || !/^multipart\/form-data/i.test(type))
    throw new HttpError(400, 'Expected a multipart/form-data body');
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 200) throw malformed();
  return boundary;
}

/** Browsers write '"', CR and LF of a file name as %22, %0D and %0A (HTML's multipart encoding). */
const unescapeName = (text: string): string =>
  text.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/\\(.)/g, '$1');

interface PartHeaders {
  field: string;
  /** Undefined for a text field. */
  fileName: string | undefined;
  contentType: string;
}

function parseHeaders(block: string): PartHeaders {
  let disposition = '';
  let contentType = '';
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw malformed();
  const params = new Map<string, string>();
  for (const match of disposition.matchAll(/;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const raw = (match[2] as string).trim();
    params.set((match[1] as string).toLowerCase(), raw.startsWith('"') ? raw.slice(1, -1) : raw);
  }
  const field = params.get('name');
  if (field === undefined) throw malformed();
  let fileName = params.has('filename') ? unescapeName(params.get('filename') as string) : undefined;
  const extended = /^utf-8''(.*)$/i.exec(params.get('filename*') ?? '');
  if (extended) {
    try {
      fileName = decodeURIComponent(extended[1] as string);
    } catch {
      // Keep the plain file name.
    }
  }
  return { field: unescapeName(field), fileName, contentType };
}

/** Reads a multipart/form-data request: file parts to temporary files, fields in memory. On any
 * failure the temporary files are removed and the error (400, 413) is thrown. */
export async function receiveMultipart(
  req: IncomingMessage,
  { limits, tempPath, onProgress }: MultipartOptions,
): Promise<ReceivedForm> {
  const delimiter = Buffer.from(`\r\n--${boundaryOf(req.headers['content-type'])}`);
  const keep = delimiter.length - 1;
  const fieldLimit = limits.fieldBytes ?? 64 * 1024;
  const requestMessage = `The upload is larger than ${formatSize(limits.requestBytes)}`;
  if ((declaredLength(req) ?? 0) > limits.requestBytes) throw tooLarge(requestMessage);

  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  let state = 'preamble' as 'preamble' | 'after' | 'headers' | 'body' | 'end';
  // The body starts with the boundary without the CRLF before it: start with one so every delimiter matches.
  let buf: Buffer = Buffer.from(CRLF);
  let received = 0;
  let fileBytes = 0;
  let fieldBytes = 0;
  let part: PartHeaders | undefined;
  let current: { file: ReceivedFile; handle: FileHandle } | undefined;
  let fieldChunks: Buffer[] = [];

  const emit = async (data: Buffer): Promise<void> => {
    if (!data.length || !part) return;
    if (current) {
      current.file.size += data.length;
      fileBytes += data.length;
      if (current.file.size > limits.fileBytes)
        throw tooLarge(`The file ${current.file.name} is larger than ${formatSize(limits.fileBytes)}`);
      onProgress?.(fileBytes, fields);
      await current.handle.write(data);
    } else {
      fieldBytes += data.length;
      if (fieldBytes > fieldLimit)
        throw tooLarge(`The form fields are larger than ${formatSize(fieldLimit)}`);
      fieldChunks.push(data);
    }
  };

  const startPart = async (headers: PartHeaders): Promise<void> => {
    part = headers;
    if (headers.fileName === undefined) {
      fieldChunks = [];
      return;
    }
    const file: ReceivedFile = {
      field: headers.field,
      name: headers.fileName,
      contentType: headers.contentType || 'application/octet-stream',
      size: 0,
      path: tempPath(),
    };
    files.push(file);
    current = { file, handle: await open(file.path, 'wx') };
  };

  const endPart = async (): Promise<void> => {
    if (current) {
      await current.handle.close();
      current = undefined;
    } else if (part) {
      const values = fields.get(part.field) ?? [];
      values.push(Buffer.concat(fieldChunks).toString('utf8'));
      fields.set(part.field, values);
      fieldChunks = [];
    }
    part = undefined;
  };

  /** Moves through the buffer as far as it goes; false when more bytes are needed. */
  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buf.indexOf(delimiter);
        if (at < 0) {
          if (buf.length > keep) buf = buf.subarray(buf.length - keep);
          return false;
        }
        buf = buf.subarray(at + delimiter.length);
        state = 'after';
        return true;
      }
      case 'after': {
        if (buf.length < 2) return false;
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          state = 'end';
          return false;
        }
        const eol = buf.indexOf(CRLF);
        if (eol < 0) {
          if (buf.length > 256) throw malformed();
          return false;
        }
        // Only transport padding (spaces, tabs) may stand between the boundary and its CRLF.
        if (!/^[ \t]*$/.test(buf.subarray(0, eol).toString('latin1'))) throw malformed();
        buf = buf.subarray(eol + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buf[0] === 0x0d && buf[1] === 0x0a ? -2 : buf.indexOf(HEADER_END);
        if (end === -1) {
          if (buf.length > MAX_HEADER_BYTES) throw malformed();
          return false;
        }
        const block = end === -2 ? '' : buf.subarray(0, end).toString('utf8');
        buf = buf.subarray(end === -2 ? 2 : end + HEADER_END.length);
        await startPart(parseHeaders(block));
        state = 'body';
        return true;
      }
      case 'body': {
        const at = buf.indexOf(delimiter);
        if (at < 0) {
          if (buf.length > keep) {
            await emit(buf.subarray(0, buf.length - keep));
            buf = buf.subarray(buf.length - keep);
          }
          return false;
        }
        await emit(buf.subarray(0, at));
        await endPart();
        buf = buf.subarray(at + delimiter.length);
        state = 'after';
        return true;
      }
      case 'end':
        return false;
    }
  };

  try {
    for await (const chunk of chunksOf(req)) {
      received += chunk.length;
      if (received > limits.requestBytes) throw tooLarge(requestMessage);
      if (state === 'end') continue;
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      while (await step());
    }
    if (state !== 'end') throw malformed();
    return { fields, files };
  } catch (error) {
    await current?.handle.close().catch(() => undefined);
    await Promise.all(files.map((f) => rm(f.path, { force: true })));
    throw error;
  }
}

/** Reading request bodies: JSON and raw bytes, each with a size limit (multipart uploads stream to
 * disk: ./multipart). */
import type { IncomingMessage } from 'node:http';
import { formatSize, MAX_JSON_BYTES, MAX_JSON_DEPTH } from '../limits';
import { HttpError } from './http';

/** 413 `{ message }` (the rest of the body is dropped: see discardRest). */
export const tooLarge = (message: string): HttpError => new HttpError(413, message);

/** The body's chunks as they come. Leaving the loop early (a limit reached) does not destroy the request,
 * so the answer can still be sent; discardRest then deals with the rest of the body. */
export const chunksOf = (req: IncomingMessage): AsyncIterable<Buffer> =>
  req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;

/** After an answer sent before the body was read to its end (413, 401...): the rest of the body is read
 * and dropped, so that a client still sending sees the answer rather than a reset connection (which
 * can then carry the next request). Not for ever: past `maxBytes` or `maxMs` the connection is cut. */
export function discardRest(req: IncomingMessage, maxBytes: number, maxMs = 10_000): void {
  if (req.complete || req.destroyed) return;
  const cut = () => req.socket?.destroy();
  const timer = setTimeout(cut, maxMs);
  timer.unref();
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) {
      clearTimeout(timer);
      cut();
    }
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/** The declared Content-Length of a request (undefined when it has none, e.g. a chunked body). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  const length = header === undefined ? NaN : Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/** The body's bytes; 413 as soon as it is (or says it will be) larger than `limit`. */
export async function readBytes(
  req: IncomingMessage,
  limit: number,
  what = 'The request body',
): Promise<Buffer> {
  const message = `${what} is larger than ${formatSize(limit)}`;
  if ((declaredLength(req) ?? 0) > limit) throw tooLarge(message);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunksOf(req)) {
    size += chunk.length;
    if (size > limit) throw tooLarge(message);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Whether a JSON text nests arrays and objects deeper than `limit`, counted in one pass over its characters
 * before it is parsed (brackets inside strings, escaped quotes too, do not count). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** 400 `{ message }` for a JSON text nested deeper than MAX_JSON_DEPTH: refused before it is parsed, so no
 * check or handler walks it. */
export function refuseDeepJson(text: string): void {
  if (nestedDeeperThan(text, MAX_JSON_DEPTH))
    throw new HttpError(400, `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
}

/** The JSON body (undefined when the body is empty); 400 when it is not JSON or nested deeper than
 * MAX_JSON_DEPTH, 413 over MAX_JSON_BYTES. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBytes(req, MAX_JSON_BYTES)).toString('utf8');
  if (!text.trim()) return undefined;
  refuseDeepJson(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** The JSON body, which must be an object (400 otherwise). */
export async function readObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

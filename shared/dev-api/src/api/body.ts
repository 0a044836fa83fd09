/** Reading request bodies: JSON, raw bytes and multipart forms. */
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http';

/** Largest body accepted (uploads are limited to 32 MB by the client; a few files may come at once). */
export const MAX_BODY_BYTES = 100 * 1024 * 1024;

export async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The JSON body (undefined when the body is empty); 400 when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBytes(req)).toString('utf8');
  if (!text.trim()) return undefined;
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

/** A multipart/form-data body, parsed by the platform's own parser (undici's Request). */
export async function readMultipart(req: IncomingMessage): Promise<FormData> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new HttpError(400, 'Expected a multipart/form-data body');
  const bytes = await readBytes(req);
  try {
    return await new Request('http://dev-api.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    }).formData();
  } catch {
    throw new HttpError(400, 'Malformed multipart body');
  }
}

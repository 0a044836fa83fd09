import { readFile } from 'node:fs/promises';

/** How long one file may take to arrive. */
export const FETCH_TIMEOUT_MS = 15_000;

/** The bytes served at an http(s) address (or read from a local path), within the deadline; an error that names
 * the address and why otherwise (its status, no response, the deadline). */
export async function fetchBytes(where: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(where)) return readFile(where);
  let response: Response;
  try {
    response = await fetch(where, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new Error(`${where}: no answer (${cause})`);
  }
  if (!response.ok) throw new Error(`${where}: ${response.status} ${response.statusText}`.trim());
  return Buffer.from(await response.arrayBuffer());
}

import { createHash } from 'node:crypto';

/** The Subresource Integrity hash of some bytes, in the algorithm of `like` (an integrity the build recorded:
 * sha256, sha384 or sha512), sha384 by default. */
export function integrityOf(bytes: Uint8Array, like?: string): string {
  const algorithm = /^(sha256|sha384|sha512)-/.exec(like ?? '')?.[1] ?? 'sha384';
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

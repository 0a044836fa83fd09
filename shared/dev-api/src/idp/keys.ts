/** Signing keys and cookie keys of the local sign-in, made once and kept in `keys.json` in the data
 * folder, so ID tokens and sessions stay valid across restarts. */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'oidc-provider';
import writeFileAtomic from 'write-file-atomic';

export interface IdpKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export const KEYS_FILE = 'keys.json';

export function loadOrCreateKeys(dir: string): IdpKeys {
  const file = join(dir, KEYS_FILE);
  if (existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as IdpKeys;
      if (saved.jwks?.keys?.length && saved.cookieKeys?.length) return saved;
    } catch {
      // Make new keys below.
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const keys: IdpKeys = {
    jwks: { keys: [{ ...jwk, kid: `dev-${randomBytes(6).toString('hex')}`, use: 'sig', alg: 'RS256' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  writeFileAtomic.sync(file, JSON.stringify(keys, null, 1));
  return keys;
}

/** The local backend's development secret: what its own development calls (GET dev/cases, every student's cases)
 * ask for in the Dev-Secret header. Made once and kept in `dev-secret` in the data folder (readable by its owner
 * only), where the end-to-end tests read it: whoever can read the data folder reads the cases there anyway, and
 * nobody else gets them. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export const DEV_SECRET_FILE = 'dev-secret';
export const DEV_SECRET_HEADER = 'Dev-Secret';

/** The data folder's secret (made when it has none), and whether a header's value is it. */
export function devSecret(dir: string) {
  const file = join(dir, DEV_SECRET_FILE);
  let secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(32).toString('base64url');
    writeFileAtomic.sync(file, `${secret}\n`, { mode: 0o600 });
  }
  const expected = Buffer.from(secret);
  return {
    matches: (value: string | undefined): boolean => {
      const given = Buffer.from(value?.trim() ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

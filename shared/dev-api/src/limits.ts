/** The limits that keep the local backend up: how much an upload may bring, how many wrong passcodes
 * or passwords a caller may try, how many public reads of a person's data a caller may make. Each has a
 * default, a flag and an environment variable, so a test can start the server with small limits. */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MAX_UPLOAD_BYTES } from '@portal/config';
import type { AttemptLimiter, RequestLimiter } from '@portal/mock-api';

// A JSON body is also never nested deeper than MAX_JSON_DEPTH: the handlers refuse it before parsing it.
export { MAX_JSON_DEPTH, formatSize } from '@portal/mock-api';

/** Bytes in a megabyte, as the client counts them ('32Mb' is 32 × 1024 × 1024 bytes). */
export const MEGABYTE = 1024 * 1024;

/** The handlers' limits, the largest upload request (its whole multipart body), how many failed passcode
 * checks or sign-ins of one key (a session or an email, with the caller's address) the window allows before
 * the next attempt is refused (429) until the window ends, and how many requests of a public call that answers
 * a person's data (a contact, an applicant session, a fees-free check) one caller may make in its window. The
 * file limit is the page's (MAX_UPLOAD_BYTES of @portal/config): a file the page takes is not refused here for
 * its size. */
export const DEFAULT_LIMITS = {
  uploadFileBytes: MAX_UPLOAD_BYTES,
  uploadRequestBytes: 100 * MEGABYTE,
  uploadOpportunityBytes: 200 * MEGABYTE,
  uploadTotalBytes: 1024 * MEGABYTE,
  attempts: 5,
  attemptWindowSeconds: 15 * 60,
  personalReads: 60,
  personalReadWindowSeconds: 60,
};
export type DevApiLimits = typeof DEFAULT_LIMITS;

/** A JSON body is a form's data: never more than this. */
export const MAX_JSON_BYTES = MEGABYTE;

const UNITS: Record<string, number> = { '': 1, B: 1, KB: 1024, MB: MEGABYTE, GB: 1024 * MEGABYTE };

/** The limits' flags (--<name>) and environment variables (DEV_API_<NAME>), and how each is read (see USAGE in
 * ./options). */
export const LIMIT_SETTINGS = (
  [
    ['upload-file-limit', 'uploadFileBytes', 'size'],
    ['upload-request-limit', 'uploadRequestBytes', 'size'],
    ['upload-opportunity-limit', 'uploadOpportunityBytes', 'size'],
    ['upload-total-limit', 'uploadTotalBytes', 'size'],
    ['attempts', 'attempts', 'count'],
    ['attempt-window', 'attemptWindowSeconds', 'seconds'],
    ['personal-reads', 'personalReads', 'count'],
    ['personal-read-window', 'personalReadWindowSeconds', 'seconds'],
  ] as const
).map(([name, key, kind]) => ({
  flag: `--${name}`,
  env: `DEV_API_${name.toUpperCase().replace(/-/g, '_')}`,
  key,
  kind,
}));

/** Reads one limit's value, a positive whole number: a size is bytes ("1000") or with a unit KB, MB or GB
 * (1024-based, any case: "32MB", "1.5gb"). */
export function parseLimit(kind: 'size' | 'count' | 'seconds', name: string, value: string): number {
  const size = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?b?)\s*$/i.exec(value);
  const unit = UNITS[(size?.[2] ?? '').toUpperCase()];
  if (kind === 'size' && (!size || unit === undefined))
    throw new Error(`Invalid ${name} ${value} (e.g. 32MB, 512KB, 1000)`);
  const parsed = kind === 'size' ? Math.floor(Number(size![1]) * unit!) : Number(value.trim());
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`Invalid ${name} ${value}`);
  return parsed;
}

/** Failed attempts per key (what is tried, with the caller's address), counted by rate-limiter-flexible: once
 * a key has `max` failures in the window that its first failure opened, every attempt is refused until the
 * window ends. In memory only: a restart forgets the failures. */
export function attemptLimiter(max: number, windowSeconds: number): AttemptLimiter {
  const limiter = new RateLimiterMemory({ points: max, duration: windowSeconds });
  return {
    async retryAfter(key) {
      const state = await limiter.get(key);
      return state && state.consumedPoints >= max ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    fail: async (key) => void (await limiter.penalty(key, 1)),
    succeed: async (key) => void (await limiter.delete(key)),
  };
}

/** Requests per key, counted by rate-limiter-flexible: `max` in a window that the key's first request opens;
 * past them every request is refused until the window ends. In memory only. */
export function requestLimiter(max: number, windowSeconds: number): RequestLimiter {
  const limiter = new RateLimiterMemory({ points: max, duration: windowSeconds });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      }
    },
  };
}

/** The limits that keep the local backend up: how much an upload may bring, how many wrong passcodes
 * or passwords a caller may try. Each has a default, a flag and an environment variable, so a test can
 * start the server with small limits. */

/** Bytes in a megabyte, as the client counts them ('32Mb' is 32 × 1024 × 1024 bytes). */
export const MEGABYTE = 1024 * 1024;

export interface DevApiLimits {
  /** Largest file of an upload (POST v1/files) and largest student photo: the client's own limit
   * (spec enrolment §5, §9: 32Mb). */
  uploadFileBytes: number;
  /** Largest upload request: its whole multipart body (several files may come at once). */
  uploadRequestBytes: number;
  /** All the files uploaded for one opportunity (the applicant's application) together. */
  uploadOpportunityBytes: number;
  /** All uploaded files of every opportunity together: what the data folder may hold of them. */
  uploadTotalBytes: number;
  /** Failed passcode checks or sign-ins of one key (a session or an email, with the caller's address)
   * within the window; the next attempt is refused (429) until the oldest failure leaves the window. */
  attempts: number;
  /** The window of `attempts`, in seconds. */
  attemptWindowSeconds: number;
}

export const DEFAULT_LIMITS: DevApiLimits = {
  uploadFileBytes: 32 * MEGABYTE,
  uploadRequestBytes: 100 * MEGABYTE,
  uploadOpportunityBytes: 200 * MEGABYTE,
  uploadTotalBytes: 1024 * MEGABYTE,
  attempts: 5,
  attemptWindowSeconds: 15 * 60,
};

/** A JSON body is a form's data: never more than this. */
export const MAX_JSON_BYTES = MEGABYTE;
/** ... nor nested deeper than this (arrays and objects; the deepest payload of the contract is a handful of
 * levels). A deeper body is refused before it is parsed: the checks and handlers that walk it recursively
 * would run out of stack. */
export const MAX_JSON_DEPTH = 64;

const UNITS: Record<string, number> = { '': 1, B: 1, KB: 1024, MB: MEGABYTE, GB: 1024 * MEGABYTE };

/** Parses a size: bytes ("1000"), or with a unit KB, MB or GB (1024-based, any case: "32MB", "1.5gb"). */
export function parseSize(value: string, what = 'size'): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?b?)\s*$/i.exec(value);
  const unit = UNITS[(match?.[2] ?? '').toUpperCase()];
  if (!match || unit === undefined) throw new Error(`Invalid ${what} ${value} (e.g. 32MB, 512KB, 1000)`);
  return Math.floor(Number(match[1]) * unit);
}

/** A size as the messages say it: '32Mb' (one decimal at most), '512Kb' or '100 bytes'. */
export function formatSize(bytes: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes >= MEGABYTE) return `${round(bytes / MEGABYTE)}Mb`;
  if (bytes >= 1024) return `${round(bytes / 1024)}Kb`;
  return `${bytes} bytes`;
}

/** 'Try again in 15 minutes.' for a wait in seconds. */
export function tryAgainIn(seconds: number): string {
  if (seconds <= 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The flags and environment variables of the limits (see USAGE in ./options). */
export const LIMIT_SETTINGS: {
  flag: string;
  env: string;
  key: keyof DevApiLimits;
  kind: 'size' | 'count' | 'seconds';
}[] = [
  { flag: '--upload-file-limit', env: 'DEV_API_UPLOAD_FILE_LIMIT', key: 'uploadFileBytes', kind: 'size' },
  {
    flag: '--upload-request-limit',
    env: 'DEV_API_UPLOAD_REQUEST_LIMIT',
    key: 'uploadRequestBytes',
    kind: 'size',
  },
  {
    flag: '--upload-opportunity-limit',
    env: 'DEV_API_UPLOAD_OPPORTUNITY_LIMIT',
    key: 'uploadOpportunityBytes',
    kind: 'size',
  },
  { flag: '--upload-total-limit', env: 'DEV_API_UPLOAD_TOTAL_LIMIT', key: 'uploadTotalBytes', kind: 'size' },
  { flag: '--attempts', env: 'DEV_API_ATTEMPTS', key: 'attempts', kind: 'count' },
  {
    flag: '--attempt-window',
    env: 'DEV_API_ATTEMPT_WINDOW',
    key: 'attemptWindowSeconds',
    kind: 'seconds',
  },
];

/** Reads one limit's value: a size, or a positive whole number. */
export function parseLimit(kind: 'size' | 'count' | 'seconds', name: string, value: string): number {
  const parsed = kind === 'size' ? parseSize(value, name) : Number(value.trim());
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`Invalid ${name} ${value}`);
  return parsed;
}

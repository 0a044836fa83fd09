/** Business constants. */
export const PAGE_SIZE = 8;
export const PAGE_SIZE_FALLBACK = 10;
export const RECENT_PERIOD = 'PT24H';
export const CASE_DESCRIPTION_MAX = 2000;
export const MIN_PASSWORD_LENGTH = 8;
export const TOAST_MS = 6000;
export const CASE_SUCCESS_MS = 5000;
export const DEFAULT_DATE_FORMAT = 'LL';
export const DEFAULT_POST_LOGIN_PATH = '/profile';
export const CASE_TYPE = 'Support';
/** Payment types that count as money in; every other type is shown negative. */
export const POSITIVE_PAYMENT_TYPES = ['ACCRECPAYMENT', 'ACCPAYPAYMENT'] as const;
/** How long a request may take before it fails (configurable: requestTimeoutMs). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Local-storage key of the development configuration overrides (/edit/config). */
export const CLIENT_CONFIG_KEY = 'portal.clientConfig';

// Input limits: the most a field's text may be before its rule responds with its invalid message,
// shared by the form rules (@portal/forms) and the payload schemas (@portal/api). They bound
// what a field takes, beyond any rule of the forms, so no text is too long to check or store.
/** Longest email address: 254 characters (RFC 5321's path limit of 256, less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
/** Longest web address: 2048 characters (the common limit of browsers, sitemaps and search engines). */
export const MAX_URL_LENGTH = 2048;
/**
 * An http(s) address as text (a RegExp source, for `new RegExp` and JSON Schema's `pattern`):
 * 'http://' or 'https://' in any case, a host part, then anything without spaces; spaces around it
 * are allowed (the form rules trim them). No two quantifiers can match the same character, so a
 * test is linear in the length of the text.
 */
export const HTTP_URL_PATTERN = '^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+(?:[/?#]\\S*)?\\s*$';
/** The largest file a student may send (an uploaded document, a photo): 32Mb, 32 × 1024 × 1024 bytes. The spec
 * says "over 32Mb" is refused, so a file of exactly this size is taken: the page's check and the API's both
 * refuse only a file larger than this. */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;
/** The session-timeout warning comes this long before the session ends (a minute). */
export const SESSION_WARNING_SECONDS = 60;
/** How long /signoutLms shows its success message before going on to the learning platform's logout. */
export const SIGN_OUT_SUCCESS_MS = 3000;

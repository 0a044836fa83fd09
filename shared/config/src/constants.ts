/** Business constants (spec portal §9). */
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
/** Local-storage key of the development configuration overrides (/edit/config). */
export const CLIENT_CONFIG_KEY = 'portal.clientConfig';
/** The session-timeout warning comes this long before the session ends (a minute; not in the spec). */
export const SESSION_WARNING_SECONDS = 60;
/** How long /signoutLms shows its success message before going on to the learning platform's logout. */
export const SIGN_OUT_SUCCESS_MS = 3000;

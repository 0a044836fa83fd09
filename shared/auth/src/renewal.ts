import type { User, UserManager } from 'oidc-client-ts';
import type { Discover } from './issuer';
import { safeReturnPath } from './returnPath';
import { SignInError } from './signInError';
import { leaveForSignIn } from './signInRedirect';
import { NOTICE_KEY, storage } from './signInStorage';
import { reasonOf, withinTimeLimit } from './timeLimit';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Renews with the refresh token (kept when the response has none, replaced when it has a new one). Without
 * one there is no silent renewal: oidc-client-ts would try a hidden frame with prompt=none, which a Cognito
 * user pool does not support and a sign-in page that refuses frames never responds. The refresh asks for the
 * portal's whole scope, not the scope the last token response named (oidc-client-ts's default): Entra ID names
 * only the access token's scopes there, and a refresh without openid gets no new ID token. The renewed tokens'
 * issuer is checked as a sign-in's is. */
export async function renewSilently(
  um: UserManager,
  user: User | null,
  checkIssuerOf: (um: UserManager, user: User) => Promise<User>,
): Promise<User> {
  if (!user?.refresh_token) throw new Error('The session has no refresh token to renew it with');
  const { scope } = um.settings;
  const renewed = await um.signinSilent(scope ? { extraTokenParams: { scope } } : {});
  if (!renewed) throw new Error('The silent renewal answered no user');
  return checkIssuerOf(um, renewed);
}

/** OAuth error codes (RFC 6749 5.2, 4.1.2.1) that say the IdP cannot answer now, not that it refuses the
 * refresh token. Every other code (invalid_grant: the refresh token revoked or expired; invalid_client; ...) is
 * the IdP's refusal, which no retry changes. */
const TRANSIENT_OAUTH_ERRORS: ReadonlySet<string> = new Set(['temporarily_unavailable', 'server_error']);

/** An HTTP status that may be gone on the next request: no response in time (408), too many requests (429), or a
 * server or gateway error (5xx). */
const isTransientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Whether a failed renewal may succeed if asked again: the IdP or the network failed for now (no response within
 * the time limit, no connection, an HTTP 5xx or 429, or an OAuth `temporarily_unavailable`/`server_error`);
 * not when the IdP refused the refresh token (an OAuth error such as invalid_grant), the session has none, or the
 * answer came from another issuer. oidc-client-ts reports the token endpoint's and discovery's failures as:
 * ErrorResponse (a JSON OAuth error), ErrorTimeout (its own request limit), TypeError (fetch: no connection),
 * `Error("<status text> (<status>)[: <body>]")` (another status without an OAuth error), and
 * `Error("Invalid response Content-Type: ...")` for a response that is not JSON, which it reads before the status:
 * a gateway's or load balancer's error page (502, 503, 504), as an IdP returns every refusal in JSON.
 */
export function isTransientRenewalFailure(error: unknown): boolean {
  // Discovery's failures come wrapped (a SignInError with the cause); one without a cause is a refusal of ours
  // (the response of another issuer).
  const failure = error instanceof SignInError ? error.cause : error;
  if (typeof failure !== 'object' || failure === null) return false;
  const { name, message, error: code } = failure as { name?: unknown; message?: unknown; error?: unknown };
  if (name === 'ErrorTimeout' || name === 'TimeoutError') return true;
  if (name === 'ErrorResponse') return typeof code === 'string' && TRANSIENT_OAUTH_ERRORS.has(code);
  if (name === 'TypeError') return true;
  if (typeof message !== 'string') return false;
  if (message.startsWith('Invalid response Content-Type')) return true;
  const status = /\((\d{3})\)(?::|$)/.exec(message)?.[1];
  return status !== undefined && isTransientStatus(Number(status));
}

/** The first wait between renewal attempts; each next one doubles it, up to RENEWAL_RETRY_MAX_MS. */
export const RENEWAL_RETRY_BASE_MS = 1_000;
export const RENEWAL_RETRY_MAX_MS = 16_000;

/** The wait before retry `n` (0 for the first retry): RENEWAL_RETRY_BASE_MS doubled n times, at most
 * RENEWAL_RETRY_MAX_MS, drawn between half and all of it (`random` in [0, 1)), so that the tabs of a browser
 * whose renewals failed together do not ask the IdP again at the same moment. */
export function renewalRetryDelay(n: number, random: () => number = Math.random): number {
  const full = Math.min(RENEWAL_RETRY_MAX_MS, RENEWAL_RETRY_BASE_MS * 2 ** n);
  return Math.round(full / 2 + (full / 2) * random());
}

/** The renewal stopped because the session ended in this tab meanwhile (signed out here or in another tab). */
export class RenewalStopped extends Error {
  override name = 'RenewalStopped';
  constructor() {
    super('The session ended while it was being renewed');
  }
}

export interface RetryOptions {
  /** When the retries end (ms since the epoch): a retry starts only if its wait and its whole time limit end
   * before this (the access token's expiry). */
  until: number;
  /** Each attempt's time limit (the portal's request time limit). */
  timeLimit: number;
  /** Whether the session has ended meanwhile: no further attempt, and the result is RenewalStopped. */
  stopped: () => boolean;
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Renews with `attempt` (each within `timeLimit`), and when it fails for now (isTransientRenewalFailure) tries
 * again after a growing wait (renewalRetryDelay), while the retry can end before `until`. Rejects with the last
 * failure when the IdP refused (at once), or when no further retry fits before `until`; with RenewalStopped when
 * the session ended meanwhile.
 */
export async function renewWithRetries<T>(
  attempt: () => Promise<T>,
  { until, timeLimit, stopped, wait = sleep, random = Math.random, now = Date.now }: RetryOptions,
): Promise<T> {
  for (let n = 0; ; n += 1) {
    let failure: unknown;
    try {
      return await withinTimeLimit(attempt(), timeLimit);
    } catch (error) {
      failure = error;
    }
    if (stopped()) throw new RenewalStopped();
    if (!isTransientRenewalFailure(failure)) throw failure;
    const delay = renewalRetryDelay(n, random);
    if (now() + delay + timeLimit > until) throw failure;
    console.warn(`Session renewal failed (${reasonOf(failure)}); trying again in ${delay} ms`);
    await wait(delay);
    if (stopped()) throw new RenewalStopped();
  }
}

/** A renewal that failed: sends the student to sign in again, back to this page, with the notice for when
 * they are back. Resolves the failure when even that cannot start (the IdP unreachable); otherwise the page
 * is leaving. */
export async function signInAgain(
  um: UserManager,
  error: unknown,
  idp: { discover: Discover; timeLimit: number },
): Promise<SignInError | undefined> {
  console.warn('Session renewal failed; signing in again', error);
  storage()?.setItem(NOTICE_KEY, 'renewalFailed');
  const returnTo = safeReturnPath(here());
  try {
    await leaveForSignIn(um, { state: { returnTo } }, idp);
    return undefined;
  } catch (redirectError) {
    console.error('Signing in again failed', redirectError);
    storage()?.removeItem(NOTICE_KEY);
    return redirectError instanceof SignInError
      ? redirectError
      : new SignInError('start', reasonOf(redirectError), { cause: redirectError });
  }
}

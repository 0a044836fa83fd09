import { SIGN_OUT_RETURN_SECONDS } from './signInStorage';

/**
 * The marker of a sign-out the sign-in service has not yet answered. While it is there the IdP may still hold the
 * student's sign-in session, so a sign-in ends that session first (or the IdP would sign the student straight back
 * in, without a password). Set as a sign-out leaves for the IdP ('leaving'), or when the IdP did not answer
 * ('failed'); forgotten when the IdP's response reaches the post-logout landing. A page load finishes a failed one
 * at once, and a 'leaving' one whose response has not come within the round trip's five minutes (a way to the IdP
 * that broke); not one still under way in another tab.
 *
 * A cookie, not storage: the failed sign-out empties the origin's storage as the landing's Clear-Site-Data
 * "storage" does, and the marker must outlive that. It holds no token and no identifier (the IdP's sign-out is
 * then asked for without an id_token_hint: client_id and the post-logout address are enough for a user pool's
 * /logout and for an OpenID provider's end_session_endpoint), is on every path (any page may be the next visit),
 * and lasts 90 days, the longest a sign-in service of the portal keeps a session (Entra ID's "stay signed in").
 */
const PENDING_COOKIE = 'portal.signOutPending';
const PENDING_SECONDS = 90 * 24 * 60 * 60;

function setPendingCookie(value: string, maxAge: number): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${PENDING_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  } catch {
    // cookies unavailable: the IdP's session is ended only when it responds to the sign-out itself
  }
}

/** The marker's value: 'failed', 'leaving.<ms since the epoch>', or undefined with none. */
function marker(): string | undefined {
  try {
    return document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${PENDING_COOKIE}=`))
      ?.slice(PENDING_COOKIE.length + 1);
  } catch {
    return undefined;
  }
}

/** Notes that this browser's sign-out has not ended the IdP's session yet: on its way there, or the IdP did not
 * answer. */
export function markSignOutPending(state: 'leaving' | 'failed', now = Date.now()): void {
  setPendingCookie(state === 'failed' ? 'failed' : `leaving.${now}`, PENDING_SECONDS);
}

/** The IdP's session is ended (its response reached the landing): nothing is pending. */
export function forgetPendingSignOut(): void {
  setPendingCookie('', 0);
}

/** Whether a sign-out of this browser may not have ended the IdP's session: a sign-in ends it first. */
export function signOutPending(): boolean {
  const value = marker();
  return value === 'failed' || /^leaving\.\d+$/.test(value ?? '');
}

/** Whether a page load is to finish the pending sign-out: the IdP did not answer it, or its response has not come
 * within the round trip. */
export function signOutToFinish(now = Date.now()): boolean {
  const value = marker();
  if (value === 'failed') return true;
  const since = /^leaving\.(\d+)$/.exec(value ?? '')?.[1];
  return since !== undefined && now - Number(since) > SIGN_OUT_RETURN_SECONDS * 1000;
}

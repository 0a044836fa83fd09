import type { AuthorityConfig } from '@portal/config';
import type { SignInNotice } from './signIn';

/** Session storage key of the notice restore() answers after the sign-in round trip. */
export const NOTICE_KEY = 'portal.signIn.notice';

/** Session storage key of the path a sign-out started in this tab asked to come back to: the post-logout
 * landing reads it, since a Cognito user pool's /logout comes back without a state. */
export const SIGN_OUT_RETURN_KEY = 'portal.signOut.returnTo';

/** This tab's session storage, or undefined where the browser refuses it. */
export function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether this tab has a sign-out under way that asked to come back (the post-logout landing is its answer,
 * with or without a state). */
export function signOutUnderWay(): boolean {
  return storage()?.getItem(SIGN_OUT_RETURN_KEY) != null;
}

/** Whether session storage holds a user of this client (oidc-client-ts keys it `oidc.user:<authority>:<client>`). */
export function hasStoredUser({ authority, clientId }: AuthorityConfig): boolean {
  return storage()?.getItem(`oidc.user:${authority}:${clientId}`) != null;
}

/** Reads and forgets the notice left before a sign-in round trip. */
export function takeNotice(): SignInNotice | undefined {
  const notice = storage()?.getItem(NOTICE_KEY);
  storage()?.removeItem(NOTICE_KEY);
  return notice === 'renewalFailed' ? notice : undefined;
}

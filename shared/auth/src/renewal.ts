import type { User, UserManager } from 'oidc-client-ts';
import type { Discover } from './issuer';
import { safeReturnPath } from './returnPath';
import { SignInError } from './signInError';
import { leaveForSignIn } from './signInRedirect';
import { NOTICE_KEY, storage } from './signInStorage';
import { reasonOf } from './timeLimit';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Renews with the refresh token (kept when the answer has none, replaced when it has a new one). Without
 * one there is no silent renewal: oidc-client-ts would try a hidden frame with prompt=none, which a Cognito
 * user pool does not support and a sign-in page that refuses frames never answers. The renewed tokens' issuer
 * is checked as a sign-in's is. */
export async function renewSilently(
  um: UserManager,
  user: User | null,
  checkIssuerOf: (um: UserManager, user: User) => Promise<User>,
): Promise<User> {
  if (!user?.refresh_token) throw new Error('The session has no refresh token to renew it with');
  const renewed = await um.signinSilent();
  if (!renewed) throw new Error('The silent renewal answered no user');
  return checkIssuerOf(um, renewed);
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

import { createContext, useContext } from 'react';
import type { Session } from '@portal/api';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'pending' }
  | { status: 'signedIn'; session: Session }
  /** Signed in, but the account has no student profile: no student id, or the API says it has none. */
  | { status: 'error'; reason: 'noMatchingProfile' }
  /** Signed in, but the ID token does not make the person a student of this provider (its sign-in settings'
   * membership claim): nothing is asked of the API for them. */
  | { status: 'error'; reason: 'notMember'; claims: Record<string, unknown> }
  /** Signed in (the session is kept), but the student could not be loaded: a server error, no response in
   * time, offline. `detail` is the load's error message, e.g. 'No answer in time: Network problem'. */
  | { status: 'error'; reason: 'profileUnavailable'; detail: string };

/** A sign-in step that failed (see SignInError): the frame says so and offers to try again. */
export interface SignInFailure {
  step: 'start' | 'return';
  /** The reason, e.g. 'No answer in time' or 'Failed to fetch'. */
  reason: string;
  /** Where the student was going: trying again comes back there. */
  returnTo?: string;
}

/** What the frame tells the student about their session: signed out in another tab, the session ended
 * unrenewed in this one (both leave the tab signed out where it was, with a way to sign in again), or
 * signed in again because the session could not be renewed. */
export type SessionNotice = 'signedOutElsewhere' | 'sessionEnded' | 'renewalFailed';

export interface AuthApi {
  state: AuthState;
  /** Signs in (the OIDC strategy sends the browser to the IdP); afterwards the visitor comes back to
   * `returnTo` when that is a safe path. */
  signIn: (returnTo?: string) => Promise<void>;
  /** Global sign-out: revokes the tokens, signs out the other tabs and ends the IdP session, which
   * redirects to /signout; that landing sends the browser on to `returnTo` (see completeSignOut). */
  signOut: (returnTo?: string) => Promise<void>;
  /** The post-logout landing (/signout): forgets the session here and in the other tabs, and answers the
   * path the sign-out asked to come back to. */
  completeSignOut: () => Promise<{ returnTo?: string }>;
  /** Forgets the local session only. */
  forget: () => Promise<void>;
  /** The last sign-in that failed, until the next one starts. */
  signInFailure: SignInFailure | null;
  /** Loads the signed-in student again after a failed load (state 'profileUnavailable'), keeping the session. */
  retryProfile: () => Promise<void>;
  notice: SessionNotice | null;
  dismissNotice: () => void;
  /** While the session-timeout warning is due: when the session ends unless renewed (ms since the epoch). */
  warning: { endsAt: number } | null;
  /** "Stay signed in": renews the session (or, failing that, signs in again and comes back here). */
  staySignedIn: () => Promise<void>;
  /** Puts the warning away without renewing (the student chose to sign out). */
  dismissWarning: () => void;
}

/** The sign-in as the frame and the shell's pages use it (AuthProvider gives it). */
export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

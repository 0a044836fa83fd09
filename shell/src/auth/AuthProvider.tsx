import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { mutate } from 'swr';
import { useNavigate } from '@portal/router';
import {
  fetchCurrentStudent,
  forgetDeviceData,
  forgetOtherStudentsDeviceData,
  isApiError,
  isNotFound,
  SessionProvider,
  SignInProvider,
  type Session,
  type SignInControl,
} from '@portal/api';
import { SignInError, type SignInStrategy, type SignedInUser } from '@portal/auth';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'pending' }
  | { status: 'signedIn'; session: Session }
  /** Signed in, but the account has no student profile: no student id, or the API says it has none. */
  | { status: 'error'; reason: 'noMatchingProfile' }
  /** Signed in (the session is kept), but the student could not be loaded: a server error, no answer in
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

interface AuthApi {
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

const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

interface Props {
  /** How to sign in (see createSignIn()). */
  strategy: SignInStrategy;
  /** Keeps the API client's token source current. */
  onUser: (user: SignedInUser | null) => void;
  children: ReactNode;
}

/** Loads the student of a signed-in user. An answer 401 (tokens the API no longer accepts, e.g. revoked
 * by a sign-out this tab missed) renews the session once rather than claiming there is no profile; null
 * when the renewal is on its way to the sign-in page. "No matching profile" is only for an account that
 * truly has none (no student id, or the API's 404); any other failure is a failed load, which keeps the
 * session and can be tried again. */
async function loadSession(
  user: SignedInUser,
  renew: (() => Promise<SignedInUser | null>) | undefined,
): Promise<AuthState | null> {
  try {
    const student = await fetchCurrentStudent();
    if (!student?.studentUPId) return { status: 'error', reason: 'noMatchingProfile' };
    return {
      status: 'signedIn',
      session: { studentId: student.studentUPId, student, claims: user.claims },
    };
  } catch (error) {
    if (renew && isApiError(error) && error.status === 401) {
      const renewed = await renew();
      return renewed ? loadSession(renewed, undefined) : null;
    }
    if (isNotFound(error)) return { status: 'error', reason: 'noMatchingProfile' };
    console.error('Student profile could not be loaded after sign-in', error);
    return {
      status: 'error',
      reason: 'profileUnavailable',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** What the student is told of a failed sign-in step. */
function failureOf(error: unknown, returnTo?: string): SignInFailure {
  const step = error instanceof SignInError ? error.step : 'start';
  const back = (error instanceof SignInError ? error.returnTo : undefined) ?? returnTo;
  return {
    step,
    reason: error instanceof Error ? error.message : String(error),
    ...(back ? { returnTo: back } : {}),
  };
}

/** Forgets every API answer (a federation singleton: the remotes' data too), so nothing of a student who
 * has gone stays in memory. */
const clearApiCache = () => void mutate(() => true, undefined, { revalidate: false });

export function AuthProvider({ strategy, onUser, children }: Props) {
  const navigate = useNavigate();
  // Pending until restore() has answered when the page may be signed in already (a sign-in callback, a
  // stored session, mock mode), so a protected route does not send the visitor to the IdP first.
  const [state, setState] = useState<AuthState>(() =>
    strategy.mayBeSignedIn() ? { status: 'pending' } : { status: 'anonymous' },
  );
  const [notice, setNotice] = useState<SessionNotice | null>(null);
  const [warning, setWarning] = useState<{ endsAt: number } | null>(null);
  const [signInFailure, setSignInFailure] = useState<SignInFailure | null>(null);
  const started = useRef(false);
  /** The signed-in user whose student is shown (or failed to load). */
  const currentUser = useRef<SignedInUser | null>(null);

  /** Hands the user's tokens to the API client, then loads the student (anonymous without a user). */
  const startSession = useCallback(
    async (user: SignedInUser | null) => {
      onUser(user);
      currentUser.current = user;
      if (!user) {
        setState({ status: 'anonymous' });
        return;
      }
      setState({ status: 'pending' });
      const next = await loadSession(user, () => strategy.renew());
      // A student signed in on this device: what pages kept here of any other student goes.
      if (next?.status === 'signedIn') forgetOtherStudentsDeviceData(next.session.studentId);
      if (next) setState(next);
    },
    [onUser, strategy],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const restored = await strategy.restore();
        if (restored.redirecting) return; // on its way to sign in again
        if (restored.navigateTo !== undefined) navigate(restored.navigateTo, { replace: true });
        if (restored.notice) setNotice(restored.notice);
        if (restored.failed) setSignInFailure(failureOf(restored.failed));
        await startSession(restored.user);
      } catch (error) {
        console.error('The session could not be restored', error);
        setSignInFailure(failureOf(error));
        setState({ status: 'anonymous' });
      }
    })();
  }, [strategy, navigate, startSession]);

  useEffect(
    () =>
      strategy.subscribe({
        loaded: (user) => {
          onUser(user);
          currentUser.current = user;
          setWarning(null);
        },
        unloaded: () => {
          onUser(null);
          currentUser.current = null;
          clearApiCache();
          setWarning(null);
          setState({ status: 'anonymous' });
        },
        expiring: (endsAt) => setWarning({ endsAt }),
        ended: () => setNotice('sessionEnded'),
        signedOutElsewhere: () => {
          forgetDeviceData();
          setNotice('signedOutElsewhere');
        },
      }),
    [strategy, onUser],
  );

  // Every sign-in step ends: signed in, back at the page (the browser's Back from the IdP), or failed with
  // its reason and a way to try again; never "Signing In..." for ever, never an uncaught rejection.
  const signIn = useCallback(
    async (returnTo?: string) => {
      setNotice(null);
      setSignInFailure(null);
      setState({ status: 'pending' });
      try {
        const user = await strategy.signIn(returnTo);
        if (user) await startSession(user);
        else setState({ status: 'anonymous' });
      } catch (error) {
        console.error('Signing in failed', error);
        setSignInFailure(failureOf(error, returnTo));
        setState({ status: 'anonymous' });
      }
    },
    [strategy, startSession],
  );

  const retryProfile = useCallback(async () => {
    const user = currentUser.current;
    if (!user) return;
    const next = await loadSession(user, () => strategy.renew());
    if (next) setState(next);
  }, [strategy]);

  // What pages kept of the student on this device (unsent answers) goes with the student.
  const signOut = useCallback(
    (returnTo?: string) => {
      forgetDeviceData();
      return strategy.signOut(returnTo);
    },
    [strategy],
  );

  const completeSignOut = useCallback(async () => {
    const answer = await strategy.completeSignOut();
    forgetDeviceData();
    onUser(null);
    clearApiCache();
    return answer;
  }, [strategy, onUser]);

  const forget = useCallback(async () => {
    await strategy.forget();
    onUser(null);
  }, [strategy, onUser]);

  const dismissNotice = useCallback(() => setNotice(null), []);
  const dismissWarning = useCallback(() => setWarning(null), []);

  const staySignedIn = useCallback(async () => {
    setWarning(null);
    await strategy.renew();
  }, [strategy]);

  const api = useMemo<AuthApi>(
    () => ({
      state,
      signIn,
      signOut,
      completeSignOut,
      forget,
      signInFailure,
      retryProfile,
      notice,
      dismissNotice,
      warning,
      staySignedIn,
      dismissWarning,
    }),
    [
      state,
      signIn,
      signOut,
      completeSignOut,
      forget,
      signInFailure,
      retryProfile,
      notice,
      dismissNotice,
      warning,
      staySignedIn,
      dismissWarning,
    ],
  );
  // What a remote page open to everybody (e.g. /profile) needs of the sign-in: its state, the sign-in, and
  // the sign-in provider's own password change where it has one.
  const control = useMemo<SignInControl>(
    () => ({
      status: state.status,
      signIn,
      ...(strategy.changePassword
        ? { changePassword: strategy.changePassword.bind(strategy) as SignInControl['changePassword'] }
        : {}),
    }),
    [state.status, signIn, strategy],
  );
  const session = state.status === 'signedIn' ? state.session : null;
  return (
    <AuthContext.Provider value={api}>
      <SignInProvider value={control}>
        <SessionProvider value={session}>{children}</SessionProvider>
      </SignInProvider>
    </AuthContext.Provider>
  );
}

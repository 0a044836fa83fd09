import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@portal/router';
import { useConfig, useProvider } from '@portal/config';
import {
  forgetDeviceData,
  forgetPrefetches,
  forgetOtherStudentsDeviceData,
  SessionProvider,
  SignInProvider,
  type SignInControl,
} from '@portal/api';
import type { Restored, SignInStrategy, SignedInUser } from '@portal/auth';
import { loadSessionChunk, preloadSignedInParts, whenSignedInPartsLoad } from '../chunks/loadChunks';
import type { loadSession } from '../session/loadSession';
import { failureOf } from './signInFailure';
import { isMemberHere } from './membership';
import {
  AuthContext,
  type AuthApi,
  type AuthState,
  type SessionNotice,
  type SignInFailure,
} from '../session/useAuth';

interface Props {
  /** How to sign in (see createSignIn()). */
  strategy: SignInStrategy;
  /** Keeps the API client's token source current. */
  onUser: (user: SignedInUser | null) => void;
  /** The restore main.js started before the first render (a page that may be signed in), taken in place of the
   * strategy's own; undefined when it started none. */
  restoring?: Promise<Restored | undefined>;
  children: ReactNode;
}

/** Forgets every API response (a federation singleton: the remotes' data too), so nothing of a student who
 * has gone stays in memory: the prefetches no page took, and the API cache, which comes with the signed-in parts
 * (without them nothing was cached). */
const clearApiCache = () => {
  forgetPrefetches();
  whenSignedInPartsLoad((parts) => parts.clearApiCache());
};

/** Loads the signed-in student (../session/loadStudentAndPageReads.ts, in the small chunk of the signed-in parts),
 * which a page that may be signed in started loading at start: the student's request does not wait for the menus,
 * and the reads of the page the portal opens at leave once the student is known. Parts that cannot be loaded are a
 * failed load: the session is kept and the student can try again. */
async function loadStudent(...args: Parameters<typeof loadSession>): ReturnType<typeof loadSession> {
  try {
    const [next] = await Promise.all([
      loadSessionChunk().then((session) => session.loadStudentAndPageReads(...args)),
      preloadSignedInParts(),
    ]);
    return next;
  } catch (error) {
    console.error('The signed-in parts of the portal could not be loaded', error);
    return {
      status: 'error',
      reason: 'profileUnavailable',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

export function AuthProvider({ strategy, onUser, restoring, children }: Props) {
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

  const config = useConfig();
  const provider = useProvider();
  /** Whether the signed-in person is a student of this provider (./membership.ts). */
  const isMember = useCallback(
    (user: SignedInUser) => isMemberHere(strategy, user, config, provider),
    [strategy, config, provider],
  );

  /** Hands the user's tokens to the API client, then loads the student (anonymous without a user). A person
   * who is not a student of this provider gets no API call: the client gets no token, and the state says so. */
  const startSession = useCallback(
    async (user: SignedInUser | null) => {
      const member = !user || isMember(user);
      onUser(member ? user : null);
      currentUser.current = user;
      if (!user) {
        setState({ status: 'anonymous' });
        return;
      }
      if (!member) {
        setState({ status: 'error', reason: 'notMember', claims: user.claims });
        return;
      }
      // Pending already while a stored session is restored: the same state, so the page does not render again.
      setState((now) => (now.status === 'pending' ? now : { status: 'pending' }));
      const next = await loadStudent(user, () => strategy.renew());
      // A student signed in on this device: what pages kept here of any other student goes.
      if (next?.status === 'signedIn') forgetOtherStudentsDeviceData(next.session.studentId);
      // The student's arrival renders the signed-in top bar and the page with its reads (tens of milliseconds
      // on a phone): in React's background lane, in slices, while "pending" stays on screen until it is done.
      if (next) startTransition(() => setState(next));
    },
    [onUser, strategy, isMember],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const restored = (await restoring) ?? (await strategy.restore());
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
  }, [strategy, restoring, navigate, startSession]);

  useEffect(
    () =>
      strategy.subscribe({
        loaded: (user) => {
          onUser(isMember(user) ? user : null);
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
    [strategy, onUser, isMember],
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
    if (!user || !isMember(user)) return;
    const next = await loadStudent(user, () => strategy.renew());
    if (next) startTransition(() => setState(next)); // in slices, as startSession's
  }, [strategy, isMember]);

  // A profile that could not load loads again as soon as the device is back online.
  const profileUnavailable = state.status === 'error' && state.reason === 'profileUnavailable';
  useEffect(() => {
    if (!profileUnavailable) return;
    const retry = () => void retryProfile();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [profileUnavailable, retryProfile]);

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

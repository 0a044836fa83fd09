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
import { useNavigate } from '@portal/router';
import {
  fetchCurrentStudent,
  SessionProvider,
  SignInProvider,
  type Session,
  type SignInControl,
} from '@portal/api';
import type { SignInStrategy, SignedInUser } from '@portal/auth';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'pending' }
  | { status: 'signedIn'; session: Session }
  | { status: 'error'; reason: 'noMatchingProfile' };

interface AuthApi {
  state: AuthState;
  /** Signs in (the OIDC strategy sends the browser to the IdP); afterwards the visitor comes back to
   * `returnTo` when that is a safe path. */
  signIn: (returnTo?: string) => Promise<void>;
  /** Global sign-out: revokes the tokens and ends the IdP session, which redirects to /signout. */
  signOut: () => Promise<void>;
  /** Forgets the local session only (the /signout landing does this before leaving for the LMS). */
  forget: () => Promise<void>;
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

async function loadSession(user: SignedInUser): Promise<AuthState> {
  try {
    const student = await fetchCurrentStudent();
    if (!student?.studentUPId) return { status: 'error', reason: 'noMatchingProfile' };
    return {
      status: 'signedIn',
      session: { studentId: student.studentUPId, student, claims: user.claims },
    };
  } catch (error) {
    console.error('Student profile could not be loaded after sign-in', error);
    return { status: 'error', reason: 'noMatchingProfile' };
  }
}

export function AuthProvider({ strategy, onUser, children }: Props) {
  const navigate = useNavigate();
  // Pending until restore() has answered when the page may be signed in already (a sign-in callback, a
  // stored session, mock mode), so a protected route does not send the visitor to the IdP first.
  const [state, setState] = useState<AuthState>(() =>
    strategy.mayBeSignedIn() ? { status: 'pending' } : { status: 'anonymous' },
  );
  const started = useRef(false);

  /** Hands the user's tokens to the API client, then loads the student (anonymous without a user). */
  const startSession = useCallback(
    async (user: SignedInUser | null) => {
      onUser(user);
      if (!user) {
        setState({ status: 'anonymous' });
        return;
      }
      setState({ status: 'pending' });
      setState(await loadSession(user));
    },
    [onUser],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { user, navigateTo } = await strategy.restore();
      if (navigateTo !== undefined) navigate(navigateTo, { replace: true });
      await startSession(user);
    })();
  }, [strategy, navigate, startSession]);

  useEffect(
    () =>
      strategy.subscribe({
        loaded: (user) => onUser(user),
        unloaded: () => {
          onUser(null);
          setState({ status: 'anonymous' });
        },
      }),
    [strategy, onUser],
  );

  const signIn = useCallback(
    async (returnTo?: string) => {
      setState({ status: 'pending' });
      const user = await strategy.signIn(returnTo);
      if (user) await startSession(user);
    },
    [strategy, startSession],
  );

  const signOut = useCallback(() => strategy.signOut(), [strategy]);

  const forget = useCallback(async () => {
    await strategy.forget();
    onUser(null);
  }, [strategy, onUser]);

  const api = useMemo<AuthApi>(() => ({ state, signIn, signOut, forget }), [state, signIn, signOut, forget]);
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

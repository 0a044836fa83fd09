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
import { useNavigate } from 'react-router-dom';
import type { User, UserManager } from 'oidc-client-ts';
import { fetchCurrentStudent, SessionProvider, type Session } from '@portal/api';
import { useConfig } from '@portal/config';
import { isSigninCallback, safeReturnPath } from './returnPath';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'pending' }
  | { status: 'signedIn'; session: Session }
  | { status: 'error'; reason: 'noMatchingProfile' };

interface AuthApi {
  state: AuthState;
  /** Sends the browser to the IdP; after sign-in it comes back to `returnTo` when that is a safe path. */
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
  userManager: UserManager | null;
  /** Keeps the API client's token source current. */
  onUser: (user: User | null) => void;
  children: ReactNode;
}

/** Whether session storage holds a user of this client (oidc-client-ts keys it `oidc.user:<authority>:<client>`). */
function hasStoredUser(userManager: UserManager | null): boolean {
  if (!userManager) return false;
  const { authority, client_id } = userManager.settings;
  try {
    return window.sessionStorage.getItem(`oidc.user:${authority}:${client_id}`) !== null;
  } catch {
    return false;
  }
}

async function loadSession(user: User | null): Promise<AuthState> {
  try {
    const student = await fetchCurrentStudent();
    if (!student?.studentUPId) return { status: 'error', reason: 'noMatchingProfile' };
    return {
      status: 'signedIn',
      session: {
        studentId: student.studentUPId,
        student,
        claims: (user?.profile ?? {}) as Record<string, unknown>,
      },
    };
  } catch (error) {
    console.error('Student profile could not be loaded after sign-in', error);
    return { status: 'error', reason: 'noMatchingProfile' };
  }
}

export function AuthProvider({ userManager, onUser, children }: Props) {
  const config = useConfig();
  const navigate = useNavigate();
  // Pending until we know: a sign-in callback, mock mode, or a session stored by an earlier load (checked
  // before a protected route may send the visitor to the IdP). Anonymous straight away otherwise.
  const [state, setState] = useState<AuthState>(() =>
    config.mockUser || isSigninCallback(window.location.search) || hasStoredUser(userManager)
      ? { status: 'pending' }
      : { status: 'anonymous' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (config.mockUser || !userManager) {
        setState(config.mockUser ? await loadSession(null) : { status: 'anonymous' });
        return;
      }
      let user: User | null = null;
      if (isSigninCallback(window.location.search)) {
        setState({ status: 'pending' });
        try {
          user = await userManager.signinRedirectCallback();
          const asked = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
          navigate(safeReturnPath(asked) ?? config.defaultPostLoginPath, { replace: true });
        } catch (error) {
          console.error('Sign-in callback failed', error);
          navigate(window.location.pathname, { replace: true });
        }
      } else {
        user = await userManager.getUser().catch(() => null);
        if (user?.expired) user = await userManager.signinSilent().catch(() => null);
      }
      onUser(user);
      if (!user) {
        setState({ status: 'anonymous' });
        return;
      }
      setState({ status: 'pending' });
      setState(await loadSession(user));
    })();
  }, [config, userManager, navigate, onUser]);

  useEffect(() => {
    if (!userManager) return;
    const loaded = (user: User) => onUser(user);
    const unloaded = () => {
      onUser(null);
      setState({ status: 'anonymous' });
    };
    userManager.events.addUserLoaded(loaded);
    userManager.events.addUserUnloaded(unloaded);
    userManager.events.addSilentRenewError((error) => console.warn('Token renewal failed', error));
    return () => {
      userManager.events.removeUserLoaded(loaded);
      userManager.events.removeUserUnloaded(unloaded);
    };
  }, [userManager, onUser]);

  const signIn = useCallback(
    async (returnTo?: string) => {
      if (!userManager) return;
      setState({ status: 'pending' });
      await userManager.signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
    },
    [userManager],
  );

  const signOut = useCallback(async () => {
    if (!userManager) return;
    const user = await userManager.getUser();
    if (user?.refresh_token || user?.access_token)
      await userManager.revokeTokens(['access_token', 'refresh_token']);
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
  }, [userManager]);

  const forget = useCallback(async () => {
    await userManager?.removeUser();
    onUser(null);
  }, [userManager, onUser]);

  const api = useMemo<AuthApi>(() => ({ state, signIn, signOut, forget }), [state, signIn, signOut, forget]);
  const session = state.status === 'signedIn' ? state.session : null;
  return (
    <AuthContext.Provider value={api}>
      <SessionProvider value={session}>{children}</SessionProvider>
    </AuthContext.Provider>
  );
}

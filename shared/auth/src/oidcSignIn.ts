import type { User, UserManager } from 'oidc-client-ts';
import { REQUEST_TIMEOUT_MS, type AuthorityConfig, type PortalConfig } from '@portal/config';
import { isSigninCallback, safeReturnPath } from './returnPath';
import { PasswordChangeError, changeUserPoolPassword } from './userPoolPassword';
import type { SignInListener, SignInStrategy, SignedInUser } from './signIn';

const signedIn = (user: User): SignedInUser => ({
  tokens: { accessToken: user.access_token, idToken: user.id_token },
  claims: (user.profile ?? {}) as Record<string, unknown>,
});

/** Whether session storage holds a user of this client (oidc-client-ts keys it `oidc.user:<authority>:<client>`). */
function hasStoredUser({ authority, clientId }: AuthorityConfig): boolean {
  try {
    return window.sessionStorage.getItem(`oidc.user:${authority}:${clientId}`) !== null;
  } catch {
    return false;
  }
}

/** Attaches a listener to the user manager's events; returns the detach. */
function attach(userManager: UserManager, { loaded, unloaded }: SignInListener): () => void {
  const onLoaded = (user: User) => loaded(signedIn(user));
  const onRenewError = (error: Error) => console.warn('Token renewal failed', error);
  userManager.events.addUserLoaded(onLoaded);
  userManager.events.addUserUnloaded(unloaded);
  userManager.events.addSilentRenewError(onRenewError);
  return () => {
    userManager.events.removeUserLoaded(onLoaded);
    userManager.events.removeUserUnloaded(unloaded);
    userManager.events.removeSilentRenewError(onRenewError);
  };
}

/**
 * Sign-in with oidc-client-ts (ARCHITECTURE.md §5): authorization code + PKCE, the user in session
 * storage (see createUserManager()), the callback's code and state cleaned from the address, the return
 * path accepted only as a same-origin relative path, a silent renew of an expired stored session, and a
 * global sign-out that revokes the tokens first.
 *
 * oidc-client-ts itself (`loadUserManager`) is loaded only when it is needed: a sign-in callback, a stored
 * session, the sign-in click. An anonymous visitor's first page does not carry it.
 */
export function createOidcSignIn(
  loadUserManager: () => Promise<UserManager>,
  authority: AuthorityConfig,
  config: Pick<PortalConfig, 'defaultPostLoginPath'> & Partial<Pick<PortalConfig, 'requestTimeoutMs'>>,
  { userPool = false }: { userPool?: boolean } = {},
): SignInStrategy {
  let manager: Promise<UserManager> | undefined;
  let ready: UserManager | undefined;
  /** Each listener with its detach (a no-op until the library has loaded and it is attached). */
  const listeners = new Map<SignInListener, () => void>();
  const userManager = (): Promise<UserManager> => {
    manager ??= loadUserManager().then((loaded) => {
      ready = loaded;
      for (const listener of listeners.keys()) listeners.set(listener, attach(loaded, listener));
      return loaded;
    });
    return manager;
  };
  const mayBeSignedIn = () => isSigninCallback(window.location.search) || hasStoredUser(authority);

  return {
    kind: 'oidc',

    mayBeSignedIn,

    async restore() {
      if (!mayBeSignedIn()) return { user: null };
      const um = await userManager();
      if (isSigninCallback(window.location.search)) {
        try {
          const user = await um.signinRedirectCallback();
          const asked = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
          return {
            user: signedIn(user),
            navigateTo: safeReturnPath(asked) ?? config.defaultPostLoginPath,
          };
        } catch (error) {
          console.error('Sign-in callback failed', error);
          return { user: null, navigateTo: window.location.pathname };
        }
      }
      let user = await um.getUser().catch(() => null);
      if (user?.expired) user = await um.signinSilent().catch(() => null);
      return { user: user ? signedIn(user) : null };
    },

    async signIn(returnTo) {
      await (await userManager()).signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
      return null;
    },

    async signOut() {
      const um = await userManager();
      const user = await um.getUser();
      if (user?.refresh_token || user?.access_token) await um.revokeTokens(['access_token', 'refresh_token']);
      await um.signoutRedirect({ id_token_hint: user?.id_token });
    },

    async forget() {
      if (!manager && !hasStoredUser(authority)) return;
      await (await userManager()).removeUser();
    },

    subscribe(listener) {
      listeners.set(listener, ready ? attach(ready, listener) : () => undefined);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },

    // A user pool changes passwords itself (ChangePassword, with the access token); a directory does not.
    ...(userPool
      ? {
          async changePassword(currentPassword: string, newPassword: string) {
            const user = await (await userManager()).getUser();
            if (!user?.access_token || user.expired)
              throw new PasswordChangeError(
                'Your session has ended: sign in again.',
                'NotAuthorizedException',
              );
            await changeUserPoolPassword({
              authority: authority.authority,
              accessToken: user.access_token,
              previousPassword: currentPassword,
              proposedPassword: newPassword,
              timeoutMs: config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
            });
          },
        }
      : {}),
  };
}

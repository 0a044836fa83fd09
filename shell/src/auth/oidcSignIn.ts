import type { User, UserManager } from 'oidc-client-ts';
import type { PortalConfig } from '@portal/config';
import { isSigninCallback, safeReturnPath } from './returnPath';
import type { SignInStrategy, SignedInUser } from './signIn';

const signedIn = (user: User): SignedInUser => ({
  tokens: { accessToken: user.access_token, idToken: user.id_token },
  claims: (user.profile ?? {}) as Record<string, unknown>,
});

/** Whether session storage holds a user of this client (oidc-client-ts keys it `oidc.user:<authority>:<client>`). */
function hasStoredUser(userManager: UserManager): boolean {
  const { authority, client_id } = userManager.settings;
  try {
    return window.sessionStorage.getItem(`oidc.user:${authority}:${client_id}`) !== null;
  } catch {
    return false;
  }
}

/**
 * Sign-in with oidc-client-ts (ARCHITECTURE.md §5): authorization code + PKCE, the user in session
 * storage (see createUserManager()), the callback's code and state cleaned from the address, the return
 * path accepted only as a same-origin relative path, a silent renew of an expired stored session, and a
 * global sign-out that revokes the tokens first.
 */
export function createOidcSignIn(
  userManager: UserManager,
  config: Pick<PortalConfig, 'defaultPostLoginPath'>,
): SignInStrategy {
  return {
    kind: 'oidc',

    mayBeSignedIn: () => isSigninCallback(window.location.search) || hasStoredUser(userManager),

    async restore() {
      if (isSigninCallback(window.location.search)) {
        try {
          const user = await userManager.signinRedirectCallback();
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
      let user = await userManager.getUser().catch(() => null);
      if (user?.expired) user = await userManager.signinSilent().catch(() => null);
      return { user: user ? signedIn(user) : null };
    },

    async signIn(returnTo) {
      await userManager.signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
      return null;
    },

    async signOut() {
      const user = await userManager.getUser();
      if (user?.refresh_token || user?.access_token)
        await userManager.revokeTokens(['access_token', 'refresh_token']);
      await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    },

    forget: () => userManager.removeUser(),

    subscribe({ loaded, unloaded }) {
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
    },
  };
}

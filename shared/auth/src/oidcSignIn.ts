import type { User, UserManager } from 'oidc-client-ts';
import type { AuthorityConfig, PortalConfig } from '@portal/config';
import { isSigninCallback, safeReturnPath } from './returnPath';
import type { SessionChannel } from './sessionChannel';
import type { SignInListener, SignInStrategy, SignedInUser } from './signIn';

const signedIn = (user: User): SignedInUser => ({
  tokens: { accessToken: user.access_token, idToken: user.id_token },
  claims: (user.profile ?? {}) as Record<string, unknown>,
});

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether session storage holds a user of this client (oidc-client-ts keys it `oidc.user:<authority>:<client>`). */
function hasStoredUser({ authority, clientId }: AuthorityConfig): boolean {
  return storage()?.getItem(`oidc.user:${authority}:${clientId}`) != null;
}

/**
 * Sign-in with oidc-client-ts (ARCHITECTURE.md §5): authorization code + PKCE, the user in session
 * storage (see createUserManager()), the callback's code and state cleaned from the address, the return
 * path accepted only as a same-origin relative path, a silent renew of an expired stored session, and a
 * global sign-out that revokes the tokens first.
 *
 * Sign-out reaches every tab of this browser: the tab that signs out tells the others over the session
 * channel, and they forget their session (`signedOutElsewhere`, then `unloaded`), as does the post-logout
 * landing of a sign-out started elsewhere (the learning platform's, say).
 *
 * oidc-client-ts itself (`loadUserManager`) is loaded only when it is needed: a sign-in callback, a stored
 * session, the sign-in click. An anonymous visitor's first page does not carry it.
 */
export function createOidcSignIn(
  loadUserManager: () => Promise<UserManager>,
  authority: AuthorityConfig,
  config: Pick<PortalConfig, 'defaultPostLoginPath'>,
  channel?: SessionChannel,
): SignInStrategy {
  let manager: Promise<UserManager> | undefined;
  const listeners = new Set<SignInListener>();
  const each = (call: (listener: SignInListener) => void) => {
    for (const listener of [...listeners]) call(listener);
  };
  /** This tab's user as oidc-client-ts last loaded it. */
  let current: User | null = null;
  /** While the session is being ended here, a token event is no new session for the listeners. */
  let ending = false;

  /** Ends this tab's session: tells the listeners why, then forgets the user (`unloaded`). */
  async function endHere(um: UserManager, why: 'signedOutElsewhere'): Promise<void> {
    ending = true;
    try {
      each((listener) => listener[why]?.());
      await um.removeUser();
    } finally {
      ending = false;
    }
  }

  function attach(um: UserManager) {
    um.events.addUserLoaded((user) => {
      current = user;
      if (!ending) each((listener) => listener.loaded(signedIn(user)));
    });
    um.events.addUserUnloaded(() => {
      current = null;
      each((listener) => listener.unloaded());
    });
    um.events.addSilentRenewError((error) => console.warn('Token renewal failed', error));
  }

  const userManager = (): Promise<UserManager> => {
    manager ??= loadUserManager().then((loaded) => {
      attach(loaded);
      return loaded;
    });
    return manager;
  };

  channel?.subscribe((message) => {
    if (message.type !== 'signedOut' || !(current || hasStoredUser(authority))) return;
    void userManager().then((um) => endHere(um, 'signedOutElsewhere'));
  });

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
          current = user;
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
      current = user;
      return { user: user ? signedIn(user) : null };
    },

    async signIn(returnTo) {
      await (await userManager()).signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
      return null;
    },

    async signOut(returnTo) {
      const um = await userManager();
      const user = await um.getUser();
      ending = true;
      try {
        if (user?.refresh_token || user?.access_token)
          await um.revokeTokens(['access_token', 'refresh_token']);
      } finally {
        ending = false;
      }
      channel?.post({ type: 'signedOut' });
      const back = safeReturnPath(returnTo);
      await um.signoutRedirect({
        id_token_hint: user?.id_token,
        ...(back ? { state: { returnTo: back } } : {}),
      });
    },

    async completeSignOut() {
      let returnTo: string | undefined;
      if (new URLSearchParams(window.location.search).has('state')) {
        try {
          const response = await (await userManager()).signoutCallback();
          returnTo = safeReturnPath((response?.userState as { returnTo?: unknown } | undefined)?.returnTo);
        } catch (error) {
          console.warn('The sign-out answer could not be completed', error);
        }
      }
      if (manager || hasStoredUser(authority)) await (await userManager()).removeUser();
      channel?.post({ type: 'signedOut' });
      return returnTo ? { returnTo } : {};
    },

    async forget() {
      if (!manager && !hasStoredUser(authority)) return;
      await (await userManager()).removeUser();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { REQUEST_TIMEOUT_MS, type AuthorityConfig, type PortalConfig } from '@portal/config';
import { watchActivity } from './activity';
import { isSigninCallback, safeReturnPath } from './returnPath';
import type { SessionChannel } from './sessionChannel';
import { PasswordChangeError, changeUserPoolPassword } from './userPoolPassword';
import type { SignInListener, SignInNotice, SignInStrategy, SignedInUser } from './signIn';
import { SignInError } from './signInError';

const signedIn = (user: User): SignedInUser => ({
  tokens: { accessToken: user.access_token, idToken: user.id_token },
  claims: (user.profile ?? {}) as Record<string, unknown>,
});

/** Session storage key of the notice restore() answers after the sign-in round trip. */
export const NOTICE_KEY = 'portal.signIn.notice';

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

/** Reads and forgets the notice left before a sign-in round trip. */
function takeNotice(): SignInNotice | undefined {
  const notice = storage()?.getItem(NOTICE_KEY);
  storage()?.removeItem(NOTICE_KEY);
  return notice === 'renewalFailed' ? notice : undefined;
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The reason a sign-in step failed, as the student is told it: a time limit that ran out says so. */
function reasonOf(error: unknown): string {
  const { name, message } =
    typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : {};
  if (name === 'ErrorTimeout' || name === 'TimeoutError') return TIMED_OUT;
  return typeof message === 'string' && message ? message : String(error);
}

/** What the student is told when a sign-in request got no answer within the time limit. */
const TIMED_OUT = 'No answer in time';

/** Rejects with a time-out when `promise` has not settled within `ms`; `late` gets a result that comes
 * after that (oidc-client-ts's own limit stops at the answer's headers, not its body). */
function withinTimeLimit<T>(promise: Promise<T>, ms: number, late?: (value: T) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(Object.assign(new Error(TIMED_OUT), { name: 'TimeoutError' }));
    }, ms);
  });
  promise.then(
    (value) => {
      if (expired) late?.(value);
    },
    () => undefined,
  );
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Sign-in with oidc-client-ts (ARCHITECTURE.md §5): authorization code + PKCE, the user in session
 * storage (see createUserManager()), the callback's code and state cleaned from the address, the return
 * path accepted only as a same-origin relative path, and a global sign-out that revokes the tokens first.
 *
 * The session in a tab:
 * - renewal: `sessionWarningSeconds` before the access token expires, a student who has used the tab since
 *   the session was last renewed is renewed silently (the refresh token); an idle one gets `expiring` (the
 *   shell warns, "Stay signed in" calls renew()). A stored session found expired on load is renewed too.
 * - a renewal that fails is never only logged: the student is sent to sign in again and back to the page
 *   they were on, and restore() then answers notice 'renewalFailed' for the shell to say so.
 * - unanswered: when the access token expires, the session ends in this tab (`ended`, then `unloaded`).
 * - sign-out: every other tab of this browser is told over the session channel and forgets its session
 *   (`signedOutElsewhere`, then `unloaded`), as does the post-logout landing of a sign-out started elsewhere.
 *
 * oidc-client-ts itself (`loadUserManager`) is loaded only when it is needed: a sign-in callback, a stored
 * session, the sign-in click. An anonymous visitor's first page does not carry it.
 */
export function createOidcSignIn(
  loadUserManager: () => Promise<UserManager>,
  authority: AuthorityConfig,
  config: Pick<PortalConfig, 'defaultPostLoginPath'> & Partial<Pick<PortalConfig, 'requestTimeoutMs'>>,
  channel?: SessionChannel,
  { userPool = false }: { userPool?: boolean } = {},
): SignInStrategy {
  let manager: Promise<UserManager> | undefined;
  const listeners = new Set<SignInListener>();
  const each = (call: (listener: SignInListener) => void) => {
    for (const listener of [...listeners]) call(listener);
  };
  /** This tab's user as oidc-client-ts last loaded it (read without getUser(), which re-arms the timers). */
  let current: User | null = null;
  /** When the current tokens were loaded: activity after it means the student is here. */
  let loadedAt = Date.now();
  const activity = watchActivity();
  let renewing: Promise<SignedInUser | null> | undefined;
  /** While the session is being ended here, a token event is no new session for the listeners. */
  let ending = false;

  const timeLimit = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

  /** The IdP's discovery document, within the time limit (oidc-client-ts keeps it once it has it). */
  const discover = (um: UserManager) =>
    withinTimeLimit(um.metadataService.getMetadata(), timeLimit).catch((error: unknown) => {
      throw new SignInError('start', reasonOf(error), { cause: error });
    });

  /**
   * Leaves for the IdP's sign-in page: discovery, then the browser's navigation there, each within the time
   * limit. A navigation the IdP does not answer in time is stopped, so the page does not wait for ever.
   * Never settles while the browser is leaving; resolves when the page is shown again without a sign-in
   * (the browser's Back from the IdP); rejects with a SignInError ('start') when either step fails.
   */
  async function leaveForSignIn(um: UserManager, args: SigninRedirectArgs): Promise<void> {
    await discover(um);
    // oidc-client-ts's promise settles on the page's next `pageshow`, which is also the first one of a
    // page still loading (its remote scripts) when the navigation starts: only a page shown again from
    // the back-forward cache means the student came back.
    const cameBack = new Promise<void>((resolve) => {
      const shown = (event: PageTransitionEvent) => {
        if (!event.persisted) return;
        window.removeEventListener('pageshow', shown);
        resolve();
      };
      window.addEventListener('pageshow', shown);
    });
    try {
      await withinTimeLimit(
        um.signinRedirect(args).then(() => cameBack),
        timeLimit,
      );
    } catch (error) {
      if ((error as { name?: unknown }).name === 'TimeoutError') window.stop();
      throw new SignInError('start', reasonOf(error), { cause: error });
    }
  }

  /** Sends the student to sign in again, back to this page, with the notice for when they are back.
   * Resolves the failure when even that cannot start (the IdP unreachable); otherwise the page is leaving. */
  async function signInAgain(um: UserManager, error: unknown): Promise<SignInError | undefined> {
    console.warn('Session renewal failed; signing in again', error);
    storage()?.setItem(NOTICE_KEY, 'renewalFailed');
    const returnTo = safeReturnPath(here());
    try {
      await leaveForSignIn(um, { state: { returnTo } });
      return undefined;
    } catch (redirectError) {
      console.error('Signing in again failed', redirectError);
      storage()?.removeItem(NOTICE_KEY);
      return redirectError instanceof SignInError
        ? redirectError
        : new SignInError('start', reasonOf(redirectError), { cause: redirectError });
    }
  }

  /** The sign-in the address answers, as this tab started it (its stored state): whether there is one, and
   * the return path it asked for. */
  async function startedSignIn(um: UserManager): Promise<{ found: boolean; returnTo?: string }> {
    try {
      const id = new URLSearchParams(window.location.search).get('state');
      const stored = id ? await um.settings.stateStore.get(id) : null;
      if (!stored) return { found: false };
      // oidc-client-ts keeps a sign-in's state as JSON, its own data (our return path) under `data`.
      const { data } = JSON.parse(stored) as { data?: { returnTo?: unknown } };
      return { found: true, returnTo: safeReturnPath(data?.returnTo) };
    } catch {
      return { found: false };
    }
  }

  /** Ends this tab's session: tells the listeners why, then forgets the user (`unloaded`). */
  async function endHere(um: UserManager, why: 'ended' | 'signedOutElsewhere'): Promise<void> {
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
      loadedAt = Date.now();
      if (!ending) each((listener) => listener.loaded(signedIn(user)));
    });
    um.events.addUserUnloaded(() => {
      current = null;
      each((listener) => listener.unloaded());
    });
    um.events.addAccessTokenExpiring(() => {
      if (!current || renewing || ending) return;
      if (activity.lastActive() > loadedAt) void renew();
      else {
        const endsAt = (current.expires_at ?? 0) * 1000;
        each((listener) => listener.expiring?.(endsAt));
      }
    });
    um.events.addAccessTokenExpired(() => {
      if (!current || renewing || ending) return;
      void endHere(um, 'ended');
    });
  }

  const userManager = (): Promise<UserManager> => {
    if (!manager) {
      const loading = loadUserManager().then((loaded) => {
        attach(loaded);
        return loaded;
      });
      manager = loading;
      // oidc-client-ts's chunk that failed to arrive is asked for again by the next sign-in.
      loading.catch(() => {
        if (manager === loading) manager = undefined;
      });
    }
    return manager;
  };

  function renew(): Promise<SignedInUser | null> {
    renewing ??= (async () => {
      const um = await userManager();
      try {
        const user = await um.signinSilent();
        if (!user) throw new Error('The silent renewal answered no user');
        return signedIn(user);
      } catch (error) {
        await signInAgain(um, error);
        return null;
      } finally {
        renewing = undefined;
      }
    })();
    return renewing;
  }

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
      let um: UserManager;
      try {
        um = await userManager();
      } catch (error) {
        console.error('The sign-in could not be loaded', error);
        return { user: null, failed: new SignInError('start', reasonOf(error), { cause: error }) };
      }
      if (isSigninCallback(window.location.search)) {
        const notice = takeNotice();
        // Read before the exchange, which forgets it: where the student was going, to try again from there.
        const { found, returnTo } = await startedSignIn(um);
        try {
          // Discovery, then the code exchange, each within the time limit (an answer this tab did not ask
          // for fails at once, with no request). An exchange answered after the limit is not kept: the
          // student has been told it failed.
          if (found) await discover(um);
          const user = await withinTimeLimit(um.signinRedirectCallback(), timeLimit, () => {
            void um.removeUser();
          });
          current = user;
          loadedAt = Date.now();
          const asked = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
          return {
            user: signedIn(user),
            navigateTo: safeReturnPath(asked) ?? config.defaultPostLoginPath,
            ...(notice ? { notice } : {}),
          };
        } catch (error) {
          console.error('Sign-in callback failed', error);
          return {
            user: null,
            navigateTo: window.location.pathname,
            failed: new SignInError('return', reasonOf(error), { cause: error, returnTo }),
          };
        }
      }
      let user = await um.getUser().catch(() => null);
      if (user?.expired) {
        try {
          user = await um.signinSilent();
        } catch (error) {
          const failed = await signInAgain(um, error);
          if (!failed) return { user: null, redirecting: true };
          return { user: null, failed };
        }
      }
      current = user;
      loadedAt = Date.now();
      return { user: user ? signedIn(user) : null };
    },

    async signIn(returnTo) {
      storage()?.removeItem(NOTICE_KEY);
      let um: UserManager;
      try {
        um = await userManager();
      } catch (error) {
        throw new SignInError('start', reasonOf(error), { cause: error });
      }
      await leaveForSignIn(um, { state: { returnTo: safeReturnPath(returnTo) } });
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

    renew,

    async forget() {
      if (!manager && !hasStoredUser(authority)) return;
      await (await userManager()).removeUser();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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

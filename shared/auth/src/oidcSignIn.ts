import type { OidcMetadata, SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import {
  REQUEST_TIMEOUT_MS,
  type AuthorityConfig,
  type PortalConfig,
  type SignOutStyle,
} from '@portal/config';
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

/** Session storage key of the path a sign-out started in this tab asked to come back to: the post-logout
 * landing reads it, since a Cognito user pool's /logout comes back without a state. */
export const SIGN_OUT_RETURN_KEY = 'portal.signOut.returnTo';

/** Whether this tab has a sign-out under way that asked to come back (the post-logout landing is its answer,
 * with or without a state). */
export function signOutUnderWay(): boolean {
  return storage()?.getItem(SIGN_OUT_RETURN_KEY) != null;
}

/** The token types each sign-out style's provider takes at its revocation endpoint: a Cognito user pool only
 * refresh tokens (revoking one ends the access tokens issued with it; an access token is refused); any other
 * both (RFC 7009). */
const REVOCABLE: Record<SignOutStyle, readonly ('access_token' | 'refresh_token')[]> = {
  cognito: ['refresh_token'],
  oidc: ['access_token', 'refresh_token'],
};

/** Issuers compared as the same address (a trailing slash apart). */
const sameIssuer = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** What the student is told when an answer comes from another sign-in service than the provider's own (a
 * mix-up: a client of several authorization servers checks the issuer of every answer). */
export const wrongIssuer = (came: string, expected: string) =>
  `The answer came from another sign-in service (${came}), not this portal's (${expected}), and was refused`;

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
 * Sign-in with oidc-client-ts: authorization code + PKCE, the user in session
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
  {
    userPool = false,
    leave = (url: string) => window.location.assign(url),
  }: {
    userPool?: boolean;
    /** Sends the browser to another site's page (the user pool's /logout). */
    leave?: (url: string) => void;
  } = {},
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
  const signOutStyle: SignOutStyle = authority.signOutStyle ?? 'oidc';

  /** The IdP's discovery document, within the time limit (oidc-client-ts keeps it once it has it). Its issuer
   * must be the configured authority (OpenID Connect Discovery): otherwise nothing of it is used. */
  const discover = (um: UserManager): Promise<Partial<OidcMetadata>> =>
    withinTimeLimit(um.metadataService.getMetadata(), timeLimit).then(
      (metadata) => {
        if (!sameIssuer(metadata.issuer, authority.authority))
          throw new SignInError('start', wrongIssuer(String(metadata.issuer), authority.authority));
        return metadata;
      },
      (error: unknown) => {
        throw new SignInError('start', reasonOf(error), { cause: error });
      },
    );

  /** Refuses tokens whose ID token another issuer signed (oidc-client-ts does not compare it). */
  async function checkIssuerOf(um: UserManager, user: User): Promise<User> {
    const { issuer } = await discover(um);
    if (!sameIssuer(user.profile?.iss, issuer)) {
      await um.removeUser();
      throw new SignInError('return', wrongIssuer(String(user.profile?.iss), String(issuer)));
    }
    return user;
  }

  /** Renews with the refresh token (kept when the answer has none, replaced when it has a new one). Without
   * one there is no silent renewal: oidc-client-ts would try a hidden frame with prompt=none, which a Cognito
   * user pool does not support and a sign-in page that refuses frames never answers. */
  async function renewSilently(um: UserManager, user: User | null): Promise<User> {
    if (!user?.refresh_token) throw new Error('The session has no refresh token to renew it with');
    const renewed = await um.signinSilent();
    if (!renewed) throw new Error('The silent renewal answered no user');
    return checkIssuerOf(um, renewed);
  }

  /** Revokes the tokens where the IdP's discovery document offers revocation, only the types it takes, all
   * within one time limit. Never fails: a token that could not be revoked is logged, and sign-out goes on. */
  async function revokeWhereOffered(um: UserManager, user: User | null): Promise<void> {
    if (!user) return;
    const revoke = async () => {
      if (!(await discover(um)).revocation_endpoint) return;
      for (const type of REVOCABLE[signOutStyle]) {
        if (!user[type]) continue;
        try {
          await um.revokeTokens([type]);
        } catch (error) {
          console.warn(`The ${type} could not be revoked; signing out anyway`, error);
        }
      }
    };
    await withinTimeLimit(revoke(), timeLimit).catch((error: unknown) => {
      console.warn('The tokens could not be revoked; signing out anyway', error);
    });
  }

  /** A Cognito user pool's /logout, beside /oauth2/authorize on its sign-in domain: client_id and logout_uri
   * (this shell's post-logout landing, a sign-out URL of the app client). */
  async function cognitoLogoutUrl(um: UserManager): Promise<string> {
    const authorize = (await discover(um)).authorization_endpoint ?? '';
    if (!/\/oauth2\/authorize$/.test(authorize))
      throw new Error('The user pool has no sign-out address (its /logout beside /oauth2/authorize)');
    const url = new URL(authorize.replace(/\/oauth2\/authorize$/, '/logout'));
    url.search = new URLSearchParams({
      client_id: authority.clientId,
      logout_uri: um.settings.post_logout_redirect_uri ?? `${window.location.origin}/signout`,
    }).toString();
    return url.href;
  }

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

  /** The authorization answer's `iss` (RFC 9207) names the provider's issuer: an answer from another one is
   * refused before its code is sent anywhere, as is one without it from an IdP that says it always sends it. */
  function checkAnswerIssuer(metadata: Partial<OidcMetadata>): void {
    const iss = new URLSearchParams(window.location.search).get('iss');
    const expected = String(metadata.issuer);
    if (iss !== null && !sameIssuer(iss, expected))
      throw new SignInError('return', wrongIssuer(iss, expected));
    if (
      iss === null &&
      (metadata as { authorization_response_iss_parameter_supported?: boolean })
        .authorization_response_iss_parameter_supported === true
    )
      throw new SignInError(
        'return',
        'The answer did not say which sign-in service it came from, and was refused',
      );
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
        const user = await renewSilently(um, current ?? (await um.getUser()));
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
          if (found) checkAnswerIssuer(await discover(um));
          const answered = await withinTimeLimit(um.signinRedirectCallback(), timeLimit, () => {
            void um.removeUser();
          });
          const user = await checkIssuerOf(um, answered);
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
          user = await renewSilently(um, user);
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
      storage()?.removeItem(SIGN_OUT_RETURN_KEY);
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
      const user = await um.getUser().catch(() => null);
      const back = safeReturnPath(returnTo);
      // Where to come back to is kept in this tab: not every IdP's sign-out comes back with a state.
      if (back) storage()?.setItem(SIGN_OUT_RETURN_KEY, back);
      else storage()?.removeItem(SIGN_OUT_RETURN_KEY);
      ending = true;
      try {
        await revokeWhereOffered(um, user);
      } finally {
        ending = false;
      }
      channel?.post({ type: 'signedOut' });
      if (signOutStyle === 'cognito') {
        // The user pool's /logout takes no id_token_hint, post_logout_redirect_uri or state.
        const logout = await cognitoLogoutUrl(um);
        await um.removeUser();
        leave(logout);
        // The browser is leaving for the IdP.
        await new Promise<never>(() => undefined);
      }
      // Entra ID signs out without asking which account when given the ID token's login_hint as logout_hint.
      const logoutHint = user?.profile?.login_hint;
      await um.signoutRedirect({
        id_token_hint: user?.id_token,
        ...(back ? { state: { returnTo: back } } : {}),
        ...(typeof logoutHint === 'string' && logoutHint
          ? { extraQueryParams: { ...um.settings.extraQueryParams, logout_hint: logoutHint } }
          : {}),
      });
    },

    async completeSignOut() {
      // The path this tab's sign-out asked to come back to (read once), or the IdP's answer's state.
      let returnTo = safeReturnPath(storage()?.getItem(SIGN_OUT_RETURN_KEY));
      storage()?.removeItem(SIGN_OUT_RETURN_KEY);
      if (new URLSearchParams(window.location.search).has('state')) {
        try {
          const response = await (await userManager()).signoutCallback();
          returnTo =
            safeReturnPath((response?.userState as { returnTo?: unknown } | undefined)?.returnTo) ?? returnTo;
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

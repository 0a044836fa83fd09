import type { User, UserManager } from 'oidc-client-ts';
import {
  REQUEST_TIMEOUT_MS,
  SESSION_WARNING_SECONDS,
  type AuthorityConfig,
  type PortalConfig,
  type SignOutStyle,
} from '@portal/config';
import { watchActivity } from './activity';
import { checkTokenIssuer, discoverWithin, type Discover } from './issuer';
import { isSigninCallback, safeReturnPath } from './returnPath';
import { RenewalStopped, renewSilently, renewWithRetries, signInAgain } from './renewal';
import { revokeWhereOffered } from './revocation';
import type { SessionChannel } from './sessionChannel';
import { answerSignIn, leaveForSignIn } from './signInRedirect';
import { forgetPendingSignOut, markSignOutPending, signOutPending, signOutToFinish } from './pendingSignOut';
import {
  NOTICE_KEY,
  clearOriginStorage,
  forgetSignOutReturn,
  hasStoredUser,
  keepSignOutReturn,
  storage,
  takeNotice,
  takeSignOutReturn,
} from './signInStorage';
import { SignOutError } from './signOutError';
import { reachSignOut } from './signOutReach';
import { leaveForSignOut } from './signOutStyles';
import { reasonOf } from './timeLimit';
import { passwordChangeOf } from './userPoolPassword';
import type { Restored, SignInListener, SignInStrategy, SignedInUser } from './signInStrategy';
import { SignInError } from './signInError';

const signedIn = (user: User): SignedInUser => ({
  tokens: { accessToken: user.access_token, idToken: user.id_token },
  claims: (user.profile ?? {}) as Record<string, unknown>,
});

/**
 * Sign-in with oidc-client-ts: authorization code + PKCE, the user in session storage (see createUserManager()),
 * the callback's code and state cleaned from the address, the return path accepted only as a same-origin
 * relative path, and a global sign-out that revokes the tokens first. The session in a tab:
 * - renewal: `sessionWarningSeconds` before the access token expires, a student who has used the tab since
 *   the session was last renewed is renewed silently (the refresh token); an idle one gets `expiring` (the
 *   shell warns, "Stay signed in" calls renew()). A stored session found expired on load is renewed too.
 * - a renewal that fails for now (no answer in time, no connection, an HTTP 5xx or 429) is tried again after a
 *   growing wait, each attempt within the request time limit, for as long as a retry ends before the access
 *   token expires (no longer than `sessionWarningSeconds` from the start; a token found expired on load: two
 *   request time limits). One the IdP refuses (invalid_grant: the refresh token revoked or expired) is not.
 * - a renewal that fails for good is never only logged: the student is sent to sign in again and back to the
 *   page they were on, and restore() then answers notice 'renewalFailed' for the shell to say so. Neither the
 *   retries nor that tell the other tabs anything or revoke a token: each tab renews its own session.
 * - a session that ends in this tab while a renewal is under way (a sign-out here or in another tab) stops
 *   the renewal: no further attempt, no sign-in, and an answer that comes after is not kept.
 * - unanswered: when the access token expires, the session ends in this tab (`ended`, then `unloaded`).
 * - sign-out: every other tab of this browser is told over the session channel and forgets its session
 *   (`signedOutElsewhere`, then `unloaded`), as does the post-logout landing of a sign-out started elsewhere.
 *   The browser leaves for the IdP's sign-out only once the IdP answers (signOutReach.ts); when it does not, the
 *   session ends on this device (the user and the origin's storage) and signOut() rejects with a SignOutError.
 *   The IdP's sign-out is pending until its answer reaches the landing (pendingSignOut.ts): the next page load (of a
 *   failed one), or sign-in, finishes it first when the IdP answers, so the IdP cannot sign the student in without
 *   a password.
 *
 * oidc-client-ts itself (`loadUserManager`) is loaded only when it is needed: a sign-in callback, a stored
 * session, the sign-in click. An anonymous visitor's first page does not carry it.
 */
export function createOidcSignIn(
  loadUserManager: () => Promise<UserManager>,
  authority: AuthorityConfig,
  config: Pick<PortalConfig, 'defaultPostLoginPath'> &
    Partial<Pick<PortalConfig, 'requestTimeoutMs' | 'sessionWarningSeconds'>>,
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
  /** Counts the ends of this tab's session (signed out here or elsewhere, or expired): a renewal started
   * before one stops. */
  let sessionEnds = 0;
  /** The session ended in this tab (another tab's sign-out, or expired): a user loaded after that is a renewal
   * answered late, and is forgotten (a new session starts with a new page, from the IdP). */
  let over = false;

  const timeLimit = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  /** The longest a renewal retries: the lead of the expiring event, so it gets the token's remaining life. */
  const retryWindow = (config.sessionWarningSeconds ?? SESSION_WARNING_SECONDS) * 1000;
  const signOutStyle: SignOutStyle = authority.signOutStyle ?? 'oidc';

  const discover: Discover = (um) => discoverWithin(um, authority.authority, timeLimit);
  /** Refuses tokens whose ID token another issuer signed than the IdP's. */
  const checkIssuerOf = async (um: UserManager, user: User) => checkTokenIssuer(um, user, await discover(um));
  /** What the sign-in, renewal and sign-out steps need of this IdP. */
  const idp = { discover, timeLimit, signOutStyle, clientId: authority.clientId, leave };
  /** Resolves when the IdP answers now (its sign-out can be left for); rejects with the reason. */
  const reachIdp = (um: UserManager) => reachSignOut(um, authority.authority, idp);

  /** The way to the IdP's sign-out this page has taken: a second caller (a page load finishing a pending sign-out,
   * and the sign-out page's own call) goes with the first. */
  let leaving: Promise<void> | undefined;
  function leaveOnce(um: UserManager, user: User | null, back: string | undefined): Promise<void> {
    if (!leaving) {
      const attempt = leaveForSignOut(um, user, back, idp);
      leaving = attempt;
      attempt.catch(() => {
        if (leaving === attempt) leaving = undefined;
      });
    }
    return leaving;
  }

  /** Ends the portal's session on this device without the IdP's answer: the user forgotten (the listeners told),
   * and the origin's storage emptied as the landing's Clear-Site-Data would. The pending sign-out stays. */
  async function endOnThisDevice(um: UserManager): Promise<void> {
    forgetSignOutReturn();
    await um
      .removeUser()
      .catch((error: unknown) => console.warn('The session could not be forgotten', error));
    current = null;
    clearOriginStorage();
  }

  /** This page's path, to come back to from the IdP's sign-out. */
  const here = () =>
    safeReturnPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);

  /** Ends this tab's session: tells the listeners why, then forgets the user (`unloaded`). */
  async function endHere(um: UserManager, why: 'ended' | 'signedOutElsewhere'): Promise<void> {
    sessionEnds += 1;
    over = true;
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
      if (over) {
        void um.removeUser();
        return;
      }
      current = user;
      loadedAt = Date.now();
      if (!ending) each((listener) => listener.loaded(signedIn(user)));
    });
    um.events.addUserUnloaded(() => {
      if (over && !current) return; // a late renewal's user forgotten: the listeners were told already
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

  /**
   * Renews `user`'s session, retrying what fails for now (renewWithRetries) until `until` at the latest (ms since
   * the epoch): an attempt that finds the session renewed meanwhile (an earlier attempt answered after its time
   * limit) takes that. A session that ends meanwhile (`stopped`, or this tab's end) stops it: RenewalStopped.
   */
  async function renewWithin(
    um: UserManager,
    user: User | null,
    until: number,
    stopped: () => boolean = () => false,
  ): Promise<User> {
    const ends = sessionEnds;
    const ended = () => stopped() || ends !== sessionEnds;
    const startedWith = user?.expires_at ?? 0;
    const renewed = await renewWithRetries(
      () =>
        current && (current.expires_at ?? 0) > startedWith
          ? Promise.resolve(current)
          : renewSilently(um, user, checkIssuerOf),
      { until, timeLimit, stopped: ended },
    );
    if (ended()) throw new RenewalStopped();
    return renewed;
  }

  function renew(): Promise<SignedInUser | null> {
    renewing ??= (async () => {
      const um = await userManager();
      try {
        const user = current ?? (await um.getUser());
        const expiresAt = (user?.expires_at ?? 0) * 1000;
        const renewed = await renewWithin(um, user, Math.min(expiresAt, Date.now() + retryWindow));
        return signedIn(renewed);
      } catch (error) {
        if (!(error instanceof RenewalStopped)) await signInAgain(um, error, idp);
        return null;
      } finally {
        renewing = undefined;
      }
    })();
    return renewing;
  }

  /** Set while this tab restores a stored session: a sign-out in another tab meanwhile means it is not kept. */
  let restoring: { signedOutElsewhere: boolean } | undefined;
  channel?.subscribe((message) => {
    if (message.type !== 'signedOut') return;
    if (restoring) restoring.signedOutElsewhere = true;
    else if (current || hasStoredUser(authority))
      void userManager().then((um) => endHere(um, 'signedOutElsewhere'));
  });

  // A sign-out to finish counts: the page load finishes it before anything else.
  const mayBeSignedIn = () =>
    isSigninCallback(window.location.search) || hasStoredUser(authority) || signOutToFinish();

  /**
   * A page load with a sign-out to finish (not the post-logout landing, which is its answer) finishes it when the
   * IdP answers: the browser goes to the IdP's sign-out and comes back to this page. While the IdP does not answer,
   * a session still found here is ended on this device (its student asked to sign out), and the page goes on
   * signed out. Undefined: nothing to finish here.
   */
  async function finishPendingSignOut(): Promise<Restored | undefined> {
    let um: UserManager;
    try {
      um = await userManager();
    } catch {
      return undefined; // the restore says so
    }
    const landing = new URL(um.settings.post_logout_redirect_uri ?? '/signout', window.location.origin);
    if (window.location.pathname === landing.pathname) return undefined;
    const user = await um.getUser().catch(() => null);
    try {
      await reachIdp(um);
    } catch (error) {
      console.warn('The sign-in service still does not answer: its sign-out stays pending', error);
      markSignOutPending('failed');
      if (user) await endOnThisDevice(um);
      return { user: null };
    }
    const back = here();
    keepSignOutReturn(back);
    markSignOutPending('leaving');
    try {
      await leaveOnce(um, user, back);
    } catch (error) {
      console.error('The pending sign-out could not be finished', error);
      forgetSignOutReturn();
      return { user: null, failed: new SignInError('start', reasonOf(error), { cause: error }) };
    }
    return { user: null, redirecting: true };
  }

  /** The session this tab finds: a sign-in callback's exchange, or the stored user (renewed when expired). */
  async function restoreHere(): Promise<Restored> {
    let um: UserManager;
    try {
      um = await userManager();
    } catch (error) {
      console.error('The sign-in could not be loaded', error);
      return { user: null, failed: new SignInError('start', reasonOf(error), { cause: error }) };
    }
    if (isSigninCallback(window.location.search)) {
      const notice = takeNotice();
      try {
        const { user, returnTo } = await answerSignIn(um, idp, checkIssuerOf);
        current = user;
        loadedAt = Date.now();
        const navigateTo = returnTo ?? config.defaultPostLoginPath;
        return { user: signedIn(user), navigateTo, ...(notice ? { notice } : {}) };
      } catch (error) {
        console.error('Sign-in callback failed', error);
        return { user: null, navigateTo: window.location.pathname, failed: error as SignInError };
      }
    }
    let user = await um.getUser().catch(() => null);
    if (user?.expired) {
      // The token has no life left to retry within: the page waits for two request time limits at most.
      try {
        user = await renewWithin(
          um,
          user,
          Date.now() + 2 * timeLimit,
          () => restoring?.signedOutElsewhere === true,
        );
      } catch (error) {
        if (error instanceof RenewalStopped) {
          await endHere(um, 'signedOutElsewhere');
          return { user: null };
        }
        const failed = await signInAgain(um, error, idp);
        if (!failed) return { user: null, redirecting: true };
        return { user: null, failed };
      }
    }
    current = user;
    loadedAt = Date.now();
    return { user: user ? signedIn(user) : null };
  }

  return {
    kind: 'oidc',

    mayBeSignedIn,

    async restore() {
      if (!mayBeSignedIn()) return { user: null };
      if (isSigninCallback(window.location.search)) return restoreHere(); // a sign-in of this tab's own
      if (signOutToFinish()) {
        const finishing = await finishPendingSignOut();
        if (finishing) return finishing;
      }
      const underWay = (restoring = { signedOutElsewhere: false });
      try {
        const restored = await restoreHere();
        if (!underWay.signedOutElsewhere || !restored.user) return restored;
        await endHere(await userManager(), 'signedOutElsewhere');
        return { user: null };
      } finally {
        restoring = undefined;
      }
    },

    async signIn(returnTo) {
      if (leaving) {
        // This page is on its way to the IdP's sign-out (a pending one being finished, which forgets the user
        // here first): the sign-in comes after it, from the page it comes back to.
        try {
          await leaving;
        } catch (error) {
          throw new SignInError('start', reasonOf(error), { cause: error });
        }
        return new Promise<never>(() => undefined);
      }
      storage()?.removeItem(NOTICE_KEY);
      forgetSignOutReturn();
      let um: UserManager;
      try {
        um = await userManager();
      } catch (error) {
        throw new SignInError('start', reasonOf(error), { cause: error });
      }
      if (signOutPending()) {
        // The IdP may still hold the session a sign-out could not end: it is ended first (or the IdP would sign
        // the student in without a password), coming back to the page asked for, which signs in from there if
        // it is signed-in only.
        const back = safeReturnPath(returnTo) ?? here();
        try {
          await reachIdp(um);
          keepSignOutReturn(back);
          markSignOutPending('leaving');
          await leaveOnce(um, await um.getUser().catch(() => null), back);
        } catch (error) {
          forgetSignOutReturn();
          throw new SignInError('start', reasonOf(error), { cause: error });
        }
        // The browser is leaving for the IdP's sign-out.
        return new Promise<never>(() => undefined);
      }
      await leaveForSignIn(um, { state: { returnTo: safeReturnPath(returnTo) } }, idp);
      return null;
    },

    async signOut(returnTo) {
      sessionEnds += 1; // a renewal under way stops: it does not send the student to sign in again
      const um = await userManager();
      const user = await um.getUser().catch(() => null);
      const back = safeReturnPath(returnTo);
      // Where to come back to is kept in this tab (and for the landing, whose answer clears the tab's storage,
      // in a short-lived cookie): not every IdP's sign-out comes back with a state.
      keepSignOutReturn(back);
      // Pending until the IdP's answer reaches the landing, whatever happens on the way.
      markSignOutPending('leaving');
      // The other tabs hold tokens of their own: told at once, not after the revocation and the IdP's answer.
      channel?.post({ type: 'signedOut' });
      ending = true;
      let reached: PromiseSettledResult<void>;
      try {
        // Both within the time limit, side by side: a revocation never fails the sign-out.
        [reached] = await Promise.allSettled([reachIdp(um), revokeWhereOffered(um, user, idp)]);
      } finally {
        ending = false;
      }
      try {
        if (reached.status === 'rejected') throw reached.reason;
        await leaveOnce(um, user, back);
      } catch (error) {
        console.error('The sign-in service could not end its session', error);
        markSignOutPending('failed');
        await endOnThisDevice(um);
        throw new SignOutError(reasonOf(error), { cause: error });
      }
    },

    async completeSignOut() {
      // The path this tab's sign-out asked to come back to (read once), or the IdP's answer's state.
      let returnTo = safeReturnPath(takeSignOutReturn());
      if (new URLSearchParams(window.location.search).has('state')) {
        try {
          const response = await (await userManager()).signoutCallback();
          returnTo =
            safeReturnPath((response?.userState as { returnTo?: unknown } | undefined)?.returnTo) ?? returnTo;
        } catch (error) {
          console.warn('The sign-out answer could not be completed', error);
        }
      }
      forgetPendingSignOut();
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
          changePassword: passwordChangeOf(
            authority.authority,
            async () => (await userManager()).getUser(),
            timeLimit,
          ),
        }
      : {}),
  };
}

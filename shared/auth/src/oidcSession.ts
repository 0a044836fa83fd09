import type { User, UserManager } from 'oidc-client-ts';
import { watchActivity } from './activity';
import type { IdpSteps } from './oidcIdp';
import { RenewalStopped, renewSilently, renewWithRetries, signInAgain } from './renewal';
import type { SignInListener, SignedInUser } from './signInStrategy';

/** The shell's view of an oidc-client-ts user: its tokens and its ID token's claims. */
export const signedIn = (user: User): SignedInUser => ({
  tokens: { accessToken: user.access_token, idToken: user.id_token },
  claims: (user.profile ?? {}) as Record<string, unknown>,
});

/** This tab's OIDC session: the user manager, the user it last loaded, the listeners told of it, the renewal
 * and the session's end in this tab. */
export interface OidcSession {
  /** oidc-client-ts's user manager, loaded with the first call that needs it. */
  userManager(): Promise<UserManager>;
  /** Whether this page has asked for the user manager (and its load has not failed). */
  managerAsked(): boolean;
  /** This tab's user as oidc-client-ts last loaded it (read without getUser(), which re-arms the timers). */
  current(): User | null;
  /** Takes `user` as this tab's session, loaded now (a sign-in callback's, a stored one). */
  keep(user: User | null): void;
  /** Forgets this tab's user without telling the listeners (it was removed from the user manager). */
  forgetUser(): void;
  /** Renews the session silently; when that fails for good the student is sent to sign in again (null). */
  renew(): Promise<SignedInUser | null>;
  /** Renews `user`'s session, retrying what fails for now until `until` at the latest (ms since the epoch); a
   * session that ends meanwhile (`stopped`, or this tab's end) stops it: RenewalStopped. */
  renewWithin(um: UserManager, user: User | null, until: number, stopped?: () => boolean): Promise<User>;
  /** Ends this tab's session: tells the listeners why, then forgets the user (`unloaded`). */
  endHere(um: UserManager, why: 'ended' | 'signedOutElsewhere'): Promise<void>;
  /** The session is being ended here (a sign-out): a renewal under way stops, and does not send the student to
   * sign in again. */
  stopRenewal(): void;
  /** Runs `step` while the session is being ended here: a token event meanwhile is no new session for the
   * listeners, and neither renews nor ends the session. */
  whileEnding<T>(step: () => Promise<T>): Promise<T>;
  /** Listens for users loaded and unloaded; returns the unsubscribe. */
  subscribe(listener: SignInListener): () => void;
}

/**
 * The session in a tab, with oidc-client-ts loaded by `loadUserManager` when first needed:
 * - renewal: `retryWindow` ms (the portal's `sessionWarningSeconds`) before the access token expires, a student
 *   who has used the tab since the session was last renewed is renewed silently (the refresh token); an idle one
 *   gets `expiring` (the shell warns, "Stay signed in" calls renew()).
 * - a renewal that fails for now (no response in time, no connection, an HTTP 5xx or 429) is tried again after a
 *   growing wait, each attempt within the request time limit, for as long as a retry ends before the access
 *   token expires (no longer than `retryWindow` from the start). One the IdP refuses (invalid_grant: the refresh
 *   token revoked or expired) is not.
 * - a renewal that fails for good is never only logged: the student is sent to sign in again and back to the
 *   page they were on. Neither the retries nor that tell the other tabs anything or revoke a token: each tab
 *   renews its own session.
 * - a session that ends in this tab while a renewal is under way (a sign-out here or in another tab) stops
 *   the renewal: no further attempt, no sign-in, and a response that comes after is not kept.
 * - unanswered: when the access token expires, the session ends in this tab (`ended`, then `unloaded`).
 */
export function createOidcSession(
  loadUserManager: () => Promise<UserManager>,
  idp: IdpSteps,
  retryWindow: number,
): OidcSession {
  let manager: Promise<UserManager> | undefined;
  const listeners = new Set<SignInListener>();
  const each = (call: (listener: SignInListener) => void) => {
    for (const listener of [...listeners]) call(listener);
  };
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
   * whose response came late, and is forgotten (a new session starts with a new page, from the IdP). */
  let over = false;

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

  // An attempt that finds the session renewed meanwhile (an earlier attempt whose response came after its time limit) takes
  // that.
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
          : renewSilently(um, user, idp.checkIssuerOf),
      { until, timeLimit: idp.timeLimit, stopped: ended },
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

  return {
    userManager,
    managerAsked: () => manager !== undefined,
    current: () => current,
    keep(user) {
      current = user;
      loadedAt = Date.now();
    },
    forgetUser() {
      current = null;
    },
    renew,
    renewWithin,
    endHere,
    stopRenewal() {
      sessionEnds += 1;
    },
    async whileEnding(step) {
      ending = true;
      try {
        return await step();
      } finally {
        ending = false;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

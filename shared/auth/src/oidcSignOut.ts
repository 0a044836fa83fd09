import type { User, UserManager } from 'oidc-client-ts';
import type { AuthorityConfig } from '@portal/config';
import type { IdpSteps } from './oidcIdp';
import type { OidcSession } from './oidcSession';
import { forgetPendingSignOut, markSignOutPending } from './pendingSignOut';
import { safeReturnPath } from './returnPath';
import { revokeWhereOffered } from './revocation';
import type { SessionChannel } from './sessionChannel';
import { SignInError } from './signInError';
import type { Restored } from './signInStrategy';
import {
  clearOriginStorage,
  forgetSignOutReturn,
  hasStoredUser,
  keepSignOutReturn,
  takeSignOutReturn,
} from './signInStorage';
import { SignOutError } from './signOutError';
import { leaveForSignOut } from './signOutStyles';
import { reasonOf } from './timeLimit';

/** This page's path, to come back to from the IdP's sign-out. */
const here = () =>
  safeReturnPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);

/** The OIDC sign-out of this tab's session, and the IdP's sign-out that is still pending. */
export interface OidcSignOut {
  /** The way to the IdP's sign-out this page has taken, if any (the browser is leaving for it). */
  leaving(): Promise<void> | undefined;
  /** A sign-in while a sign-out is pending: the IdP's session is ended first (see signIn). Never settles while the
   * browser leaves for the IdP's sign-out; rejects with a SignInError ('start') when the IdP does not answer. */
  signOutBeforeSignIn(um: UserManager, returnTo: string | undefined): Promise<never>;
  /** Finishes the pending sign-out on a page load; undefined: nothing to finish here. */
  finishPending(): Promise<Restored | undefined>;
  signOut(returnTo?: string): Promise<void>;
  completeSignOut(): Promise<{ returnTo?: string }>;
}

/**
 * Sign-out: every other tab of this browser is told over the session channel and forgets its session
 * (`signedOutElsewhere`, then `unloaded`), as does the post-logout landing of a sign-out started elsewhere.
 * The browser leaves for the IdP's sign-out only once the IdP responds (signOutReach.ts); when it does not, the
 * session ends on this device (the user and the origin's storage) and signOut() rejects with a SignOutError.
 * The IdP's sign-out is pending until its response reaches the landing (pendingSignOut.ts): the next page load (of a
 * failed one), or sign-in, finishes it first when the IdP responds, so the IdP cannot sign the student in without
 * a password.
 */
export function createOidcSignOut(
  session: OidcSession,
  authority: AuthorityConfig,
  idp: IdpSteps,
  channel?: SessionChannel,
): OidcSignOut {
  const { userManager } = session;

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

  /** Ends the portal's session on this device without the IdP's response: the user forgotten (the listeners told),
   * and the origin's storage emptied as the landing's Clear-Site-Data would. The pending sign-out stays. */
  async function endOnThisDevice(um: UserManager): Promise<void> {
    forgetSignOutReturn();
    await um
      .removeUser()
      .catch((error: unknown) => console.warn('The session could not be forgotten', error));
    session.forgetUser();
    clearOriginStorage();
  }

  return {
    leaving: () => leaving,

    // The IdP may still hold the session a sign-out could not end: it is ended first (or the IdP would sign the
    // student in without a password), coming back to the page asked for, which signs in from there if it is
    // signed-in only.
    async signOutBeforeSignIn(um, returnTo) {
      const back = safeReturnPath(returnTo) ?? here();
      try {
        await idp.reach(um);
        keepSignOutReturn(back);
        markSignOutPending('leaving');
        await leaveOnce(um, await um.getUser().catch(() => null), back);
      } catch (error) {
        forgetSignOutReturn();
        throw new SignInError('start', reasonOf(error), { cause: error });
      }
      // The browser is leaving for the IdP's sign-out.
      return new Promise<never>(() => undefined);
    },

    /**
     * A page load with a sign-out to finish (not the post-logout landing, which is its response) finishes it when
     * the IdP responds: the browser goes to the IdP's sign-out and comes back to this page. While the IdP does not
     * answer, a session still found here is ended on this device (its student asked to sign out), and the page
     * goes on signed out.
     */
    async finishPending() {
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
        await idp.reach(um);
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
    },

    async signOut(returnTo) {
      session.stopRenewal(); // a renewal under way stops: it does not send the student to sign in again
      const um = await userManager();
      const user = await um.getUser().catch(() => null);
      const back = safeReturnPath(returnTo);
      // Where to come back to is kept in this tab (and for the landing, whose response clears the tab's storage,
      // in a short-lived cookie): not every IdP's sign-out comes back with a state.
      keepSignOutReturn(back);
      // Pending until the IdP's response reaches the landing, whatever happens on the way.
      markSignOutPending('leaving');
      // The other tabs hold tokens of their own: told at once, not after the revocation and the IdP's response.
      channel?.post({ type: 'signedOut' });
      // Both within the time limit, side by side: a revocation never fails the sign-out.
      const [reached] = await session.whileEnding(() =>
        Promise.allSettled([idp.reach(um), revokeWhereOffered(um, user, idp)]),
      );
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
      // The path this tab's sign-out asked to come back to (read once), or the IdP's response's state.
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
      if (session.managerAsked() || hasStoredUser(authority)) await (await userManager()).removeUser();
      channel?.post({ type: 'signedOut' });
      return returnTo ? { returnTo } : {};
    },
  };
}

import type { UserManager } from 'oidc-client-ts';
import {
  REQUEST_TIMEOUT_MS,
  SESSION_WARNING_SECONDS,
  type AuthorityConfig,
  type PortalConfig,
} from '@portal/config';
import { idpSteps } from './oidcIdp';
import { createOidcSession, signedIn } from './oidcSession';
import { createOidcSignOut } from './oidcSignOut';
import { signOutPending, signOutToFinish } from './pendingSignOut';
import { RenewalStopped, signInAgain } from './renewal';
import { isSigninCallback, safeReturnPath } from './returnPath';
import type { SessionChannel } from './sessionChannel';
import { SignInError } from './signInError';
import { answerSignIn, leaveForSignIn } from './signInRedirect';
import { NOTICE_KEY, forgetSignOutReturn, hasStoredUser, storage, takeNotice } from './signInStorage';
import type { Restored, SignInStrategy } from './signInStrategy';
import { reasonOf } from './timeLimit';
import { passwordChangeOf } from './userPoolPassword';

/**
 * Sign-in with oidc-client-ts: authorization code + PKCE, the user in session storage (see createUserManager()),
 * the callback's code and state cleaned from the address, the return path accepted only as a same-origin
 * relative path, and a global sign-out that revokes the tokens first.
 * - the session in a tab, its renewal and its end: ./oidcSession.ts. A stored session found expired on load is
 *   renewed too (within two request time limits); when that fails for good the student is sent to sign in again,
 *   and restore() then answers notice 'renewalFailed' for the shell to say so.
 * - a sign-out in another tab during this tab's restore: the session found is not kept (`signedOutElsewhere`).
 * - the sign-out, and the IdP's sign-out still pending: ./oidcSignOut.ts.
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
  const timeLimit = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  /** The longest a renewal retries: the lead of the expiring event, so it gets the token's remaining life. */
  const retryWindow = (config.sessionWarningSeconds ?? SESSION_WARNING_SECONDS) * 1000;
  /** What the sign-in, renewal and sign-out steps need of this IdP. */
  const idp = idpSteps(authority, timeLimit, leave);
  const session = createOidcSession(loadUserManager, idp, retryWindow);
  const { userManager } = session;
  const signOut = createOidcSignOut(session, authority, idp, channel);

  /** Set while this tab restores a stored session: a sign-out in another tab meanwhile means it is not kept. */
  let restoring: { signedOutElsewhere: boolean } | undefined;
  channel?.subscribe((message) => {
    if (message.type !== 'signedOut') return;
    if (restoring) restoring.signedOutElsewhere = true;
    else if (session.current() || hasStoredUser(authority))
      void userManager().then((um) => session.endHere(um, 'signedOutElsewhere'));
  });

  // A sign-out to finish counts: the page load finishes it before anything else.
  const mayBeSignedIn = () =>
    isSigninCallback(window.location.search) || hasStoredUser(authority) || signOutToFinish();

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
        const { user, returnTo } = await answerSignIn(um, idp, idp.checkIssuerOf);
        session.keep(user);
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
        user = await session.renewWithin(
          um,
          user,
          Date.now() + 2 * timeLimit,
          () => restoring?.signedOutElsewhere === true,
        );
      } catch (error) {
        if (error instanceof RenewalStopped) {
          await session.endHere(um, 'signedOutElsewhere');
          return { user: null };
        }
        const failed = await signInAgain(um, error, idp);
        if (!failed) return { user: null, redirecting: true };
        return { user: null, failed };
      }
    }
    session.keep(user);
    return { user: user ? signedIn(user) : null };
  }

  return {
    kind: 'oidc',

    mayBeSignedIn,

    async restore() {
      if (!mayBeSignedIn()) return { user: null };
      if (isSigninCallback(window.location.search)) return restoreHere(); // a sign-in of this tab's own
      if (signOutToFinish()) {
        const finishing = await signOut.finishPending();
        if (finishing) return finishing;
      }
      const underWay = (restoring = { signedOutElsewhere: false });
      try {
        const restored = await restoreHere();
        if (!underWay.signedOutElsewhere || !restored.user) return restored;
        await session.endHere(await userManager(), 'signedOutElsewhere');
        return { user: null };
      } finally {
        restoring = undefined;
      }
    },

    async signIn(returnTo) {
      const leaving = signOut.leaving();
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
      if (signOutPending()) return signOut.signOutBeforeSignIn(um, returnTo);
      await leaveForSignIn(um, { state: { returnTo: safeReturnPath(returnTo) } }, idp);
      return null;
    },

    signOut: signOut.signOut,

    completeSignOut: signOut.completeSignOut,

    renew: session.renew,

    async forget() {
      if (!session.managerAsked() && !hasStoredUser(authority)) return;
      await (await userManager()).removeUser();
    },

    subscribe: session.subscribe,

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

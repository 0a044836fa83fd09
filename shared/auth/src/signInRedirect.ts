import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { checkResponseIssuer, type Discover } from './issuer';
import { safeReturnPath } from './returnPath';
import { SignInError } from './signInError';
import { reasonOf, withinTimeLimit } from './timeLimit';

/**
 * Leaves for the IdP's sign-in page: discovery, then the browser's navigation there, each within the time
 * limit. A navigation the IdP does not answer in time is stopped, so the page does not wait for ever.
 * Never settles while the browser is leaving; resolves when the page is shown again without a sign-in
 * (the browser's Back from the IdP); rejects with a SignInError ('start') when either step fails.
 */
export async function leaveForSignIn(
  um: UserManager,
  args: SigninRedirectArgs,
  { discover, timeLimit }: { discover: Discover; timeLimit: number },
): Promise<void> {
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

/** The sign-in the address answers, as this tab started it (its stored state): whether there is one, and
 * the return path it asked for. */
export async function startedSignIn(um: UserManager): Promise<{ found: boolean; returnTo?: string }> {
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

/**
 * Completes the sign-in the address answers: discovery, then the code exchange, each within the time limit
 * (a response this tab did not ask for fails at once, with no request), and the tokens' issuer checked. An
 * exchange whose response comes after the limit is not kept: the student has been told it failed. Rejects with a
 * SignInError ('return') that keeps where the student was going, to try again from there.
 */
export async function answerSignIn(
  um: UserManager,
  { discover, timeLimit }: { discover: Discover; timeLimit: number },
  checkIssuerOf: (um: UserManager, user: User) => Promise<User>,
): Promise<{ user: User; returnTo?: string }> {
  // Read before the exchange, which forgets it.
  const { found, returnTo } = await startedSignIn(um);
  try {
    if (found) checkResponseIssuer(await discover(um));
    const answered = await withinTimeLimit(um.signinRedirectCallback(), timeLimit, () => {
      void um.removeUser();
    });
    const user = await checkIssuerOf(um, answered);
    return { user, returnTo: safeReturnPath((user.state as { returnTo?: unknown } | undefined)?.returnTo) };
  } catch (error) {
    throw new SignInError('return', reasonOf(error), { cause: error, returnTo });
  }
}

import type { User, UserManager } from 'oidc-client-ts';
import type { SignOutStyle } from '@portal/config';
import type { Discover } from './issuer';

/** A Cognito user pool's /logout, beside /oauth2/authorize on its sign-in domain: client_id and logout_uri
 * (this shell's post-logout landing, a sign-out URL of the app client). */
async function cognitoLogoutUrl(um: UserManager, clientId: string, discover: Discover): Promise<string> {
  const authorize = (await discover(um)).authorization_endpoint ?? '';
  if (!/\/oauth2\/authorize$/.test(authorize))
    throw new Error('The user pool has no sign-out address (its /logout beside /oauth2/authorize)');
  const url = new URL(authorize.replace(/\/oauth2\/authorize$/, '/logout'));
  url.search = new URLSearchParams({
    client_id: clientId,
    logout_uri: um.settings.post_logout_redirect_uri ?? `${window.location.origin}/signout`,
  }).toString();
  return url.href;
}

/** What the sign-out of an IdP needs of it. */
export interface SignOutSteps {
  signOutStyle: SignOutStyle;
  clientId: string;
  discover: Discover;
}

/** Where the IdP ends its session, by its sign-out style: the user pool's /logout (with client_id and logout_uri),
 * or the discovery document's end_session_endpoint. */
export async function signOutAddress(
  um: UserManager,
  { signOutStyle, clientId, discover }: SignOutSteps,
): Promise<string> {
  if (signOutStyle === 'cognito') return cognitoLogoutUrl(um, clientId, discover);
  const endSession = (await discover(um)).end_session_endpoint;
  if (!endSession) throw new Error('The sign-in service has no sign-out address (end_session_endpoint)');
  return endSession;
}

/**
 * Ends the session at the IdP the way its sign-out style does; the browser leaves for the IdP's page.
 * - cognito: the user pool's /logout, which takes no id_token_hint, post_logout_redirect_uri or state (the
 *   return path is kept in the tab); the user is forgotten here before leaving. Never settles.
 * - oidc: RP-initiated logout with the ID token as id_token_hint and the return path as state; Entra ID signs
 *   out without asking which account when given the ID token's login_hint as logout_hint. Without a user (a sign-out
 *   finished at a later visit) it goes with client_id and the post-logout address instead (oidc-client-ts adds it).
 */
export async function leaveForSignOut(
  um: UserManager,
  user: User | null,
  /** The safe path to come back to, if any. */
  returnTo: string | undefined,
  {
    signOutStyle,
    clientId,
    discover,
    leave,
  }: SignOutSteps & {
    /** Sends the browser to another site's page. */
    leave: (url: string) => void;
  },
): Promise<void> {
  if (signOutStyle === 'cognito') {
    const logout = await cognitoLogoutUrl(um, clientId, discover);
    await um.removeUser();
    leave(logout);
    // The browser is leaving for the IdP.
    await new Promise<never>(() => undefined);
  }
  const logoutHint = user?.profile?.login_hint;
  await um.signoutRedirect({
    id_token_hint: user?.id_token,
    ...(returnTo ? { state: { returnTo } } : {}),
    ...(typeof logoutHint === 'string' && logoutHint
      ? { extraQueryParams: { ...um.settings.extraQueryParams, logout_hint: logoutHint } }
      : {}),
  });
}

import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authorityFor, type PortalConfig, type Provider } from '@portal/config';

/** oidc-client-ts, authorization code + PKCE, against the provider's authority (its own, else its group's).
 * Tokens live in session storage; the callback URL is cleaned right after the code exchange. The library
 * does not renew on its own: its "expiring" event, `sessionWarningSeconds` before the access token
 * expires, lets createOidcSignIn() renew an active student's session or warn an idle one. */
export function createUserManager(
  config: PortalConfig,
  provider: Provider,
  origin = window.location.origin,
): UserManager {
  const authority = authorityFor(config, provider);
  return new UserManager({
    authority: authority.authority,
    client_id: authority.clientId,
    scope: authority.scope,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/signout`,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: config.sessionWarningSeconds,
    loadUserInfo: false,
    monitorSession: false,
    extraQueryParams: { provider: provider.slug },
    // The IdP's discovery, token and key requests, and a silent renewal, each get the portal's time limit.
    requestTimeoutInSeconds: Math.ceil(config.requestTimeoutMs / 1000),
    silentRequestTimeoutInSeconds: Math.ceil(config.requestTimeoutMs / 1000),
  });
}

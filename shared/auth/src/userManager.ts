import {
  User,
  UserManager,
  WebStorageStateStore,
  type UseRefreshTokenArgs,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { REFRESH_RENEWS_AUTH_TIME, authorityFor, type PortalConfig, type Provider } from '@portal/config';

/** A JWT's payload (the signature is oidc-client-ts's and the IdP's business: the token came from its token
 * endpoint over TLS). */
const claimsOf = (jwt: string): Record<string, unknown> => {
  try {
    const part = (jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '='))) as Record<string, unknown>;
  } catch {
    throw new Error('The refreshed ID token cannot be read');
  }
};

/** A refreshed ID token stands for the same sign-in as the signed-in one: the same subject and authorised party,
 * and an auth_time no earlier than the sign-in's (a user pool with refresh-token rotation gives the refresh's
 * time). */
export function checkRefreshedIdToken(signedIn: string, refreshed: string): void {
  const before = claimsOf(signedIn);
  const after = claimsOf(refreshed);
  if (!after.sub || after.sub !== before.sub) throw new Error('sub in id_token does not match current sub');
  if (after.azp !== before.azp) throw new Error('azp in id_token does not match original azp');
  if (typeof after.auth_time === 'number' && typeof before.auth_time === 'number')
    if (after.auth_time < before.auth_time)
      throw new Error('auth_time in id_token is earlier than the original auth_time');
}

/** oidc-client-ts's UserManager, where the IdP may give a refreshed ID token a new auth_time
 * (REFRESH_RENEWS_AUTH_TIME: a Cognito user pool with refresh-token rotation). oidc-client-ts refuses such a token
 * ("auth_time in id_token does not match original auth_time") after the IdP has already replaced the refresh
 * token, which ends the session: here the refresh is validated without that comparison, and the refreshed ID
 * token checked by checkRefreshedIdToken instead; everything else (the token request, its validation, the stored
 * user and the load event) is the library's. */
class RenewedAuthTimeUserManager extends UserManager {
  protected override async _useRefreshToken(args: UseRefreshTokenArgs): Promise<User> {
    const { state } = args;
    const signedIn = state.id_token;
    if (!signedIn) return super._useRefreshToken(args);
    const response = await this._client.useRefreshToken({
      timeoutInSeconds: this.settings.silentRequestTimeoutInSeconds,
      ...args,
      // The signed-in state without its ID token: the library then compares nothing with it.
      state: { ...state, id_token: undefined },
    });
    if (response.id_token) checkRefreshedIdToken(signedIn, response.id_token);
    else response.id_token = signedIn;
    const user = new User({ ...state, ...response });
    await this.storeUser(user);
    await this._events.load(user);
    return user;
  }
}

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
  const settings: UserManagerSettings = {
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
  };
  return REFRESH_RENEWS_AUTH_TIME[provider.group]
    ? new RenewedAuthTimeUserManager(settings)
    : new UserManager(settings);
}

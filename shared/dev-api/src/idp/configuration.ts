/** The oidc-provider configuration of one local issuer: its public client, keys and cookies, and what makes
 * it behave as the identity service it stands for (./vendors.ts): the user pool (cognito) as Amazon Cognito,
 * the directory (aad) as Microsoft Entra ID v2.0 (see ./provider.ts). */
import { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { findAccountById, fullName, type DemoAccount } from '@portal/mock-api';
import { OFFLINE_ASKED, grantWithoutConsent } from './grant';
import { logoutPage, messagePage } from './pages';
import type { IdpOptions } from './idpOptions';
import {
  HOUR,
  PORTAL_API_APP_ID,
  PORTAL_API_RESOURCE,
  PORTAL_API_SCOPE,
  ROTATING_USER_POOL_CLIENT_ID,
  pairwiseSubject,
  type Vendor,
} from './vendors';

function accountFor(account: DemoAccount, vendor: Vendor): Account {
  return {
    accountId: account.id,
    async claims() {
      return {
        sub: account.id,
        email: account.email,
        email_verified: true,
        name: fullName(account),
        given_name: account.givenName,
        family_name: account.familyName,
        ...vendor.accountClaims(account),
      };
    },
  };
}

/** The issuer's options, and what ./provider.ts works out of them. */
export interface IssuerSetUp extends Pick<IdpOptions, 'group' | 'store' | 'keys'> {
  vendor: Vendor;
  clientId: string;
  /** The shells' sign-in return addresses. */
  redirectUris: string[];
  /** The shells' addresses a sign-out may come back to. */
  postLogoutRedirectUris: string[];
  /** The origins allowed to call the token endpoints. */
  corsOrigins: ReadonlySet<string>;
  /** The user pool's own service: the resource of its access tokens (the user pool only). */
  userPoolResource: string;
}

/** The issuer's oidc-provider configuration. */
export function issuerConfiguration({
  group,
  vendor,
  clientId,
  store,
  keys,
  redirectUris,
  postLogoutRedirectUris,
  corsOrigins,
  userPoolResource,
}: IssuerSetUp): Configuration {
  const { mountPath } = vendor;
  const userPool = group === 'cognito';
  // The user pool's app clients: the portal's, and one with refresh-token rotation on (Cognito's app-client
  // setting); the directory has one app registration.
  const clientIds = userPool ? [clientId, ROTATING_USER_POOL_CLIENT_ID] : [clientId];
  const rotates = (id: string | undefined) =>
    userPool ? id === ROTATING_USER_POOL_CLIENT_ID : vendor.rotate;
  return {
    adapter: store.adapterFor(group, { reusableRefreshTokens: vendor.rotate }),
    clients: clientIds.map((id) => ({
      client_id: id,
      client_name: userPool
        ? `Student Portal (user pool${rotates(id) ? ', refresh-token rotation' : ''})`
        : 'Student Portal (directory)',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: redirectUris,
      post_logout_redirect_uris: postLogoutRedirectUris,
      // Cognito's ID tokens carry auth_time; Entra ID's only as an optional claim.
      require_auth_time: userPool,
      // Entra ID's sub is pairwise: the app registration is the sector (its redirect hosts are many).
      ...(vendor.pairwise
        ? { subject_type: 'pairwise', sector_identifier_uri: `https://${id}.app.invalid/` }
        : {}),
    })),
    ...(vendor.pairwise
      ? {
          subjectTypes: ['public', 'pairwise'],
          // The sector is the app registration, named by its client id: no document to fetch.
          sectorIdentifierUriValidate: () => false,
          pairwiseIdentifier: async (_ctx: unknown, accountId: string, client: { clientId: string }) =>
            pairwiseSubject(client.clientId, accountId),
        }
      : {}),
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: {
        session: `_${group}_session`,
        interaction: `_${group}_interaction`,
        resume: `_${group}_resume`,
      },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax', path: mountPath },
    },
    routes: vendor.routes,
    scopes: vendor.scopes,
    claims: vendor.claims,
    // Put the scope claims (email, name, provider) into the ID token, not only userinfo.
    conformIdTokenClaims: false,
    // First-party portal: consent is given without a screen, to every scope of ours the client asks for.
    loadExistingGrant: grantWithoutConsent(vendor, userPool ? userPoolResource : undefined),
    async findAccount(_ctx, sub) {
      const account = findAccountById(sub);
      return account && account.group === group ? accountFor(account, vendor) : undefined;
    },
    pkce: { required: () => true },
    extraParams: [OFFLINE_ASKED],
    features: {
      devInteractions: { enabled: false },
      // Entra ID has no token revocation endpoint; Cognito's revokes refresh tokens only: its access tokens
      // are JWTs, which oidc-provider responds `unsupported_token_type`, as Cognito does.
      revocation: { enabled: userPool },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(group, form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = messagePage(group, 'Signed out', 'You have signed out. You can close this window.');
        },
      },
      resourceIndicators: userPool
        ? {
            enabled: true,
            defaultResource: () => userPoolResource,
            useGrantedResource: () => true,
            getResourceServerInfo(ctx, resource) {
              if (resource !== userPoolResource) throw new errors.InvalidTarget();
              return {
                scope: vendor.scopes.join(' '),
                audience: ctx.oidc.client?.clientId ?? clientId,
                accessTokenFormat: 'jwt',
                accessTokenTTL: vendor.accessTokenSeconds,
                jwt: { sign: { alg: 'RS256' } },
              };
            },
          }
        : {
            // Entra ID names a resource by its scopes (api://<app>/<scope>): a request that asks for the portal
            // API's scope gets an access token for the API (its app id the audience); one that does not gets a
            // token for the userinfo endpoint (Microsoft Graph's), which the API refuses.
            enabled: true,
            defaultResource: (ctx) =>
              String(ctx.oidc.params?.scope ?? '')
                .split(' ')
                .includes(PORTAL_API_SCOPE)
                ? PORTAL_API_RESOURCE
                : undefined,
            useGrantedResource: () => true,
            getResourceServerInfo(_ctx, resource) {
              if (resource !== PORTAL_API_RESOURCE) throw new errors.InvalidTarget();
              return {
                scope: PORTAL_API_SCOPE,
                audience: PORTAL_API_APP_ID,
                accessTokenFormat: 'opaque',
                accessTokenTTL: vendor.accessTokenSeconds,
              };
            },
          },
    },
    // Cognito's access token: token_use "access", client_id, username, the user's groups, origin_jti (the
    // refresh token's family: here the grant, so that revoking the refresh token ends its access tokens).
    async extraTokenClaims(_ctx, token) {
      if (!userPool || token.kind !== 'AccessToken') return undefined;
      const account = token.accountId ? findAccountById(token.accountId) : undefined;
      return {
        token_use: 'access',
        username: token.accountId,
        ...(account ? { 'cognito:groups': [account.provider] } : {}),
        origin_jti: token.grantId,
      };
    },
    formats: {
      customizers: {
        // Cognito's access token has no aud and no typ. oidc-provider refuses a JWT access token without an
        // audience, so the audience stays for that check but is not enumerable: it is not written.
        async jwt(_ctx, _token, jwt) {
          if (!userPool) return;
          const { aud } = jwt.payload;
          delete jwt.payload.aud;
          Object.defineProperty(jwt.payload, 'aud', { value: aud, enumerable: false, writable: true });
          jwt.header = { typ: undefined };
        },
      },
    },
    // Sign-out ends the sign-in session only: Cognito's /logout and Entra ID's logout leave the tokens valid
    // until they expire (or, at the user pool, the refresh token is revoked).
    expiresWithSession: () => false,
    // A refresh token comes with the code: always from the user pool (Cognito), from the directory only for
    // offline_access (Entra ID) ...
    async issueRefreshToken(_ctx, client, code) {
      return client.grantTypeAllowed('refresh_token') && (userPool || code.scopes.has('offline_access'));
    },
    // ... Cognito's is not rotated (several tabs can refresh with the same one) unless the app client has
    // refresh-token rotation on; Entra ID's is replaced at each use (the used one stays valid until it expires,
    // as Entra ID does not revoke it). A user pool that rotates gives the refreshed ID token the refresh's time
    // as auth_time (Cognito's behaviour, not OpenID Connect's).
    rotateRefreshToken(ctx) {
      if (!rotates(ctx.oidc.client?.clientId)) return false;
      const used = ctx.oidc.entities.RefreshToken;
      if (userPool && used) used.authTime = Math.floor(Date.now() / 1000);
      return true;
    },
    ttl: {
      AccessToken: vendor.accessTokenSeconds,
      IdToken: HOUR,
      // A rotated refresh token keeps the end of the first one (Entra ID: 24 hours from sign-in for a
      // single-page app, never extended); Cognito's is the same token for its whole lifetime.
      RefreshToken(_ctx, token) {
        const since =
          Math.floor(Date.now() / 1000) - (token.iiat ?? token.iat ?? Math.floor(Date.now() / 1000));
        return Math.max(1, vendor.refreshTokenSeconds - since);
      },
      AuthorizationCode: 5 * 60,
      Interaction: HOUR,
      Session: vendor.refreshTokenSeconds,
      Grant: vendor.refreshTokenSeconds,
    },
    clientBasedCORS(_ctx, origin) {
      return corsOrigins.has(origin);
    },
    interactions: {
      url(_ctx, interaction) {
        return `${mountPath}/interaction/${interaction.uid}`;
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const text = [out.error, out.error_description].filter(Boolean).join(': ');
      ctx.body = messagePage(group, 'Sign-in problem', text || 'Something went wrong.');
    },
  };
}

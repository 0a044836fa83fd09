/** How each local sign-in group departs from a plain OpenID provider, as the identity service it stands for
 * documents it: the user pool (cognito) as an Amazon Cognito user pool with its hosted sign-in, the directory
 * (aad) as a Microsoft Entra ID tenant's v2.0 endpoint. ./configuration.ts and ./provider.ts build
 * oidc-provider from this. */
import { createHash } from 'node:crypto';
import type { DemoAccount, SignInGroup } from '@portal/mock-api';

/** The local directory's tenant id: Entra ID's v2.0 issuer is `https://login.microsoftonline.com/{tid}/v2.0`. */
export const LOCAL_TENANT_ID = '3f6c2a9e-8d41-4b7a-9c0e-51d2a7b4e6aa';

/** The portal API's app registration in the local directory: its application (client) id, the audience of the
 * access tokens the API takes, and its Application ID URI, the prefix of its scopes. */
export const PORTAL_API_APP_ID = '9b2e7c41-5d3a-4f86-b1e0-6a4c8d2f7e15';
export const PORTAL_API_RESOURCE = `api://${PORTAL_API_APP_ID}`;
/** The API's delegated scope as a client asks for it (Entra ID names a resource's scope by its URI). */
export const PORTAL_API_SCOPE = `${PORTAL_API_RESOURCE}/access_as_user`;

/** The user pool's second app client, the same as the portal's but with refresh-token rotation on: each refresh
 * gives a new refresh token, and (as Cognito does) a new auth_time in the refreshed ID token. */
export const ROTATING_USER_POOL_CLIENT_ID = 'portal-cognito-rotating';

/** The scope Cognito's own user operations (ChangePassword) need in the access token. */
export const USER_POOL_ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

/** Seconds. */
export const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Claims tied to no scope (oidc-provider's `claims` names them with null), the same for both issuers. */
const TOKEN_CLAIMS = { acr: null, sid: null, auth_time: null, iss: null };

/** Entra ID's `sub`: the user's id for one app registration (43 characters of base64url), so that two apps see
 * two different subjects for one person, neither of them the user's object id. */
export const pairwiseSubject = (clientId: string, objectId: string): string =>
  createHash('sha256').update(`${LOCAL_TENANT_ID}:${clientId}:${objectId}`).digest('base64url');

export interface Vendor {
  /** The issuer's path under the server (the provider is mounted there). */
  mountPath: string;
  /** oidc-provider's routes, relative to the issuer. */
  routes: Record<string, string>;
  /** The scopes the issuer knows. */
  scopes: string[];
  /** Claims of the scopes (oidc-provider's `claims`). */
  claims: Record<string, string[] | null>;
  /** Claims of the account beyond the standard profile ones. */
  accountClaims(account: DemoAccount): Record<string, unknown>;
  /** Whether `sub` is pairwise (each app its own id of the user: pairwiseSubject) rather than the account's id. */
  pairwise: boolean;
  /** The ID token claim that names the person the same way for every app (the account's id). */
  personClaim: 'sub' | 'oid';
  /** Access token lifetime, seconds. */
  accessTokenSeconds: number;
  /** Refresh token lifetime, seconds: from sign-in where `rotate` (a rotated token keeps its family's end). */
  refreshTokenSeconds: number;
  /** Whether each refresh gives a new refresh token. */
  rotate: boolean;
  /** The keys of the published discovery document (anything else oidc-provider lists is left out). */
  discoveryKeys: string[];
  /** Values the vendor's discovery document has that oidc-provider's does not (or has otherwise). */
  discoveryExtras(issuer: string): Record<string, unknown>;
}

export const VENDORS: Record<SignInGroup, Vendor> = {
  // Amazon Cognito user pool: https://cognito-idp.<region>.amazonaws.com/<pool>/.well-known/openid-configuration
  // names the hosted sign-in's /oauth2/authorize, /oauth2/token, /oauth2/userInfo and /oauth2/revoke, the keys
  // at /.well-known/jwks.json, and no end_session_endpoint (its /logout is not RP-initiated logout).
  cognito: {
    mountPath: '/idp/cognito',
    routes: {
      authorization: '/oauth2/authorize',
      token: '/oauth2/token',
      userinfo: '/oauth2/userInfo',
      revocation: '/oauth2/revoke',
      jwks: '/.well-known/jwks.json',
      // oidc-provider's end_session, reached only through /logout (./provider.ts), never published.
      end_session: '/oidc-logout',
    },
    scopes: ['openid', 'email', 'profile', 'phone', USER_POOL_ADMIN_SCOPE],
    claims: {
      ...TOKEN_CLAIMS,
      openid: ['sub', 'cognito:username', 'cognito:groups', 'custom:provider', 'token_use'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      phone: [],
    },
    // An email-as-username pool: the username is the user's sub; attributes of its own are `custom:`. A pool
    // shared by providers puts each provider's students in a group named by its slug (`cognito:groups`, in the
    // ID and the access token).
    accountClaims: (account) => ({
      'cognito:username': account.id,
      'cognito:groups': [account.provider],
      'custom:provider': account.provider,
      token_use: 'id',
    }),
    personClaim: 'sub',
    pairwise: false,
    accessTokenSeconds: HOUR,
    refreshTokenSeconds: 30 * DAY,
    rotate: false,
    discoveryKeys: [
      'authorization_endpoint',
      'id_token_signing_alg_values_supported',
      'issuer',
      'jwks_uri',
      'response_types_supported',
      'revocation_endpoint',
      'scopes_supported',
      'subject_types_supported',
      'token_endpoint',
      'token_endpoint_auth_methods_supported',
      'userinfo_endpoint',
    ],
    discoveryExtras: () => ({
      scopes_supported: ['openid', 'email', 'phone', 'profile'],
      subject_types_supported: ['public'],
      response_types_supported: ['code', 'token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    }),
  },
  // Microsoft Entra ID v2.0: https://login.microsoftonline.com/<tid>/v2.0/.well-known/openid-configuration
  // names /oauth2/v2.0/authorize, /oauth2/v2.0/token, /oauth2/v2.0/logout and /discovery/v2.0/keys, the
  // tenant's issuer, and no revocation_endpoint.
  aad: {
    mountPath: `/idp/aad/${LOCAL_TENANT_ID}/v2.0`,
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      end_session: '/oauth2/v2.0/logout',
      userinfo: '/oidc/userinfo',
      jwks: '/discovery/v2.0/keys',
    },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: {
      ...TOKEN_CLAIMS,
      // login_hint: Entra ID's optional claim, an opaque value the sign-out's logout_hint takes.
      openid: ['sub', 'oid', 'tid', 'roles', 'login_hint'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      offline_access: [],
    },
    // oid: the user's object id in the tenant, the same for every app (sub is pairwise: the user's id for this
    // app registration only); preferred_username: the sign-in name (an email address). A tenant shared by
    // providers gives each provider's students the app role whose value is its slug (`roles`).
    accountClaims: (account) => ({
      oid: account.id,
      tid: LOCAL_TENANT_ID,
      preferred_username: account.email,
      roles: [account.provider],
      login_hint: Buffer.from(`${account.id}@${LOCAL_TENANT_ID}`).toString('base64url'),
    }),
    personClaim: 'oid',
    pairwise: true,
    accessTokenSeconds: HOUR,
    refreshTokenSeconds: DAY,
    rotate: true,
    discoveryKeys: [
      'authorization_endpoint',
      'claims_supported',
      'end_session_endpoint',
      'frontchannel_logout_supported',
      'http_logout_supported',
      'id_token_signing_alg_values_supported',
      'issuer',
      'jwks_uri',
      'request_uri_parameter_supported',
      'response_modes_supported',
      'response_types_supported',
      'scopes_supported',
      'subject_types_supported',
      'tenant_region_scope',
      'token_endpoint',
      'token_endpoint_auth_methods_supported',
      'userinfo_endpoint',
    ],
    discoveryExtras: () => ({
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      response_modes_supported: ['query', 'fragment', 'form_post'],
      subject_types_supported: ['pairwise'],
      request_uri_parameter_supported: false,
      http_logout_supported: true,
      frontchannel_logout_supported: true,
      tenant_region_scope: 'OC',
    }),
  },
};

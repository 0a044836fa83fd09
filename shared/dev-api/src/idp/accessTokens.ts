/** Which account a bearer access token of a local issuer stands for: the directory's are oidc-provider's
 * opaque tokens, looked up; the user pool's are its signed JWTs (as Cognito's), checked here (jose) and valid
 * while their grant (the refresh token) lives. */
import { createLocalJWKSet, errors, jwtVerify, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { IdpKeys } from './keys';
import { PORTAL_API_APP_ID, PORTAL_API_SCOPE, ROTATING_USER_POOL_CLIENT_ID } from './vendors';

/** The check of an issuer's access tokens: the account and scopes of a live token of the issuer's client
 * (signed by it, not expired, its grant not revoked), or undefined. */
export function accessTokenCheck({
  userPool,
  issuer,
  clientId,
  provider,
  keys,
}: {
  userPool: boolean;
  issuer: string;
  clientId: string;
  provider: Provider;
  keys: IdpKeys;
}): (value: string) => Promise<{ accountId: string; scopes: Set<string> } | undefined> {
  // The public halves of the signing keys.
  const publicKeys = createLocalJWKSet({
    keys: keys.jwks.keys.map(({ kty, kid, n, e }) => ({ kty, kid, n, e, alg: 'RS256' }) as JWK),
  });

  return async function accessTokenOf(value: string) {
    if (!userPool) {
      // The directory's API takes only tokens for it (as an Entra ID API checks): its app id the audience and
      // its scope granted. A token for the userinfo endpoint (Microsoft Graph's) is no token of the API's.
      const token = await provider.AccessToken.find(value);
      if (!token || token.clientId !== clientId || !token.accountId) return undefined;
      if (token.aud !== PORTAL_API_APP_ID || !token.scopes.has(PORTAL_API_SCOPE)) return undefined;
      return { accountId: token.accountId, scopes: token.scopes };
    }
    // The user pool's access tokens are its signed JWTs (jose checks the signature, the issuer and an expiry
    // that has not passed), valid while their grant (refresh token) lives.
    const verified = await jwtVerify(value, publicKeys, {
      issuer,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    }).catch((error: unknown) => {
      // A token jose refuses is no token; anything else (a key it cannot use) is this server's fault, said.
      if (!(error instanceof errors.JOSEError)) console.error('[dev-api] access token check failed', error);
      return undefined;
    });
    const { token_use, client_id, sub, scope, origin_jti } = verified?.payload ?? {};
    const poolClients = [clientId, ROTATING_USER_POOL_CLIENT_ID];
    if (token_use !== 'access' || !poolClients.includes(String(client_id)) || typeof sub !== 'string')
      return undefined;
    const grant = typeof origin_jti === 'string' ? await provider.Grant.find(origin_jti) : undefined;
    if (!grant || grant.accountId !== sub) return undefined;
    const scopes = typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [];
    return { accountId: sub, scopes: new Set(scopes) };
  };
}

/** The check of an issuer's ID tokens (what the portal sends in its Id-Token header, on every call): the account
 * (its `personClaim`) of a token signed by the issuer for its client (its audience), not expired; undefined for anything else. An ID
 * token says who signed in; it is no access token, so it is taken only where a call asks who is calling without
 * needing one (the public create of an application). */
export function idTokenCheck({
  issuer,
  clientId,
  keys,
  personClaim,
}: {
  issuer: string;
  clientId: string;
  keys: IdpKeys;
  /** The claim that is the account's id (Entra ID's `sub` is pairwise: there, `oid`). */
  personClaim: 'sub' | 'oid';
}): (value: string) => Promise<string | undefined> {
  const publicKeys = createLocalJWKSet({
    keys: keys.jwks.keys.map(({ kty, kid, n, e }) => ({ kty, kid, n, e, alg: 'RS256' }) as JWK),
  });
  return async function idTokenOf(value: string) {
    const verified = await jwtVerify(value, publicKeys, {
      issuer,
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub'],
    }).catch((error: unknown) => {
      if (!(error instanceof errors.JOSEError)) console.error('[dev-api] ID token check failed', error);
      return undefined;
    });
    const { [personClaim]: person, token_use } = verified?.payload ?? {};
    return typeof person === 'string' && token_use !== 'access' ? person : undefined;
  };
}

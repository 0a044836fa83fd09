/** Which account a bearer access token of a local issuer stands for: the directory's are oidc-provider's
 * opaque tokens, looked up; the user pool's are its signed JWTs (as Cognito's), checked here and valid while
 * their grant (the refresh token) lives. */
import { createPublicKey, verify as verifySignature } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { IdpKeys } from './keys';

/** A JWT's parts, or undefined for anything else. */
function decodeJwt(value: string) {
  const parts = value.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const [header, payload] = parts
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    return { header: header!, payload: payload!, signed: `${parts[0]}.${parts[1]}`, signature: parts[2]! };
  } catch {
    return undefined;
  }
}

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
  const publicKeys = new Map(
    keys.jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk as never, format: 'jwk' })]),
  );

  return async function accessTokenOf(value: string) {
    if (!userPool) {
      const token = await provider.AccessToken.find(value);
      if (!token || token.clientId !== clientId || !token.accountId) return undefined;
      return { accountId: token.accountId, scopes: token.scopes };
    }
    // The user pool's access tokens are its signed JWTs, valid while their grant (refresh token) lives.
    const jwt = decodeJwt(value);
    const key = jwt && publicKeys.get(jwt.header.kid as string);
    if (!jwt || !key || jwt.header.alg !== 'RS256') return undefined;
    if (!verifySignature('sha256', Buffer.from(jwt.signed), key, Buffer.from(jwt.signature, 'base64url')))
      return undefined;
    const { iss, exp, token_use, client_id, sub, scope, origin_jti } = jwt.payload;
    if (iss !== issuer || token_use !== 'access' || client_id !== clientId || typeof sub !== 'string')
      return undefined;
    if (typeof exp !== 'number' || exp * 1000 <= Date.now()) return undefined;
    const grant = typeof origin_jti === 'string' ? await provider.Grant.find(origin_jti) : undefined;
    if (!grant || grant.accountId !== sub) return undefined;
    const scopes = typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [];
    return { accountId: sub, scopes: new Set(scopes) };
  };
}

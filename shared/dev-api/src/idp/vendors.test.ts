/** Contract tests of the local sign-in groups against the identity services they stand for. Each fixture is
 * the vendor's documented discovery document or token, written out here (values are examples; the shape is the
 * contract): the local issuer must publish the same keys, issue tokens with the same claims, and revoke, refresh
 * and sign out as the vendor documents. Black-box, over HTTP, on a fresh data folder. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { DEMO_PASSWORD } from '@portal/mock-api';
import {
  CookieJar,
  apiGet,
  authorizationUrl,
  discover,
  issuerOf,
  jwtClaims,
  scopeOf,
  signIn,
  signInPagesOf,
  startDevApi,
  type DevApiProcess,
} from '../testing/devApiProcess';
import { KEYS_FILE } from './keys';
import { LOCAL_TENANT_ID, PORTAL_API_SCOPE, ROTATING_USER_POOL_CLIENT_ID, pairwiseSubject } from './vendors';

jest.setTimeout(40000);

const AVA = 'ava.ngata@up-online.demo';
const HEMI = 'hemi.walker@yoobee.demo';
const UP_ONLINE = 'http://up-online.localhost:3000';
const YOOBEE = 'http://yoobee.localhost:3000';

/** Amazon Cognito user pool, `https://cognito-idp.ap-southeast-2.amazonaws.com/<pool>/.well-known/openid-configuration`
 * (its hosted sign-in on the pool's domain). */
const COGNITO_DISCOVERY = {
  authorization_endpoint: 'https://example.auth.ap-southeast-2.amazoncognito.com/oauth2/authorize',
  id_token_signing_alg_values_supported: ['RS256'],
  issuer: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Example',
  jwks_uri: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Example/.well-known/jwks.json',
  response_types_supported: ['code', 'token'],
  revocation_endpoint: 'https://example.auth.ap-southeast-2.amazoncognito.com/oauth2/revoke',
  scopes_supported: ['openid', 'email', 'phone', 'profile'],
  subject_types_supported: ['public'],
  token_endpoint: 'https://example.auth.ap-southeast-2.amazoncognito.com/oauth2/token',
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  userinfo_endpoint: 'https://example.auth.ap-southeast-2.amazoncognito.com/oauth2/userInfo',
};

/** A Cognito user pool access token's payload (its header is only kid and alg). */
const COGNITO_ACCESS_TOKEN = {
  sub: 'aaaaaaaa-bbbb-cccc-dddd-example',
  iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Example',
  client_id: '1example23456789',
  origin_jti: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
  token_use: 'access',
  scope: 'openid email profile aws.cognito.signin.user.admin',
  exp: 1700003600,
  iat: 1700000000,
  jti: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
  username: 'aaaaaaaa-bbbb-cccc-dddd-example',
  // A user in groups (a pool shared by providers puts each provider's students in one).
  'cognito:groups': ['example-provider'],
};
/** Claims of a Cognito access token the local pool does not copy (sign-in event and format details). */
const COGNITO_ACCESS_NOT_COPIED = ['auth_time', 'event_id', 'version'];

/** A Cognito user pool ID token's payload (a pool that signs in with the email address). */
const COGNITO_ID_TOKEN = {
  sub: 'aaaaaaaa-bbbb-cccc-dddd-example',
  email_verified: true,
  iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Example',
  'cognito:username': 'aaaaaaaa-bbbb-cccc-dddd-example',
  'cognito:groups': ['example-provider'],
  aud: '1example23456789',
  token_use: 'id',
  exp: 1700003600,
  iat: 1700000000,
  email: 'student@example.edu',
};

/** Microsoft Entra ID, `https://login.microsoftonline.com/<tid>/v2.0/.well-known/openid-configuration`. */
const ENTRA_DISCOVERY = {
  token_endpoint: 'https://login.microsoftonline.com/{tid}/oauth2/v2.0/token',
  token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
  jwks_uri: 'https://login.microsoftonline.com/{tid}/discovery/v2.0/keys',
  response_modes_supported: ['query', 'fragment', 'form_post'],
  subject_types_supported: ['pairwise'],
  id_token_signing_alg_values_supported: ['RS256'],
  response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
  scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
  issuer: 'https://login.microsoftonline.com/{tid}/v2.0',
  request_uri_parameter_supported: false,
  userinfo_endpoint: 'https://graph.microsoft.com/oidc/userinfo',
  authorization_endpoint: 'https://login.microsoftonline.com/{tid}/oauth2/v2.0/authorize',
  http_logout_supported: true,
  frontchannel_logout_supported: true,
  end_session_endpoint: 'https://login.microsoftonline.com/{tid}/oauth2/v2.0/logout',
  claims_supported: [
    'sub',
    'iss',
    'aud',
    'exp',
    'iat',
    'auth_time',
    'acr',
    'nonce',
    'preferred_username',
    'name',
    'tid',
    'ver',
    'email',
  ],
  tenant_region_scope: 'OC',
};
/** Keys of Entra's document the local directory does not copy (Microsoft's cloud and other grants). */
const ENTRA_NOT_COPIED = [
  'device_authorization_endpoint',
  'kerberos_endpoint',
  'cloud_instance_name',
  'cloud_graph_host_name',
  'msgraph_host',
  'rbac_url',
];

/** An Entra ID v2.0 ID token's payload. */
const ENTRA_ID_TOKEN = {
  aud: '00000000-0000-0000-0000-000000000001',
  iss: 'https://login.microsoftonline.com/{tid}/v2.0',
  iat: 1700000000,
  exp: 1700003600,
  name: 'Student Example',
  oid: '00000000-0000-0000-0000-000000000002',
  preferred_username: 'student@example.edu',
  sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
  tid: '00000000-0000-0000-0000-000000000003',
  // The app roles assigned to the user (a tenant shared by providers gives each provider's students one).
  roles: ['example-provider'],
};

let dataDir: string;
let api: DevApiProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-vendors-'));
  api = await startDevApi(dataDir);
});
afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});
const refresh = (tokenEndpoint: string, clientId: string, refreshToken: string) =>
  fetch(
    tokenEndpoint,
    form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }),
  );
const headerOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The lifetime in seconds the issuer's store gives a refresh token (its `expiresAt`), from now. */
async function storedRefreshTokenSeconds(group: string, accountId: string): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 400)); // the store writes within 150 ms
  const saved = JSON.parse(readFileSync(join(dataDir, 'oidc.json'), 'utf8')) as Record<
    string,
    { payload: { accountId?: string }; expiresAt?: number }
  >;
  return Object.entries(saved)
    .filter(
      ([key, entry]) => key.startsWith(`${group}:RefreshToken:`) && entry.payload.accountId === accountId,
    )
    .map(([, entry]) => Math.round(((entry.expiresAt ?? 0) - Date.now()) / 1000));
}

/** Follows an end-session step the way a browser does: the auto-submitted form, then the redirect. */
async function followSignOut(
  start: string,
  jar: CookieJar,
): Promise<{ status: number; location: string | null }> {
  const page = await fetch(start, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.store(page);
  if (page.status !== 200) return { status: page.status, location: page.headers.get('location') };
  const html = await page.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !xsrf) return { status: page.status, location: null };
  const confirm = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  return { status: confirm.status, location: confirm.headers.get('location') };
}

/** Whether a new authorization request with the browser's cookies is shown the sign-in form (no sign-in session). */
async function asksForPassword(group: 'cognito' | 'aad', origin: string, jar: CookieJar): Promise<boolean> {
  const auth = await authorizationUrl(api.baseUrl, group, { origin, scope: 'openid' });
  const again = await fetch(auth, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.store(again);
  const interaction = new URL(again.headers.get('location')!, auth);
  const page = await fetch(interaction, { redirect: 'manual', headers: { cookie: jar.header() } });
  return page.status === 200 && (await page.text()).includes('name="password"');
}

describe('the user pool (cognito) as Amazon Cognito', () => {
  const signInAva = (scope?: string) =>
    signIn({
      baseUrl: api.baseUrl,
      group: 'cognito',
      email: AVA,
      password: DEMO_PASSWORD,
      origin: UP_ONLINE,
      ...(scope ? { scope } : {}),
    });

  test("publishes Cognito's discovery document: no end_session_endpoint, /oauth2/revoke", async () => {
    const doc = await discover(api.baseUrl, 'cognito');
    const issuer = issuerOf(api.baseUrl, 'cognito');
    expect(Object.keys(doc).sort()).toEqual(Object.keys(COGNITO_DISCOVERY).sort());
    expect(doc).not.toHaveProperty('end_session_endpoint');
    expect(doc.issuer).toBe(issuer);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'revocation_endpoint',
    ] as const)
      expect(doc[key]).toBe(
        `${await signInPagesOf(api.baseUrl, 'cognito')}${new URL(COGNITO_DISCOVERY[key]).pathname}`,
      );
    expect(doc.jwks_uri).toBe(`${issuer}/.well-known/jwks.json`);
  });

  test("the hosted sign-in and token endpoints are on the pool's domain, an origin apart from the issuer's", async () => {
    const doc = await discover(api.baseUrl, 'cognito');
    const issuer = new URL(issuerOf(api.baseUrl, 'cognito'));
    const domain = new URL(doc.authorization_endpoint!);
    expect(domain.origin).not.toBe(issuer.origin);
    for (const key of ['token_endpoint', 'userinfo_endpoint', 'revocation_endpoint'])
      expect(new URL(doc[key]!).origin).toBe(domain.origin);
    // Neither answers for the other: the issuer has no sign-in page, the domain no discovery document or keys.
    const at = (origin: string, path: string) =>
      fetch(`${origin}${issuer.pathname}${path}`, { redirect: 'manual' }).then((r) => r.status);
    expect(await at(issuer.origin, '/oauth2/authorize?client_id=portal-cognito')).toBe(404);
    expect(await at(issuer.origin, '/logout?client_id=portal-cognito')).toBe(404);
    expect(await at(domain.origin, '/.well-known/openid-configuration')).toBe(404);
    expect(await at(domain.origin, '/.well-known/jwks.json')).toBe(404);
  });

  test("issues Cognito's access token (token_use, client_id, username, no aud) and ID token (cognito:username)", async () => {
    const { tokens, claims } = await signInAva();
    // Cognito's token response: the three tokens, their type and lifetime.
    expect(Object.keys(tokens).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'token_type',
    ]);
    const access = jwtClaims(tokens.access_token);
    const expected = Object.keys(COGNITO_ACCESS_TOKEN).filter((k) => !COGNITO_ACCESS_NOT_COPIED.includes(k));
    expect(Object.keys(access).sort()).toEqual(expected.sort());
    expect(access).not.toHaveProperty('aud');
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: 'portal-cognito',
      iss: issuerOf(api.baseUrl, 'cognito'),
      username: access.sub,
      scope: 'openid email profile aws.cognito.signin.user.admin',
    });
    expect(Object.keys(headerOf(tokens.access_token)).sort()).toEqual(['alg', 'kid']);
    for (const key of Object.keys(COGNITO_ID_TOKEN)) expect(claims).toHaveProperty([key]);
    expect(claims).toMatchObject({ token_use: 'id', aud: 'portal-cognito', 'cognito:username': claims.sub });
    expect(claims['custom:provider']).toBe('up-online');
    // The user's groups, in both tokens: the provider's students are the group named by its slug.
    expect(claims['cognito:groups']).toEqual(['up-online']);
    expect(access['cognito:groups']).toEqual(['up-online']);
    // The API takes the pool's access token.
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);
  });

  test('the API takes only access tokens the pool signed, of its issuer and client, unchanged and not expired', async () => {
    const { tokens } = await signInAva();
    const student = (token: string) => apiGet(api.baseUrl, 'v1/secure/student', token).then((r) => r.status);
    expect(await student(tokens.access_token)).toBe(200);
    const claims = jwtClaims(tokens.access_token);
    const { kid } = headerOf(tokens.access_token) as { kid: string };
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // The pool's own signing key (the data folder's), to sign what only a wrong claim should refuse.
    const saved = JSON.parse(readFileSync(join(dataDir, KEYS_FILE), 'utf8')) as { jwks: { keys: object[] } };
    const poolKey = createPrivateKey({ key: saved.jwks.keys[0] as never, format: 'jwk' });
    const signed = (changes: Record<string, unknown>, key: KeyObject = poolKey) => {
      const unsigned = `${encode({ alg: 'RS256', kid })}.${encode({ ...claims, ...changes })}`;
      return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
    };
    expect(await student(signed({}))).toBe(200);

    const refused = {
      'another account in the payload': `${header}.${encode({ ...claims, sub: 'acct-other' })}.${signature}`,
      'no signature (alg none)': `${encode({ alg: 'none', kid })}.${payload}.`,
      'another key, the same kid': signed({}, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
      expired: signed({ exp: Math.floor(Date.now() / 1000) - 60 }),
      'no expiry': signed({ exp: undefined }),
      'another issuer': signed({ iss: issuerOf(api.baseUrl, 'aad') }),
      'another client': signed({ client_id: 'portal-aad' }),
      'an ID token': signed({ token_use: 'id' }),
    };
    for (const [what, token] of Object.entries(refused))
      expect([what, await student(token)]).toEqual([what, 401]);
  });

  test('/oauth2/revoke takes refresh tokens only, and revoking one ends the access tokens issued with it', async () => {
    const { tokens } = await signInAva();
    const doc = await discover(api.baseUrl, 'cognito');
    const revoke = (token: string, hint?: string) =>
      fetch(
        doc.revocation_endpoint!,
        form({ token, client_id: 'portal-cognito', ...(hint ? { token_type_hint: hint } : {}) }),
      );
    const accessRevoked = await revoke(tokens.access_token, 'access_token');
    expect(accessRevoked.status).toBe(400);
    expect(await accessRevoked.json()).toMatchObject({ error: 'unsupported_token_type' });
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);

    expect((await revoke(tokens.refresh_token!, 'refresh_token')).status).toBe(200);
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(401);
    const after = await refresh(doc.token_endpoint!, 'portal-cognito', tokens.refresh_token!);
    expect([after.status, ((await after.json()) as { error?: string }).error]).toEqual([
      400,
      'invalid_grant',
    ]);
  });

  test('refresh tokens are not rotated and live 30 days', async () => {
    const { tokens, claims } = await signInAva();
    const doc = await discover(api.baseUrl, 'cognito');
    for (let i = 0; i < 2; i += 1) {
      const res = await refresh(doc.token_endpoint!, 'portal-cognito', tokens.refresh_token!);
      expect(res.status).toBe(200);
      // Cognito's refresh answer has new access and ID tokens and no refresh token.
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'token_type']);
    }
    const seconds = await storedRefreshTokenSeconds('cognito', String(claims.sub));
    expect(seconds.length).toBeGreaterThan(0);
    for (const s of seconds) expect(Math.abs(s - 30 * 24 * 3600)).toBeLessThan(120);
  });

  test('an app client with refresh-token rotation gets a new refresh token at each refresh, and ID tokens with a new auth_time', async () => {
    const clientId = ROTATING_USER_POOL_CLIENT_ID;
    const { tokens, claims } = await signIn({
      baseUrl: api.baseUrl,
      group: 'cognito',
      email: AVA,
      password: DEMO_PASSWORD,
      origin: UP_ONLINE,
      clientId,
    });
    const doc = await discover(api.baseUrl, 'cognito');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a later second than the sign-in's
    const res = await refresh(doc.token_endpoint!, clientId, tokens.refresh_token!);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'token_type',
    ]);
    expect(body.refresh_token).not.toBe(tokens.refresh_token);
    // Cognito with rotation: the refreshed ID token's auth_time is the refresh's, not the sign-in's.
    const refreshed = jwtClaims(body.id_token!);
    expect(refreshed.sub).toBe(claims.sub);
    expect(Number(refreshed.auth_time)).toBeGreaterThan(Number(claims.auth_time));
    expect((await apiGet(api.baseUrl, 'v1/secure/student', body.access_token!)).status).toBe(200);
    // The portal's own client keeps its refresh token and the sign-in's auth_time.
    const own = await signInAva();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const kept = (await (
      await refresh(doc.token_endpoint!, 'portal-cognito', own.tokens.refresh_token!)
    ).json()) as Record<string, string>;
    expect(kept).not.toHaveProperty('refresh_token');
    expect(jwtClaims(kept.id_token!).auth_time).toBe(own.claims.auth_time);
  });

  test('/logout takes client_id and logout_uri, ends the sign-in session (not the tokens), and comes back with no state', async () => {
    const { tokens, jar } = await signInAva();
    const logout = new URL(`${await signInPagesOf(api.baseUrl, 'cognito')}/logout`);
    logout.search = new URLSearchParams({
      client_id: 'portal-cognito',
      logout_uri: `${UP_ONLINE}/signout`,
      // Not Cognito's parameters: not read.
      state: 'ignored',
      post_logout_redirect_uri: `${UP_ONLINE}/`,
      id_token_hint: tokens.id_token,
    }).toString();
    expect(await followSignOut(logout.href, jar)).toEqual({ status: 303, location: `${UP_ONLINE}/signout` });
    // Signing in again asks for the password: the hosted sign-in's session has ended.
    expect(await asksForPassword('cognito', UP_ONLINE, jar)).toBe(true);
    const doc = await discover(api.baseUrl, 'cognito');
    // The tokens stay valid (Cognito's /logout does not revoke them) until the refresh token is revoked.
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);
    expect((await refresh(doc.token_endpoint!, 'portal-cognito', tokens.refresh_token!)).status).toBe(200);
    await fetch(
      doc.revocation_endpoint!,
      form({ token: tokens.refresh_token!, client_id: 'portal-cognito' }),
    );
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(401);
  });

  test('/logout refuses a logout_uri that is not a sign-out URL of the client; there is no RP-initiated logout', async () => {
    const issuer = await signInPagesOf(api.baseUrl, 'cognito');
    const bad = await fetch(
      `${issuer}/logout?client_id=portal-cognito&logout_uri=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('redirect_mismatch');
    const noClient = await fetch(
      `${issuer}/logout?logout_uri=${encodeURIComponent(`${UP_ONLINE}/signout`)}`,
      { redirect: 'manual' },
    );
    expect(noClient.status).toBe(400);
    for (const path of ['/session/end', '/oidc-logout'])
      expect((await fetch(`${issuer}${path}`, { redirect: 'manual' })).status).toBe(404);
  });

  test('prompt=none is not supported: the sign-in page is shown, not a response without one', async () => {
    const auth = await authorizationUrl(api.baseUrl, 'cognito', {
      origin: UP_ONLINE,
      scope: 'openid',
      extra: { prompt: 'none' },
    });
    const res = await fetch(auth, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/idp\/cognito\/interaction\//);
  });

  test('ChangePassword needs the aws.cognito.signin.user.admin scope in the access token', async () => {
    const { tokens } = await signInAva('openid email profile');
    expect(jwtClaims(tokens.access_token).scope).toBe('openid email profile');
    const res = await fetch(`${api.baseUrl}/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.ChangePassword',
      },
      body: JSON.stringify({
        AccessToken: tokens.access_token,
        PreviousPassword: DEMO_PASSWORD,
        ProposedPassword: 'Another-pass-1',
      }),
    });
    expect([res.status, await res.json()]).toEqual([
      400,
      { __type: 'NotAuthorizedException', message: 'Access Token does not have required scopes' },
    ]);
  });
});

describe('the directory (aad) as Microsoft Entra ID v2.0', () => {
  const signInHemi = () =>
    signIn({ baseUrl: api.baseUrl, group: 'aad', email: HEMI, password: DEMO_PASSWORD, origin: YOOBEE });

  test("publishes Entra's discovery document: the tenant's issuer, no revocation_endpoint", async () => {
    const doc = await discover(api.baseUrl, 'aad');
    const expected = Object.keys(ENTRA_DISCOVERY).filter((k) => !ENTRA_NOT_COPIED.includes(k));
    expect(Object.keys(doc).sort()).toEqual(expected.sort());
    expect(doc).not.toHaveProperty('revocation_endpoint');
    expect(doc.issuer).toBe(`${api.baseUrl}/idp/aad/${LOCAL_TENANT_ID}/v2.0`);
    expect(doc.issuer).toMatch(/\/[0-9a-f-]{36}\/v2\.0$/);
    expect(doc.end_session_endpoint).toMatch(/\/oauth2\/v2\.0\/logout$/);
    expect(doc.authorization_endpoint).toMatch(/\/oauth2\/v2\.0\/authorize$/);
  });

  test('issues ID tokens with oid, tid and preferred_username', async () => {
    const { claims } = await signInHemi();
    for (const key of Object.keys(ENTRA_ID_TOKEN)) expect(claims).toHaveProperty([key]);
    expect(claims).toMatchObject({
      iss: issuerOf(api.baseUrl, 'aad'),
      aud: 'portal-aad',
      tid: LOCAL_TENANT_ID,
      preferred_username: HEMI,
      roles: ['yoobee'],
    });
  });

  test('the subject is pairwise: the user for this app only, not the object id; oid and tid name the person', async () => {
    const { claims } = await signInHemi();
    const again = (await signInHemi()).claims;
    expect(claims.sub).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(claims.sub).not.toBe(claims.oid);
    expect(again.sub).toBe(claims.sub);
    expect(pairwiseSubject('portal-aad', String(claims.oid))).toBe(claims.sub);
    expect(pairwiseSubject('another-app', String(claims.oid))).not.toBe(claims.sub);
    expect(claims).not.toHaveProperty('provider');
  });

  test('gives a refresh token only when offline_access is asked for', async () => {
    const without = await signIn({
      baseUrl: api.baseUrl,
      group: 'aad',
      email: HEMI,
      password: DEMO_PASSWORD,
      origin: YOOBEE,
      scope: 'openid email profile',
    });
    expect(without.tokens.access_token).toEqual(expect.any(String));
    expect(without.tokens).not.toHaveProperty('refresh_token');
    expect((await signInHemi()).tokens.refresh_token).toEqual(expect.any(String));
  });

  test("the API takes only access tokens for it: its app id the audience, its scope granted (not Microsoft Graph's)", async () => {
    const graph = await signIn({
      baseUrl: api.baseUrl,
      group: 'aad',
      email: HEMI,
      password: DEMO_PASSWORD,
      origin: YOOBEE,
      scope: 'openid email profile offline_access',
    });
    expect((await apiGet(api.baseUrl, 'v1/secure/student', graph.tokens.access_token)).status).toBe(401);
    const { tokens } = await signInHemi();
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);
  });

  test("the token answer's scope names the access token's scopes only; a refresh that asks for them alone gets no ID token", async () => {
    const { tokens, claims } = await signInHemi();
    expect(tokens.scope).toBe(PORTAL_API_SCOPE);
    expect(claims.login_hint).toEqual(expect.any(String));
    const doc = await discover(api.baseUrl, 'aad');
    const asked = (scope: string) =>
      fetch(
        doc.token_endpoint!,
        form({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: 'portal-aad',
          scope,
        }),
      ).then((res) => res.json() as Promise<Record<string, string>>);
    const apiOnly = await asked(tokens.scope!);
    expect(apiOnly).not.toHaveProperty('id_token');
    expect(apiOnly.scope).toBe(PORTAL_API_SCOPE);
    const whole = await asked(scopeOf('aad'));
    expect(jwtClaims(whole.id_token!).sub).toBe(claims.sub);
    expect(whole.scope).toBe(PORTAL_API_SCOPE);
    expect((await apiGet(api.baseUrl, 'v1/secure/student', whole.access_token!)).status).toBe(200);
  });

  test('refresh tokens are replaced at each use, within 24 hours of sign-in', async () => {
    const { tokens, claims } = await signInHemi();
    const doc = await discover(api.baseUrl, 'aad');
    let current = tokens.refresh_token!;
    const seen = new Set([current]);
    for (let i = 0; i < 2; i += 1) {
      const res = await refresh(doc.token_endpoint!, 'portal-aad', current);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { refresh_token: string; access_token: string };
      expect(seen.has(body.refresh_token)).toBe(false);
      seen.add(body.refresh_token);
      current = body.refresh_token;
      expect((await apiGet(api.baseUrl, 'v1/secure/student', body.access_token)).status).toBe(200);
    }
    // The used ones are not revoked (Entra ID): a tab that still holds one can renew with it.
    expect((await refresh(doc.token_endpoint!, 'portal-aad', tokens.refresh_token!)).status).toBe(200);
    const seconds = await storedRefreshTokenSeconds('aad', String(claims.oid));
    expect(seconds.length).toBeGreaterThan(0);
    for (const s of seconds) {
      expect(s).toBeLessThanOrEqual(24 * 3600);
      expect(s).toBeGreaterThan(24 * 3600 - 120);
    }
  });

  test('has no token revocation; logout takes post_logout_redirect_uri and logout_hint and returns the state', async () => {
    const { tokens, jar } = await signInHemi();
    const issuer = issuerOf(api.baseUrl, 'aad');
    expect(
      (
        await fetch(
          `${issuer}/token/revocation`,
          form({ token: tokens.refresh_token!, client_id: 'portal-aad' }),
        )
      ).status,
    ).toBe(404);
    const doc = await discover(api.baseUrl, 'aad');
    const end = new URL(doc.end_session_endpoint!);
    end.search = new URLSearchParams({
      post_logout_redirect_uri: `${YOOBEE}/signout`,
      logout_hint: HEMI,
      id_token_hint: tokens.id_token,
      state: 'bye',
    }).toString();
    expect(await followSignOut(end.href, jar)).toEqual({
      status: 303,
      location: `${YOOBEE}/signout?state=bye`,
    });
    // The sign-in session has ended; the access token, a JWT Entra ID cannot revoke, works until it expires, and
    // the refresh token too (Entra ID's sign-out revokes nothing).
    expect(await asksForPassword('aad', YOOBEE, jar)).toBe(true);
    expect((await apiGet(api.baseUrl, 'v1/secure/student', tokens.access_token)).status).toBe(200);
    expect((await refresh(doc.token_endpoint!, 'portal-aad', tokens.refresh_token!)).status).toBe(200);
  });
});

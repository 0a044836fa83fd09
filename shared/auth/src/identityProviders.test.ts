// The OIDC sign-in against the two kinds of identity provider the portal meets (jsdom, oidc-client-ts itself):
// an Amazon Cognito user pool (no end_session_endpoint, /logout with client_id and logout_uri, /oauth2/revoke
// for refresh tokens only, refresh answers without a refresh token) and Microsoft Entra ID v2.0 (no revocation
// endpoint, refresh tokens replaced at each use). Each IdP is a fake at the network boundary, shaped as its
// vendor documents it; the browser's navigation away (jsdom does not follow it) is what the strategy asks for.
import { webcrypto } from 'node:crypto';
import { User, type OidcClient, type SignoutRequest } from 'oidc-client-ts';
import { DEFAULT_CONFIG, authorityFor, getProvider, type PortalConfig } from '@portal/config';
import { wrongIssuer } from './issuer';
import { createOidcSignIn } from './oidcSignIn';
import { forgetPendingSignOut, markSignOutPending, signOutPending, signOutToFinish } from './pendingSignOut';
import { NOTICE_KEY, SIGN_OUT_RETURN_KEY, keepSignOutReturn, signOutUnderWay } from './signInStorage';
import type { SessionChannel } from './sessionChannel';
import { createUserManager } from './userManager';

if (!globalThis.crypto.subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

const config: PortalConfig = { ...DEFAULT_CONFIG, requestTimeoutMs: 1_000 };
const cognito = {
  provider: getProvider('up-online'),
  authority: authorityFor(config, getProvider('up-online')),
};
const entra = { provider: getProvider('yoobee'), authority: authorityFor(config, getProvider('yoobee')) };
type Idp = typeof cognito;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Discovery documents as each vendor publishes them (their endpoints under the local issuer). */
const metadataOf = (idp: Idp): Record<string, unknown> => {
  const issuer = idp.authority.authority;
  return idp === cognito
    ? {
        issuer,
        authorization_endpoint: `${issuer}/oauth2/authorize`,
        token_endpoint: `${issuer}/oauth2/token`,
        userinfo_endpoint: `${issuer}/oauth2/userInfo`,
        revocation_endpoint: `${issuer}/oauth2/revoke`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
      }
    : {
        issuer,
        authorization_endpoint: `${issuer}/oauth2/v2.0/authorize`,
        token_endpoint: `${issuer}/oauth2/v2.0/token`,
        end_session_endpoint: `${issuer}/oauth2/v2.0/logout`,
        jwks_uri: `${issuer}/discovery/v2.0/keys`,
      };
};

/** An ID token (unsigned: oidc-client-ts reads it, the IdP's signature is the server's business). */
const idToken = (claims: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, iat: 0, ...claims }),
  ).toString('base64url')}.`;

let metadata: Record<string, unknown>;
/** How the IdP's addresses answer: as the IdP (up), refused (the network is down), or never. */
let idpState: 'up' | 'refused' | 'silent';
let tokenResponses: { status: number; body: unknown }[];
let revocationResponse: (form: URLSearchParams) => Response | Promise<Response>;
const requests: { method: string; url: string; form?: URLSearchParams }[] = [];

function fakeIdp(idp: Idp) {
  metadata = metadataOf(idp);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const form =
      typeof init?.body === 'string' || init?.body instanceof URLSearchParams
        ? new URLSearchParams(String(init.body))
        : undefined;
    requests.push({ method: init?.method ?? 'GET', url, ...(form ? { form } : {}) });
    if (idpState !== 'up' && new URL(url).origin === new URL(idp.authority.authority).origin)
      return idpState === 'refused'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<Response>(() => undefined);
    if (url === `${idp.authority.authority}/.well-known/openid-configuration`) return json(200, metadata);
    if (url === metadata.token_endpoint) {
      const answer = tokenResponses.shift() ?? { status: 500, body: {} };
      return json(answer.status, answer.body);
    }
    if (url === metadata.revocation_endpoint) return revocationResponse(form!);
    return json(404, {});
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  requests.length = 0;
  idpState = 'up';
  forgetPendingSignOut();
  window.localStorage.clear();
  tokenResponses = [];
  // Cognito's /oauth2/revoke: refresh tokens only.
  revocationResponse = (form) =>
    form.get('token')?.startsWith('refresh')
      ? new Response(null, { status: 200 })
      : json(400, { error: 'unsupported_token_type' });
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/payments?page=2');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "Not implemented: navigation"
});
afterEach(() => jest.restoreAllMocks());

const storageKeyOf = (idp: Idp) => `oidc.user:${idp.authority.authority}:${idp.authority.clientId}`;

/** A session in this tab whose access token expires in `expiresIn` seconds. */
function storeUser(
  idp: Idp,
  expiresIn: number,
  refreshToken: string | null = 'refresh-1',
  { claims = {}, scope = idp.authority.scope }: { claims?: Record<string, unknown>; scope?: string } = {},
) {
  const user = new User({
    access_token: 'access-1',
    id_token: idToken({ iss: idp.authority.authority, aud: idp.authority.clientId, ...claims }),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    token_type: 'Bearer',
    scope,
    profile: { sub: 'u1', iss: idp.authority.authority, aud: idp.authority.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });
  window.sessionStorage.setItem(storageKeyOf(idp), user.toStorageString());
}
const storedUser = (idp: Idp) =>
  JSON.parse(window.sessionStorage.getItem(storageKeyOf(idp)) ?? 'null') as { refresh_token?: string } | null;

function strategy(idp: Idp) {
  fakeIdp(idp);
  const channel: SessionChannel & { post: jest.Mock } = {
    post: jest.fn(),
    subscribe: () => () => undefined,
    close: () => undefined,
  };
  const leave = jest.fn();
  const um = createUserManager(config, idp.provider);
  const signIn = createOidcSignIn(async () => um, idp.authority, config, channel, {
    userPool: idp === cognito,
    leave,
  });
  return { signIn, channel, leave, um };
}

/** oidc-client-ts's stored states (sign-in 'si:r', sign-out 'so:r'). */
const storedStates = () =>
  Object.keys(window.sessionStorage)
    .filter((key) => key.startsWith('oidc.') && !key.startsWith('oidc.user:'))
    .map((key) => ({
      id: key.slice('oidc.'.length),
      ...(JSON.parse(window.sessionStorage.getItem(key)!) as { request_type: string; data?: unknown }),
    }));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};
const revocations = () => requests.filter((r) => r.url === metadata.revocation_endpoint);

describe('the default settings', () => {
  it("ask a user pool for the scope its ChangePassword needs, and sign out each group in its IdP's way", () => {
    expect(cognito.authority.scope.split(' ')).toContain('aws.cognito.signin.user.admin');
    expect(cognito.authority.signOutStyle).toBe('cognito');
    expect(entra.authority.signOutStyle).toBe('oidc');
  });
});

describe('signing out of a Cognito user pool', () => {
  it('revokes only the refresh token, then leaves for /logout with client_id and logout_uri', async () => {
    storeUser(cognito, 3600);
    const { signIn, channel, leave } = strategy(cognito);
    await signIn.restore();
    void signIn.signOut('/signoutLms');
    await until(() => leave.mock.calls.length === 1);
    expect(revocations().map((r) => [r.form?.get('token'), r.form?.get('token_type_hint')])).toEqual([
      ['refresh-1', 'refresh_token'],
    ]);
    const logout = new URL(leave.mock.calls[0][0] as string);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${cognito.authority.authority}/logout`);
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      client_id: cognito.authority.clientId,
      logout_uri: `${window.location.origin}/signout`,
    });
    expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
    expect(window.sessionStorage.getItem(storageKeyOf(cognito))).toBeNull();
    expect(window.sessionStorage.getItem(SIGN_OUT_RETURN_KEY)).toBe('/signoutLms');
    expect(signOutUnderWay()).toBe(true); // the landing shows the sign-out's pending message
  });

  it('the post-logout landing, reached with no state, comes back to the path the sign-out asked for', async () => {
    window.sessionStorage.setItem(SIGN_OUT_RETURN_KEY, '/signoutLms');
    window.history.replaceState(null, '', '/signout');
    const { signIn, channel } = strategy(cognito);
    await expect(signIn.completeSignOut()).resolves.toEqual({ returnTo: '/signoutLms' });
    expect(window.sessionStorage.getItem(SIGN_OUT_RETURN_KEY)).toBeNull();
    expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
    // Once only: a later visit of the landing goes on to the learning platform.
    await expect(signIn.completeSignOut()).resolves.toEqual({});
  });

  it("the landing comes back to the path even when its response's Clear-Site-Data emptied the tab's storage", async () => {
    window.history.replaceState(null, '', '/signoutLms');
    keepSignOutReturn('/signoutLms');
    // Only the landing's path is sent the cookie.
    expect(document.cookie).not.toContain('signOutReturnTo');
    window.sessionStorage.clear(); // Clear-Site-Data: "storage"
    window.history.replaceState(null, '', '/signout');
    const { signIn } = strategy(cognito);
    await expect(signIn.completeSignOut()).resolves.toEqual({ returnTo: '/signoutLms' });
    // Once only, and nothing left behind.
    expect(document.cookie).not.toContain('signOutReturnTo');
    await expect(signIn.completeSignOut()).resolves.toEqual({});
  });

  it('a kept path that is not a same-origin path is not followed', async () => {
    window.sessionStorage.setItem(SIGN_OUT_RETURN_KEY, '//evil.example/');
    window.history.replaceState(null, '', '/signout');
    await expect(strategy(cognito).signIn.completeSignOut()).resolves.toEqual({});
  });
});

describe('signing out of Entra ID', () => {
  it('with no revocation endpoint revokes nothing and ends the session with RP-initiated logout', async () => {
    storeUser(entra, 3600);
    const { signIn, channel } = strategy(entra);
    await signIn.restore();
    void signIn.signOut('/signoutLms');
    await until(() => storedStates().some((s) => s.request_type === 'so:r'));
    expect(revocations()).toEqual([]);
    expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
    expect(storedStates().find((s) => s.request_type === 'so:r')?.data).toEqual({ returnTo: '/signoutLms' });
  });
  it("passes the ID token's login_hint as logout_hint, so Entra ID does not ask which account", async () => {
    storeUser(entra, 3600);
    const stored = JSON.parse(window.sessionStorage.getItem(storageKeyOf(entra))!);
    stored.profile.login_hint = 'O.hint-of-hemi';
    window.sessionStorage.setItem(storageKeyOf(entra), JSON.stringify(stored));
    fakeIdp(entra);
    const um = createUserManager(config, entra.provider);
    const signoutRedirect = jest.spyOn(um, 'signoutRedirect');
    const signIn = createOidcSignIn(async () => um, entra.authority, config);
    await signIn.restore();
    void signIn.signOut('/signoutLms');
    await until(() => signoutRedirect.mock.calls.length === 1);
    expect(signoutRedirect.mock.calls[0]?.[0]).toMatchObject({
      extraQueryParams: { provider: 'yoobee', logout_hint: 'O.hint-of-hemi' },
    });
  });
});

describe('a revocation that fails never fails the sign-out', () => {
  for (const [name, answer] of [
    ['refused with an error', () => json(400, { error: 'unsupported_token_type' })],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['never answering', () => new Promise<Response>(() => undefined)],
  ] as const) {
    it(`(${name}): the IdP's session is still ended`, async () => {
      storeUser(entra, 3600);
      const { signIn } = strategy(entra);
      metadata.revocation_endpoint = `${entra.authority.authority}/revoke`;
      revocationResponse = answer;
      await signIn.restore();
      const outcome = signIn.signOut('/signoutLms').then(
        () => 'settled',
        (error: unknown) => `failed: ${String(error)}`,
      );
      await until(() => storedStates().some((s) => s.request_type === 'so:r'));
      expect(await Promise.race([outcome, Promise.resolve('pending')])).not.toMatch(/^failed/);
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringMatching(/could not be revoked; signing out anyway/),
        expect.anything(),
      );
    });
  }
});

describe('renewal', () => {
  const refreshes = () =>
    requests.filter((r) => r.url === metadata.token_endpoint).map((r) => r.form?.get('refresh_token'));

  it("keeps a Cognito refresh token that the refresh's answer does not repeat", async () => {
    storeUser(cognito, 30);
    const { signIn } = strategy(cognito);
    const access = (n: number) => ({
      access_token: `access-${n}`,
      id_token: idToken({ iss: cognito.authority.authority, aud: cognito.authority.clientId }),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    tokenResponses = [
      { status: 200, body: access(2) },
      { status: 200, body: access(3) },
    ];
    await signIn.restore();
    expect((await signIn.renew())?.tokens?.accessToken).toBe('access-2');
    expect(storedUser(cognito)?.refresh_token).toBe('refresh-1');
    expect((await signIn.renew())?.tokens?.accessToken).toBe('access-3');
    expect(refreshes()).toEqual(['refresh-1', 'refresh-1']);
  });

  it("uses Entra ID's replacement refresh token for the next renewal", async () => {
    storeUser(entra, 30);
    const { signIn } = strategy(entra);
    const answer = (n: number) => ({
      access_token: `access-${n}`,
      refresh_token: `refresh-${n}`,
      id_token: idToken({ iss: entra.authority.authority, aud: entra.authority.clientId }),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    tokenResponses = [
      { status: 200, body: answer(2) },
      { status: 200, body: answer(3) },
    ];
    await signIn.restore();
    await signIn.renew();
    expect(storedUser(entra)?.refresh_token).toBe('refresh-2');
    await signIn.renew();
    expect(refreshes()).toEqual(['refresh-1', 'refresh-2']);
  });

  it("asks Entra ID for the portal's whole scope, not the API's scope its last answer named, and gets a new ID token", async () => {
    const apiScope = entra.authority.scope.split(' ').find((s) => s.startsWith('api://'))!;
    // Entra ID's token answer names the access token's scopes only: oidc-client-ts stores that.
    storeUser(entra, 30, 'refresh-1', { scope: apiScope });
    const { signIn } = strategy(entra);
    const fresh = idToken({ iss: entra.authority.authority, aud: entra.authority.clientId, iat: 2 });
    tokenResponses = [
      {
        status: 200,
        body: { access_token: 'access-2', refresh_token: 'refresh-2', id_token: fresh, scope: apiScope },
      },
    ];
    await signIn.restore();
    expect((await signIn.renew())?.tokens?.idToken).toBe(fresh);
    const refresh = requests.find((r) => r.url === metadata.token_endpoint);
    expect(refresh?.form?.get('scope')).toBe(entra.authority.scope);
    expect(entra.authority.scope.split(' ')).toEqual(expect.arrayContaining(['openid', apiScope]));
  });

  it('a user pool with refresh-token rotation: a refreshed ID token with a later auth_time is kept; another sub is not', async () => {
    storeUser(cognito, 30, 'refresh-1', { claims: { auth_time: 100 } });
    const { signIn } = strategy(cognito);
    const answer = (n: number, claims: Record<string, unknown>) => ({
      access_token: `access-${n}`,
      refresh_token: `refresh-${n}`,
      id_token: idToken({ iss: cognito.authority.authority, aud: cognito.authority.clientId, ...claims }),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    tokenResponses = [
      { status: 200, body: answer(2, { auth_time: 200 }) },
      { status: 200, body: answer(3, { auth_time: 300, sub: 'someone-else' }) },
    ];
    await signIn.restore();
    expect((await signIn.renew())?.tokens?.accessToken).toBe('access-2');
    expect(storedUser(cognito)?.refresh_token).toBe('refresh-2');
    // Another person's ID token is no renewal of this session: the student signs in again.
    void signIn.renew();
    await until(() => storedStates().some((s) => s.request_type === 'si:r'));
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBe('renewalFailed');
  });

  it('a refresh token past its lifetime sends the student to sign in again, back to the same page', async () => {
    storeUser(entra, 30);
    const { signIn } = strategy(entra);
    tokenResponses = [
      { status: 400, body: { error: 'invalid_grant', error_description: 'refresh token is expired' } },
    ];
    await signIn.restore();
    void signIn.renew();
    await until(() => storedStates().some((s) => s.request_type === 'si:r'));
    expect(storedStates().find((s) => s.request_type === 'si:r')?.data).toEqual({
      returnTo: '/payments?page=2',
    });
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBe('renewalFailed');
  });

  it('a session without a refresh token signs in again at once, with no hidden prompt=none frame', async () => {
    storeUser(cognito, -60, null);
    const { signIn } = strategy(cognito);
    void signIn.restore();
    await until(() => storedStates().some((s) => s.request_type === 'si:r'));
    expect(storedStates().find((s) => s.request_type === 'si:r')?.data).toEqual({
      returnTo: '/payments?page=2',
    });
    expect(document.querySelector('iframe')).toBeNull();
    expect(requests.filter((r) => r.url === metadata.token_endpoint)).toEqual([]);
  });
});

describe('a response from another issuer (mix-up) is refused', () => {
  /** Starts a sign-in in this tab and comes back with `params` added to the code and state. */
  async function comeBack(idp: Idp, params: Record<string, string>) {
    const { signIn } = strategy(idp);
    // jsdom does not leave: the way to the sign-in page ends at the time limit, after this test.
    signIn.signIn('/payments').catch(() => undefined);
    await until(() => storedStates().some((s) => s.request_type === 'si:r'));
    const { id } = storedStates().find((s) => s.request_type === 'si:r')!;
    window.history.replaceState(null, '', `/?${new URLSearchParams({ code: 'c1', state: id, ...params })}`);
    requests.length = 0;
    return strategy(idp).signIn.restore();
  }

  it("an authorization answer whose iss is another issuer's: no code exchange, a clear message", async () => {
    const restored = await comeBack(cognito, { iss: entra.authority.authority });
    expect(restored.user).toBeNull();
    expect(restored.failed).toMatchObject({
      step: 'return',
      message: wrongIssuer(entra.authority.authority, cognito.authority.authority),
      returnTo: '/payments',
    });
    expect(requests.filter((r) => r.url === metadata.token_endpoint)).toEqual([]);
  });

  it('an ID token signed by another issuer: the tokens are not kept', async () => {
    tokenResponses = [
      {
        status: 200,
        body: {
          access_token: 'a',
          refresh_token: 'refresh-x',
          id_token: idToken({ iss: 'https://evil.example/', aud: entra.authority.clientId }),
          token_type: 'Bearer',
          expires_in: 3600,
        },
      },
    ];
    const restored = await comeBack(entra, {});
    expect(restored.failed?.message).toBe(wrongIssuer('https://evil.example/', entra.authority.authority));
    expect(window.sessionStorage.getItem(storageKeyOf(entra))).toBeNull();
  });

  it('a discovery document naming another issuer than the authority: sign-in does not start', async () => {
    const { signIn } = strategy(cognito);
    metadata.issuer = 'https://evil.example';
    await expect(signIn.signIn('/payments')).rejects.toMatchObject({
      step: 'start',
      message: wrongIssuer('https://evil.example', cognito.authority.authority),
    });
  });
});

describe('the sign-in service unreachable at sign-out', () => {
  /** The address of the RP-initiated logout oidc-client-ts sends the browser to (jsdom does not follow it). */
  const endSessionUrls = (um: ReturnType<typeof strategy>['um']) => {
    const create = jest.spyOn((um as unknown as { _client: OidcClient })._client, 'createSignoutRequest');
    return async () =>
      Promise.all(
        create.mock.results.map(async (r) => new URL((await (r.value as Promise<SignoutRequest>)).url)),
      );
  };
  const signOutAnswer = (idp: Idp) =>
    idp === cognito
      ? (leave: jest.Mock) => leave.mock.calls.length > 0
      : () => storedStates().some((s) => s.request_type === 'so:r');

  for (const idp of [cognito, entra]) {
    describe(idp === cognito ? 'a Cognito user pool' : 'Entra ID', () => {
      it('refused: the session ends on this device (tokens, storage, other tabs), the reason is given, and the IdP sign-out stays pending', async () => {
        storeUser(idp, 3600);
        window.localStorage.setItem('portal.device.UP-1.draft', 'an unsent answer');
        const { signIn, channel, leave } = strategy(idp);
        const unloaded = jest.fn();
        signIn.subscribe({ loaded: () => undefined, unloaded });
        await signIn.restore();
        idpState = 'refused';
        await expect(signIn.signOut('/signoutLms')).rejects.toMatchObject({
          name: 'SignOutError',
          reason: 'Failed to fetch',
        });
        expect(leave).not.toHaveBeenCalled();
        expect(storedStates().filter((s) => s.request_type === 'so:r')).toEqual([]);
        expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
        expect(unloaded).toHaveBeenCalled();
        expect(window.sessionStorage.length).toBe(0);
        expect(window.localStorage.length).toBe(0);
        expect(signOutPending()).toBe(true);
        // The marker holds no token (the ID token's header is "eyJ..." in base64url), and no return path is left.
        expect(document.cookie).not.toMatch(/refresh-1|access-1|eyJ/);
        expect(document.cookie).toContain('portal.signOutPending=failed');
        expect(signOutToFinish()).toBe(true); // by the next page load
        expect(signOutUnderWay()).toBe(false);
      });

      it('never responding, its discovery document read before: the fresh read fails within the time limit', async () => {
        storeUser(idp, 3600);
        const { signIn } = strategy(idp);
        await signIn.restore();
        tokenResponses = [
          {
            status: 200,
            body: {
              access_token: 'access-2',
              id_token: idToken({ iss: idp.authority.authority, aud: idp.authority.clientId }),
              token_type: 'Bearer',
              expires_in: 3600,
            },
          },
        ];
        await signIn.renew(); // oidc-client-ts keeps the discovery document from here on
        idpState = 'silent';
        const started = Date.now();
        await expect(signIn.signOut('/signoutLms')).rejects.toMatchObject({ reason: 'No answer in time' });
        expect(Date.now() - started).toBeLessThan(config.requestTimeoutMs + 800);
        expect(storedUser(idp)).toBeNull();
        expect(signOutPending()).toBe(true);
      });

      it('the next page load with the IdP still down: signed out (a session still here is ended), the sign-out still pending', async () => {
        markSignOutPending('failed');
        storeUser(idp, 3600); // a sign-out that never came back
        idpState = 'refused';
        const { signIn, leave } = strategy(idp);
        expect(signIn.mayBeSignedIn()).toBe(true);
        await expect(signIn.restore()).resolves.toEqual({ user: null });
        expect(storedUser(idp)).toBeNull();
        expect(leave).not.toHaveBeenCalled();
        expect(signOutPending()).toBe(true);
      });

      it('the next page load with the IdP back: its sign-out first, with no token, then back to this page', async () => {
        markSignOutPending('failed');
        const { signIn, leave, um } = strategy(idp);
        const urls = endSessionUrls(um);
        void signIn.restore();
        await until(() => signOutAnswer(idp)(leave));
        const address = idp === cognito ? new URL(leave.mock.calls[0]![0] as string) : (await urls())[0]!;
        if (idp === cognito)
          expect(Object.fromEntries(address.searchParams)).toEqual({
            client_id: cognito.authority.clientId,
            logout_uri: `${window.location.origin}/signout`,
          });
        else {
          expect(`${address.origin}${address.pathname}`).toBe(metadata.end_session_endpoint);
          expect(address.searchParams.get('client_id')).toBe(entra.authority.clientId);
          expect(address.searchParams.get('post_logout_redirect_uri')).toBe(
            `${window.location.origin}/signout`,
          );
          expect(address.searchParams.has('id_token_hint')).toBe(false);
        }
        expect(address.href).not.toMatch(/eyJ|access|refresh/);
        // The IdP's response reaches the landing (its storage cleared): back to the page, nothing pending.
        window.sessionStorage.clear();
        window.history.replaceState(null, '', '/signout');
        await expect(strategy(idp).signIn.completeSignOut()).resolves.toEqual({
          returnTo: '/payments?page=2',
        });
        expect(signOutPending()).toBe(false);
      });

      it('Sign in with a sign-out pending: sign-in is unavailable while the IdP is down; once back, its sign-out comes first', async () => {
        markSignOutPending('failed');
        idpState = 'refused';
        const { signIn, leave } = strategy(idp);
        await expect(signIn.signIn('/payments')).rejects.toMatchObject({
          step: 'start',
          message: 'Failed to fetch',
        });
        idpState = 'up';
        void signIn.signIn('/payments');
        await until(() => signOutAnswer(idp)(leave));
        expect(storedStates().filter((s) => s.request_type === 'si:r')).toEqual([]);
        window.history.replaceState(null, '', '/signout');
        await expect(signIn.completeSignOut()).resolves.toEqual({ returnTo: '/payments' });
      });

      it('a signed-in-only page asking to sign in while the page leaves to finish the sign-out: it waits, the way back kept', async () => {
        markSignOutPending('failed');
        const { signIn, leave } = strategy(idp);
        void signIn.restore();
        await until(() => signOutAnswer(idp)(leave));
        // The user forgotten on the way (the listeners hear `unloaded`): the page's guard asks to sign in, as the
        // browser leaves (nothing it would ask the IdP for now gets a response on this page).
        idpState = 'silent';
        const signingIn = signIn.signIn('/payments?page=2').then(() => 'settled');
        expect(await Promise.race([signingIn, new Promise((r) => setTimeout(() => r('waiting'), 50))])).toBe(
          'waiting',
        );
        expect(storedStates().filter((s) => s.request_type === 'si:r')).toEqual([]);
        window.sessionStorage.clear();
        window.history.replaceState(null, '', '/signout');
        await expect(strategy(idp).signIn.completeSignOut()).resolves.toEqual({
          returnTo: '/payments?page=2',
        });
      });

      it('the post-logout landing is not a page that finishes a pending sign-out: it is its response', async () => {
        markSignOutPending('failed');
        window.history.replaceState(null, '', '/signout');
        const { signIn, leave } = strategy(idp);
        await expect(signIn.restore()).resolves.toEqual({ user: null });
        expect(leave).not.toHaveBeenCalled();
        expect(storedStates()).toEqual([]);
      });
    });
  }

  it('a sign-out the IdP responds to is pending until its response reaches the landing', async () => {
    storeUser(cognito, 3600);
    const { signIn, leave } = strategy(cognito);
    await signIn.restore();
    void signIn.signOut('/signoutLms');
    await until(() => leave.mock.calls.length === 1);
    expect(signOutPending()).toBe(true);
    window.history.replaceState(null, '', '/signout');
    await signIn.completeSignOut();
    expect(signOutPending()).toBe(false);
  });

  it("a sign-out under way in another tab is not another page load's to finish; one whose response never came is", async () => {
    // Another tab has just left for the IdP's sign-out: this tab loads with its session as it was.
    markSignOutPending('leaving');
    storeUser(cognito, 3600);
    const first = strategy(cognito);
    await expect(first.signIn.restore()).resolves.toMatchObject({
      user: { tokens: { accessToken: 'access-1' } },
    });
    expect(first.leave).not.toHaveBeenCalled();
    // Its response has not come within the round trip (five minutes): the way to the IdP broke, the next load
    // finishes it.
    markSignOutPending('leaving', Date.now() - 301_000);
    expect(signOutToFinish()).toBe(true);
    const later = strategy(cognito);
    void later.signIn.restore();
    await until(() => later.leave.mock.calls.length === 1);
    expect(storedUser(cognito)).toBeNull();
  });

  it('the marker: a state and a time, on every path, for 90 days; nothing else', () => {
    const written: string[] = [];
    const { set } = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      written.push(value);
      set!.call(this, value);
    });
    markSignOutPending('leaving', 1_700_000_000_000);
    markSignOutPending('failed');
    forgetPendingSignOut();
    expect(written).toEqual([
      'portal.signOutPending=leaving.1700000000000; Path=/; Max-Age=7776000; SameSite=Lax',
      'portal.signOutPending=failed; Path=/; Max-Age=7776000; SameSite=Lax',
      'portal.signOutPending=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    expect(signOutPending()).toBe(false);
  });

  for (const answers of [true, false]) {
    it(`a user pool's sign-in domain of its own ${answers ? 'responding' : 'refused'}: asked with no cookie before leaving for its /logout`, async () => {
      storeUser(cognito, 3600);
      const { signIn, leave } = strategy(cognito);
      metadata.authorization_endpoint = 'https://auth.pool.example/oauth2/authorize';
      const idpFetch = globalThis.fetch;
      const asked: RequestInit[] = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).startsWith('https://auth.pool.example/')) return idpFetch(input, init);
        asked.push(init ?? {});
        // An opaque response of any status, or the network's refusal.
        if (answers) return new Response(null, { status: 200 });
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch;
      await signIn.restore();
      const outcome = signIn.signOut('/signoutLms');
      if (answers) {
        await until(() => leave.mock.calls.length === 1);
        expect(new URL(leave.mock.calls[0]![0] as string).origin).toBe('https://auth.pool.example');
      } else {
        await expect(outcome).rejects.toMatchObject({ reason: 'Failed to fetch' });
        expect(leave).not.toHaveBeenCalled();
      }
      expect(asked).toEqual([
        expect.objectContaining({ method: 'HEAD', mode: 'no-cors', credentials: 'omit' }),
      ]);
      // A browser refuses a no-cors request that does not follow redirects ("Failed to fetch").
      expect(asked[0]!.redirect ?? 'follow').toBe('follow');
    });
  }
});

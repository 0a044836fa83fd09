// The OIDC session in a tab (jsdom, oidc-client-ts itself): renewal of an active student, the warning
// for an idle one, the end of an unanswered session, a renewal that fails, and sign-out across tabs. The
// IdP is a fake at the network boundary (discovery, token, revocation); the other tabs are a fake
// session channel. Navigation (the redirects to the IdP) is not followed by jsdom: what the library stores
// before it leaves (its state, with our return path) is what is checked.
import { createHash, webcrypto } from 'node:crypto';
import { User } from 'oidc-client-ts';
import { DEFAULT_CONFIG, getProvider, type PortalConfig } from '@portal/config';
import { createOidcSignIn } from './oidcSignIn';
import { forgetPendingSignOut } from './pendingSignOut';
import type { SessionChannel, SessionMessage } from './sessionChannel';
import type { SignInListener } from './signInStrategy';
import { forgetSignOutReturn, NOTICE_KEY } from './signInStorage';
import { createUserManager } from './userManager';

const provider = getProvider('up-online'); // the user pool (cognito) group
const authority = DEFAULT_CONFIG.auth.cognito;
const issuer = authority.authority;
const storageKey = `oidc.user:${issuer}:${authority.clientId}`;
const config: PortalConfig = { ...DEFAULT_CONFIG, sessionWarningSeconds: 60 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const metadata = {
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  end_session_endpoint: `${issuer}/session/end`,
  revocation_endpoint: `${issuer}/token/revocation`,
  jwks_uri: `${issuer}/jwks`,
};

// PKCE hashes its verifier with Web Crypto, which jsdom lacks: Node's is the same API, but its digest runs on
// a worker thread, outside the fake clock. The digest here resolves as a microtask, so a redirect's steps follow
// the fake clock alone, however busy the machine is.
if (!globalThis.crypto.subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
const digestAtOnce = (algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> => {
  const name = (typeof algorithm === 'string' ? algorithm : algorithm.name).replace('-', '').toLowerCase();
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
  const hash = createHash(name).update(bytes).digest();
  return Promise.resolve(hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength));
};

/** What the token endpoint returns for a refresh. */
let refreshResponse: { status: number; body: unknown };
/** Answers of the token endpoint to the next refreshes, in order, before refreshResponse. */
let refreshAnswers: (() => Response | Promise<Response>)[] = [];
const requests: string[] = [];
/** When each refresh was asked (ms since the epoch, the fake clock's where faked). */
const refreshTimes: number[] = [];
beforeEach(() => {
  requests.length = 0;
  forgetPendingSignOut();
  refreshTimes.length = 0;
  refreshAnswers = [];
  refreshResponse = {
    status: 200,
    body: { access_token: 'access-2', token_type: 'Bearer', expires_in: 3600, refresh_token: 'refresh-1' },
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(`${init?.method ?? 'GET'} ${url.replace(issuer, '')}`);
    if (url.endsWith('/.well-known/openid-configuration')) return json(200, metadata);
    if (url === metadata.token_endpoint) {
      refreshTimes.push(Date.now());
      const next = refreshAnswers.shift();
      return next ? next() : json(refreshResponse.status, refreshResponse.body);
    }
    if (url === metadata.revocation_endpoint) return new Response(null, { status: 200 });
    return json(404, {});
  }) as unknown as typeof fetch;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/payments?page=2');
  jest.spyOn(globalThis.crypto.subtle, 'digest').mockImplementation(digestAtOnce as SubtleCrypto['digest']);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "Not implemented: navigation"
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A session in this tab's storage whose access token expires in `expiresIn` seconds. */
function storeUser(expiresIn: number) {
  const user = new User({
    access_token: 'access-1',
    id_token: 'id-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    scope: authority.scope,
    profile: { sub: 'u1', iss: issuer, aud: authority.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });
  window.sessionStorage.setItem(storageKey, user.toStorageString());
}

/** The other tabs: what this tab posts, and a way to deliver their messages. */
function fakeChannel() {
  let deliver: (message: SessionMessage) => void = () => undefined;
  const channel: SessionChannel & { post: jest.Mock } = {
    post: jest.fn(),
    subscribe: (listener) => {
      deliver = listener;
      return () => undefined;
    },
    close: () => undefined,
  };
  return { channel, fromOtherTab: (message: SessionMessage) => deliver(message) };
}

function listener() {
  const calls: string[] = [];
  const secondsLeft: number[] = [];
  const events: SignInListener = {
    loaded: (user) => calls.push(`loaded ${user.tokens?.accessToken}`),
    unloaded: () => calls.push('unloaded'),
    expiring: (endsAt) => {
      calls.push('expiring');
      secondsLeft.push(Math.round((endsAt - Date.now()) / 1000));
    },
    ended: () => calls.push('ended'),
    signedOutElsewhere: () => calls.push('signedOutElsewhere'),
  };
  return { calls, secondsLeft, events };
}

function strategy(channel?: SessionChannel) {
  const load = jest.fn(async () => createUserManager(config, provider));
  return { load, signIn: createOidcSignIn(load, authority, config, channel) };
}

/** The states oidc-client-ts stored before leaving for the IdP (sign-in 'si:r', sign-out 'so:r'). */
const storedStates = () =>
  Object.keys(window.sessionStorage)
    .filter((key) => key.startsWith('oidc.') && !key.startsWith('oidc.user:'))
    .map(
      (key) => JSON.parse(window.sessionStorage.getItem(key)!) as { request_type: string; data?: unknown },
    );

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('before the session ends', () => {
  it('warns an idle student sessionWarningSeconds ahead, without renewing', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    storeUser(50);
    const { signIn } = strategy();
    const { calls, secondsLeft, events } = listener();
    signIn.subscribe(events);
    expect((await signIn.restore()).user?.tokens?.accessToken).toBe('access-1');
    await jest.advanceTimersByTimeAsync(1_100);
    expect(calls).toEqual(['expiring']);
    expect(secondsLeft[0]).toBeGreaterThanOrEqual(48);
    expect(secondsLeft[0]).toBeLessThanOrEqual(49);
    expect(requests.filter((r) => r.includes('/token'))).toEqual([]);
  });

  it("renews an active student's session without asking", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    storeUser(50);
    const { signIn } = strategy();
    const { calls, events } = listener();
    signIn.subscribe(events);
    await signIn.restore();
    await jest.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })); // the student is here
    await jest.advanceTimersByTimeAsync(1_100);
    expect(requests).toContain('POST /token');
    expect(calls).toEqual(['loaded access-2']);
  });

  it('ends the session in this tab when the warning goes unanswered, leaving the other tabs alone', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    storeUser(3);
    const { signIn } = strategy();
    const { calls, events } = listener();
    signIn.subscribe(events);
    await signIn.restore();
    await jest.advanceTimersByTimeAsync(5_100);
    expect(calls).toEqual(['expiring', 'ended', 'unloaded']);
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
    // Revoking would end the other tabs' sessions too (the IdP revokes the whole grant).
    expect(requests.filter((r) => r.includes('revocation'))).toEqual([]);
  });
});

describe('a renewal that fails', () => {
  beforeEach(() => {
    refreshResponse = {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'grant request is invalid' },
    };
  });

  it('("Stay signed in") sends the student to sign in again and back to this page, with the notice', async () => {
    storeUser(30);
    const { signIn } = strategy();
    await signIn.restore();
    void signIn.renew();
    await until(() => storedStates().some((s) => s.request_type === 'si:r'));
    expect(storedStates()).toEqual([
      expect.objectContaining({ request_type: 'si:r', data: { returnTo: '/payments?page=2' } }),
    ]);
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBe('renewalFailed');
    expect(console.warn).toHaveBeenCalledWith('Session renewal failed; signing in again', expect.anything());
  });

  it('(a stored session found expired) does the same instead of restoring nobody', async () => {
    storeUser(-60);
    const { signIn } = strategy();
    let restored = false;
    void signIn.restore().then(() => (restored = true));
    await until(() => storedStates().some((s) => s.request_type === 'si:r'));
    expect(storedStates()[0]).toMatchObject({ data: { returnTo: '/payments?page=2' } });
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBe('renewalFailed');
    expect(restored).toBe(false); // the page is leaving: no anonymous state in between
  });

  it('an ordinary sign-in forgets a notice left by an abandoned one', async () => {
    window.sessionStorage.setItem(NOTICE_KEY, 'renewalFailed');
    const { signIn } = strategy();
    void signIn.signIn('/files').catch(() => undefined); // jsdom does not leave: its time limit ends it later
    await until(() => storedStates().length === 1);
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBeNull();
  });
});

describe('a renewal that fails for now', () => {
  /** A gateway's answer while the IdP is unavailable: 503 with an HTML page. */
  const unavailable = () =>
    new Response('<html><body>Service Unavailable</body></html>', {
      status: 503,
      headers: { 'Content-Type': 'text/html' },
    });
  const tokenRequests = () => requests.filter((r) => r === 'POST /token');

  /** A session of an active student whose access token expires in `expiresIn` seconds: the renewal starts. */
  async function activeStudent(expiresIn: number, channel?: SessionChannel) {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    storeUser(expiresIn);
    const made = strategy(channel);
    const heard = listener();
    made.signIn.subscribe(heard.events);
    await made.signIn.restore();
    await jest.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })); // the student is typing
    await jest.advanceTimersByTimeAsync(1_100);
    return { ...made, ...heard };
  }

  it('one 503, then the renewal: the student stays on the page, renewed', async () => {
    refreshAnswers = [unavailable];
    const { calls } = await activeStudent(50);
    expect(tokenRequests()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000); // the first wait is at most a second
    expect(tokenRequests()).toHaveLength(2);
    expect(calls).toEqual(['loaded access-2']);
    expect(storedStates()).toEqual([]); // not on the way to sign in
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(storageKey)!).access_token).toBe('access-2');
  });

  it('no response in time, no connection, a 429 or a 502: tried again too', async () => {
    refreshAnswers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(429, {}),
      () => json(502, { message: 'Bad gateway' }),
      () => json(503, { error: 'temporarily_unavailable' }),
    ];
    const { calls } = await activeStudent(58);
    await jest.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    expect(tokenRequests()).toHaveLength(5);
    expect(calls).toEqual(['loaded access-2']);
    expect(storedStates()).toEqual([]);
  });

  it('invalid_grant (the refresh token revoked or expired): no retry, straight to sign in again', async () => {
    refreshResponse = {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'grant request is invalid' },
    };
    await activeStudent(50);
    await jest.advanceTimersByTimeAsync(100);
    expect(storedStates()).toEqual([
      expect.objectContaining({ request_type: 'si:r', data: { returnTo: '/payments?page=2' } }),
    ]);
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBe('renewalFailed');
    expect(tokenRequests()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('an IdP unavailable for good: retries, then signs in again before the token expires; the other tabs are not told', async () => {
    refreshResponse = { status: 503, body: {} };
    const { channel } = fakeChannel();
    const expiresAt = Date.now() + 50_000; // storeUser(50), before the fake clock starts
    await activeStudent(50, channel);
    let leftAt: number | undefined;
    for (let i = 0; i < 120 && leftAt === undefined; i += 1) {
      await jest.advanceTimersByTimeAsync(500);
      if (storedStates().some((s) => s.request_type === 'si:r')) leftAt = Date.now();
    }
    expect(tokenRequests().length).toBeGreaterThanOrEqual(4);
    expect(leftAt).toBeDefined();
    expect(leftAt!).toBeLessThan(expiresAt);
    // Every attempt, with its whole time limit, ended before the expiry.
    expect(Math.max(...refreshTimes) + config.requestTimeoutMs).toBeLessThanOrEqual(expiresAt);
    expect(storedStates()[0]).toMatchObject({ data: { returnTo: '/payments?page=2' } });
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBe('renewalFailed');
    // The other tabs keep their sessions: nothing told, nothing revoked.
    expect(channel.post).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.includes('revocation'))).toEqual([]);
  });

  it('another tab signs out while this one waits to try again: it stops, and shows the sign-out, not the sign-in', async () => {
    refreshResponse = { status: 503, body: {} };
    const { channel, fromOtherTab } = fakeChannel();
    const { calls } = await activeStudent(50, channel);
    expect(tokenRequests()).toHaveLength(1);
    fromOtherTab({ type: 'signedOut' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tokenRequests()).toHaveLength(1);
    expect(calls).toEqual(['signedOutElsewhere', 'unloaded']);
    expect(storedStates()).toEqual([]);
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('the student signs out here while the renewal waits to try again: the sign-out goes on, no sign-in', async () => {
    refreshResponse = { status: 503, body: {} };
    const { signIn } = await activeStudent(50, fakeChannel().channel);
    expect(tokenRequests()).toHaveLength(1);
    void signIn.signOut('/signoutLms');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tokenRequests()).toHaveLength(1);
    expect(storedStates().map((s) => s.request_type)).toEqual(['so:r']);
    expect(window.sessionStorage.getItem(NOTICE_KEY)).toBeNull();
    forgetSignOutReturn();
  });

  it('a renewal whose response comes after another tab signed out is not kept', async () => {
    let answer: (response: Response) => void = () => undefined;
    refreshAnswers = [() => new Promise<Response>((resolve) => (answer = resolve))];
    const { channel, fromOtherTab } = fakeChannel();
    const { calls } = await activeStudent(50, channel);
    expect(tokenRequests()).toHaveLength(1);
    fromOtherTab({ type: 'signedOut' });
    await jest.advanceTimersByTimeAsync(100);
    answer(
      json(200, {
        access_token: 'access-2',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'refresh-1',
      }),
    );
    await jest.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual(['signedOutElsewhere', 'unloaded']);
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
    expect(storedStates()).toEqual([]);
  });

  it('a stored session found expired on load: one 503, then restored, without leaving', async () => {
    refreshAnswers = [unavailable];
    storeUser(-60);
    const { signIn } = strategy();
    const restored = await signIn.restore();
    expect(restored.user?.tokens?.accessToken).toBe('access-2');
    expect(tokenRequests()).toHaveLength(2);
    expect(storedStates()).toEqual([]);
  });
});

describe('signing out', () => {
  it("ends this tab's session when another tab signs out", async () => {
    storeUser(3600);
    const { channel, fromOtherTab } = fakeChannel();
    const { signIn } = strategy(channel);
    const { calls, events } = listener();
    signIn.subscribe(events);
    await signIn.restore();
    fromOtherTab({ type: 'signedOut' });
    await until(() => calls.length === 2);
    expect(calls).toEqual(['signedOutElsewhere', 'unloaded']);
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
    expect(signIn.mayBeSignedIn()).toBe(false);
  });

  it('a tab still restoring its session when another tab signs out does not keep it (its storage may be gone)', async () => {
    storeUser(3600);
    const { channel, fromOtherTab } = fakeChannel();
    const { signIn, load } = strategy(channel);
    let loaded: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    load.mockImplementation(async () => {
      await loading; // oidc-client-ts's chunk still on its way
      return createUserManager(config, provider);
    });
    const { calls, events } = listener();
    signIn.subscribe(events);
    const restored = signIn.restore();
    fromOtherTab({ type: 'signedOut' });
    loaded();
    await expect(restored).resolves.toEqual({ user: null });
    expect(calls).toEqual(['signedOutElsewhere', 'unloaded']);
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('a tab with no session ignores it, without loading oidc-client-ts', async () => {
    const { channel, fromOtherTab } = fakeChannel();
    const { signIn, load } = strategy(channel);
    const { calls, events } = listener();
    signIn.subscribe(events);
    fromOtherTab({ type: 'signedOut' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('revokes the tokens, tells the other tabs and ends the IdP session, to come back to the asked path', async () => {
    storeUser(3600);
    const { channel } = fakeChannel();
    const { signIn } = strategy(channel);
    const { calls, events } = listener();
    signIn.subscribe(events);
    await signIn.restore();
    void signIn.signOut('/signoutLms');
    await until(() => storedStates().some((s) => s.request_type === 'so:r'));
    expect(requests.filter((r) => r.includes('revocation'))).toHaveLength(2);
    expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
    expect(calls).toEqual(['unloaded']); // the revocation's reload of the user is no new session
    const state = storedStates().find((s) => s.request_type === 'so:r')!;
    expect(state.data).toEqual({ returnTo: '/signoutLms' });

    // The IdP comes back to the post-logout landing with the state: it returns the path asked for.
    const id = Object.keys(window.sessionStorage).find(
      (key) => key.startsWith('oidc.') && !key.startsWith('oidc.user:'),
    )!;
    window.history.replaceState(null, '', `/signout?state=${id.slice('oidc.'.length)}`);
    const landing = fakeChannel();
    const afterwards = strategy(landing.channel).signIn;
    await expect(afterwards.completeSignOut()).resolves.toEqual({ returnTo: '/signoutLms' });
    expect(landing.channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
    expect(storedStates()).toEqual([]);
  });

  it('tells the other tabs before the revocation answers: they hold tokens of their own', async () => {
    storeUser(3600);
    const fetchAnswers = globalThis.fetch;
    let answerRevocation: () => void = () => undefined;
    const revocationAnswered = new Promise<void>((resolve) => (answerRevocation = resolve));
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== metadata.revocation_endpoint) return fetchAnswers(input, init);
      await revocationAnswered;
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const { channel } = fakeChannel();
    const { signIn } = strategy(channel);
    await signIn.restore();
    void signIn.signOut('/signoutLms');
    await until(() => channel.post.mock.calls.length === 1);
    expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
    expect(storedStates().some((s) => s.request_type === 'so:r')).toBe(false); // still revoking here
    answerRevocation();
    await until(() => storedStates().some((s) => s.request_type === 'so:r'));
    forgetSignOutReturn(); // the path this sign-out asked to come back to is not the next test's
  });

  it('the post-logout landing of a sign-out started elsewhere forgets the session and tells the other tabs', async () => {
    storeUser(3600);
    window.history.replaceState(null, '', '/signout');
    const { channel } = fakeChannel();
    const { signIn } = strategy(channel);
    await expect(signIn.completeSignOut()).resolves.toEqual({});
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
    expect(channel.post).toHaveBeenCalledWith({ type: 'signedOut' });
  });

  it('a response the landing cannot match still forgets the session and tells the other tabs', async () => {
    window.history.replaceState(null, '', '/signout?state=unknown');
    const { channel } = fakeChannel();
    await expect(strategy(channel).signIn.completeSignOut()).resolves.toEqual({});
    expect(channel.post).toHaveBeenCalled();
  });
});

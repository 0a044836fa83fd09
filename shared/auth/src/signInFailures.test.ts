// Every OIDC sign-in step ends within the time limit (jsdom, oidc-client-ts itself): the IdP's discovery
// refused or silent, its sign-in page not responding to the browser's navigation, and the code exchange on the
// way back failing, refused or silent. The IdP is a fake at the network boundary; jsdom does not follow the
// navigation to the IdP, which is what a sign-in page that never responds looks like from the portal.
import { webcrypto } from 'node:crypto';
import { DEFAULT_CONFIG, getProvider, type PortalConfig } from '@portal/config';
import { createOidcSignIn } from './oidcSignIn';
import { SignInError } from './signInError';
import { createUserManager } from './userManager';

const provider = getProvider('up-online');
const authority = DEFAULT_CONFIG.auth.cognito;
const issuer = authority.authority;
/** One second: oidc-client-ts's own limit is in whole seconds. */
const config: PortalConfig = { ...DEFAULT_CONFIG, requestTimeoutMs: 1_000 };

if (!globalThis.crypto.subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const metadata = {
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/jwks`,
};

type Behaviour = 'answer' | 'refuse' | 'silent' | 'slow body' | { status: number; body: unknown };
let discovery: Behaviour;
let token: Behaviour;

/** A request that never responds: only its abort signal (oidc-client-ts's own time limit) ends it. */
const never = (init?: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

function respond(behaviour: Behaviour, answer: () => Response, init?: RequestInit): Promise<Response> {
  if (behaviour === 'refuse') return Promise.reject(new TypeError('Failed to fetch'));
  if (behaviour === 'silent') return never(init);
  // Headers in time, then a body that never ends (beyond the library's limit, which stops at the headers).
  if (behaviour === 'slow body')
    return Promise.resolve({
      ok: true,
      status: 200,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      json: () => new Promise(() => undefined),
      text: () => new Promise(() => undefined),
    } as unknown as Response);
  if (behaviour === 'answer') return Promise.resolve(answer());
  return Promise.resolve(json(behaviour.status, behaviour.body));
}

beforeEach(() => {
  discovery = 'answer';
  token = 'answer';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/.well-known/openid-configuration'))
      return respond(discovery, () => json(200, metadata), init);
    if (url === metadata.token_endpoint)
      return respond(token, () => json(400, { error: 'invalid_grant' }), init);
    return json(404, {});
  }) as unknown as typeof fetch;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/payments');
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "Not implemented: navigation"
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(window, 'stop').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const strategy = () => createOidcSignIn(async () => createUserManager(config, provider), authority, config);

/** How long a promise took to settle, and how. */
async function timed<T>(promise: Promise<T>) {
  const started = Date.now();
  const outcome = await promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...outcome, ms: Date.now() - started };
}

describe('on the way to the sign-in page', () => {
  it('discovery refused: fails at once with the reason', async () => {
    discovery = 'refuse';
    const { error, ms } = await timed(strategy().signIn('/payments'));
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toMatchObject({ step: 'start', message: 'Failed to fetch', returnTo: undefined });
    expect(ms).toBeLessThan(500);
  });

  it.each(['silent', 'slow body'] as const)(
    'discovery that never answers (%s): fails within the time limit, "No answer in time"',
    async (behaviour) => {
      discovery = behaviour;
      const { error, ms } = await timed(strategy().signIn('/payments'));
      expect(error).toMatchObject({ step: 'start', message: 'No answer in time' });
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(2_500);
    },
  );

  it("the IdP's sign-in page that never responds to the navigation: stopped, and fails within the time limit", async () => {
    const { error, ms } = await timed(strategy().signIn('/payments'));
    expect(error).toMatchObject({ step: 'start', message: 'No answer in time' });
    expect(window.stop).toHaveBeenCalledTimes(1);
    expect(ms).toBeLessThan(2_500);
  });
});

describe('while the browser leaves for the sign-in page', () => {
  /** A sign-in on its way, and how it has settled so far. */
  function leaving() {
    const outcome: { settled?: string } = {};
    void strategy()
      .signIn('/payments')
      .then(
        (user) => (outcome.settled = `resolved ${String(user)}`),
        (error: unknown) => (outcome.settled = `rejected ${(error as Error).message}`),
      );
    return outcome;
  }
  const navigationStarted = async () => {
    for (let i = 0; i < 200 && !Object.keys(window.sessionStorage).some((k) => k.startsWith('oidc.')); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('the first pageshow of a page still loading is no return: the sign-in keeps leaving', async () => {
    const outcome = leaving();
    await navigationStarted();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outcome.settled).toBeUndefined();
  });

  it('the page shown again from the back-forward cache (Back from the IdP): the sign-in ends, signed out', async () => {
    const outcome = leaving();
    await navigationStarted();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outcome.settled).toBe('resolved null');
    expect(window.stop).not.toHaveBeenCalled();
  });
});

describe('on the way back from the sign-in page', () => {
  /** Starts a sign-in towards `returnTo` (its state is kept in the tab), then comes back with `query`. */
  async function comeBack(returnTo: string, query: (state: string) => string) {
    void strategy()
      .signIn(returnTo)
      .catch(() => undefined);
    for (let i = 0; i < 200 && !stateId(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    window.history.replaceState(null, '', `/?${query(stateId()!)}`);
  }
  const stateId = () =>
    Object.keys(window.sessionStorage)
      .find((key) => key.startsWith('oidc.') && !key.startsWith('oidc.user:'))
      ?.slice('oidc.'.length);

  it.each<[string, Behaviour, string]>([
    ['the exchange refused', 'refuse', 'Failed to fetch'],
    ['the exchange answered 500', { status: 500, body: { message: 'down' } }, '(500)'],
    ['no answer', 'silent', 'No answer in time'],
  ])('%s: says so, signed out, with the path asked for to try again', async (_, behaviour, reason) => {
    await comeBack('/payments?page=2', (state) => `code=c1&state=${state}`);
    token = behaviour;
    const { value, ms } = await timed(strategy().restore());
    expect(value).toEqual({ user: null, navigateTo: '/', failed: expect.any(SignInError) });
    expect(value?.failed).toMatchObject({ step: 'return', returnTo: '/payments?page=2' });
    expect(value?.failed?.message).toContain(reason);
    expect(ms).toBeLessThan(2_500);
  });

  it("the IdP's error response: says so too", async () => {
    await comeBack(
      '/files',
      (state) => `error=access_denied&error_description=The+user+cancelled&state=${state}`,
    );
    const { value } = await timed(strategy().restore());
    expect(value?.failed).toMatchObject({
      step: 'return',
      message: 'The user cancelled',
      returnTo: '/files',
    });
  });
});

// The user pool's ChangePassword as the portal sends it, against a fake service at the network boundary.
import { createOidcSignIn } from './oidcSignIn';
import {
  CHANGE_PASSWORD_TARGET,
  PasswordChangeError,
  changeUserPoolPassword,
  userPoolEndpoint,
} from './userPoolPassword';

const AUTHORITY = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Pool1';
const change = (fetch: typeof globalThis.fetch, timeoutMs = 1000) =>
  changeUserPoolPassword({
    authority: AUTHORITY,
    accessToken: 'access-1',
    previousPassword: 'old-password',
    proposedPassword: 'new-password',
    timeoutMs,
    fetch,
  });

it("is sent to the pool's service (the issuer's origin) as Cognito's ChangePassword, with the access token", async () => {
  const fetch = jest.fn(async () => new Response('{}', { status: 200 }));
  await change(fetch as unknown as typeof globalThis.fetch);
  expect(userPoolEndpoint(AUTHORITY)).toBe('https://cognito-idp.ap-southeast-2.amazonaws.com/');
  expect(userPoolEndpoint('http://localhost:4000/idp/cognito')).toBe('http://localhost:4000/');
  // The updated issuer's host serves no user operations: the service is the same region's cognito-idp host.
  expect(
    userPoolEndpoint('https://issuer-cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_AbC123'),
  ).toBe('https://cognito-idp.ap-southeast-2.amazonaws.com/');
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://cognito-idp.ap-southeast-2.amazonaws.com/');
  expect(init.method).toBe('POST');
  expect(init.headers).toEqual({
    'Content-Type': 'application/x-amz-json-1.1',
    'X-Amz-Target': CHANGE_PASSWORD_TARGET,
  });
  expect(JSON.parse(String(init.body))).toEqual({
    AccessToken: 'access-1',
    PreviousPassword: 'old-password',
    ProposedPassword: 'new-password',
  });
  expect(init.signal).toBeInstanceOf(AbortSignal);
});

it("rejects with the provider's own message and error type", async () => {
  const fetch = async () =>
    new Response(
      JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
      { status: 400 },
    );
  const error = await change(fetch).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PasswordChangeError);
  expect(error).toMatchObject({ message: 'Incorrect username or password.', code: 'NotAuthorizedException' });
});

it('names a namespaced error type by its last part, and a response without a body by its status', async () => {
  const namespaced = async () =>
    new Response(JSON.stringify({ __type: 'com.amazonaws#LimitExceededException', message: 'Slow down.' }), {
      status: 400,
    });
  await expect(change(namespaced)).rejects.toMatchObject({
    code: 'LimitExceededException',
    message: 'Slow down.',
  });
  const bare = async () => new Response('', { status: 502, statusText: 'Bad Gateway' });
  await expect(change(bare)).rejects.toMatchObject({ code: 'HTTP 502', message: 'Bad Gateway' });
});

it('has a deadline: an unanswered request fails as a network problem', async () => {
  const never = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  await expect(change(never, 20)).rejects.toMatchObject({
    message: 'No answer in time: Network problem',
    code: 'NetworkError',
  });
});

describe('the OIDC sign-in', () => {
  const authority = { authority: AUTHORITY, clientId: 'c', scope: 'openid' };
  // The parts of oidc-client-ts's UserManager the sign-in uses here: its user, and events it listens to.
  const events = {
    addUserLoaded: jest.fn(),
    addUserUnloaded: jest.fn(),
    addAccessTokenExpiring: jest.fn(),
    addAccessTokenExpired: jest.fn(),
  };
  const config = { defaultPostLoginPath: '/profile', requestTimeoutMs: 1000 };

  it("offers the password change for a user pool only, with the signed-in user's access token", async () => {
    const user = { access_token: 'access-2', expired: false };
    const loadUserManager = async () => ({ getUser: async () => user, events }) as never;
    const fetch = jest.fn(async () => new Response('{}', { status: 200 }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    expect(createOidcSignIn(loadUserManager, authority, config).changePassword).toBeUndefined();
    const pool = createOidcSignIn(loadUserManager, authority, config, undefined, { userPool: true });
    await pool.changePassword!('current-pw', 'next-password');
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ AccessToken: 'access-2', PreviousPassword: 'current-pw' });
  });

  it('refuses without a live session, before any request', async () => {
    const loadUserManager = async () => ({ getUser: async () => null, events }) as never;
    const fetch = jest.fn();
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const pool = createOidcSignIn(loadUserManager, authority, config, undefined, { userPool: true });
    await expect(pool.changePassword!('a', 'b')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** @jest-environment node */
// The client against the fake server of @portal/testing (msw/node): what goes over the wire and how each
// response is read. No module of ours is mocked.
import { ApiError, createApiClient, type ApiClient, type ApiSettings, type ApiTokens } from './index';
import { setUpFakeServer } from '@portal/testing/fakeApi';
import { TEST_TOKENS, closedAddress, json, rejectionOf, withTestClient } from './testing/testClient';

const server = withTestClient(setUpFakeServer());

const tokens: ApiTokens = TEST_TOKENS;
const settingsWith = (patch: Partial<ApiSettings> = {}) => server.settings(patch);
const clientWith = (patch: Partial<ApiSettings> = {}, t: ApiTokens | null = tokens): ApiClient =>
  server.client({ getTokens: () => t, ...patch });

describe('requests', () => {
  it('appends the path to the base address and sends every header, the bearer token on a secure path', async () => {
    server.routes['/api/v1/secure/payment?studentupid=S1'] = json({ invoices: [], payments: [] });
    await clientWith().get('v1/secure/payment?studentupid=S1');
    expect(server.seen).toHaveLength(1);
    const [request] = server.seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/v1/secure/payment?studentupid=S1');
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      source: 'portal',
      authorization: 'Bearer access-123',
      'id-token': 'id-456',
      'ocp-apim-subscription-key': 'sub-key-789',
    });
  });

  it('only counts a whole "secure" path segment as secure', async () => {
    server.routes['/api/v1/insecurestuff'] = json({});
    await clientWith().get('v1/insecurestuff');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no token headers when nobody is signed in', async () => {
    server.routes['/api/v1/secure/student'] = json({ studentUPId: 'S1' });
    await clientWith({}, null).get('v1/secure/student');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    expect(server.seen[0]?.headers['id-token']).toBeUndefined();
  });

  it('joins a base address without a trailing slash and a path with a leading slash', async () => {
    server.routes['/api/v1/metadata'] = json({ countries: [], states: [] });
    await clientWith({ baseUri: server.baseUri.replace(/\/$/, '') }).get('/v1/metadata');
    expect(server.seen[0]?.url).toBe('/api/v1/metadata');
  });

  it('reads the tokens at each call', async () => {
    server.routes['/api/v1/secure/student'] = json({ studentUPId: 'S1' });
    let token = 'first';
    const api = createApiClient({ ...settingsWith(), getTokens: () => ({ accessToken: token }) });
    await api.get('v1/secure/student');
    token = 'second';
    await api.get('v1/secure/student');
    expect(server.seen.map((s) => s.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('fails with "No baseUri - please configure" when the base address is missing, before any request', async () => {
    const error = await rejectionOf(clientWith({ baseUri: '' }).get('v1/metadata'));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('No baseUri - please configure');
    expect(server.seen).toHaveLength(0);
  });
});

describe('GET errors', () => {
  it('a network failure: "<error>: Network problem"', async () => {
    const closed = await closedAddress();
    const error = await rejectionOf(clientWith({ baseUri: closed }).get('v1/metadata'));
    expect(error).toBeInstanceOf(ApiError);
    const cause = error.cause as Error;
    expect(typeof cause.message).toBe('string');
    expect(error.message).toBe(`${cause.message}: Network problem`);
    expect(error.message).toBe('fetch failed: Network problem');
  });

  it('a rejection that is not an Error is named as text', async () => {
    const api = createApiClient({
      ...settingsWith(),
      getTokens: () => null,
      fetch: () => Promise.reject('offline'),
    });
    expect((await rejectionOf(api.get('v1/metadata'))).message).toBe('offline: Network problem');
  });
});

describe('a time limit', () => {
  it('fails a call that takes longer than timeoutMs as a network problem', async () => {
    const api = clientWith({
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const error = await rejectionOf(api.get('v1/metadata'));
    expect(error.message).toBe('No answer in time: Network problem');
    expect((error.cause as Error).name).toBe('TimeoutError');
  });

  it('fails a response whose body never ends, too', async () => {
    const api = clientWith({
      timeoutMs: 20,
      fetch: async (_url, init) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"held":'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body);
      },
    });
    const error = await rejectionOf(api.get('v1/metadata'));
    expect(error.message).toBe('No answer in time: Network problem');
  });

  it('has a time limit even when the settings give none', async () => {
    let init: RequestInit | undefined;
    const api = clientWith({
      fetch: async (_url, given) => {
        init = given;
        return new Response('{}');
      },
    });
    await api.get('v1/metadata');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.signal?.aborted).toBe(false);
  });
});

describe('the singleton', () => {
  it('throws a clear error until the shell configures it', () => {
    jest.isolateModules(() => {
      // A fresh copy of the package, never configured.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./index') as typeof import('./index');
      expect(() => fresh.getApi()).toThrow(
        new Error('The API client is not configured: the shell must call configureApi() first'),
      );
      expect(() => fresh.useApi()).toThrow('configureApi() first');
    });
  });
});

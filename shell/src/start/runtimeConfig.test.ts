import { CLIENT_CONFIG_KEY, DEFAULT_CONFIG } from '@portal/config';
import { loadRuntimeConfig } from './runtimeConfig';

const answer = (body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('a deployment that names no environment is a production portal: local overrides are not read', async () => {
  localStorage.setItem(CLIENT_CONFIG_KEY, JSON.stringify({ apiBaseUri: 'https://evil.example/' }));
  global.fetch = answer({ environment: 'production', apiBaseUri: 'https://api.example.edu/' });
  const config = await loadRuntimeConfig();
  expect(config.environment).toBe('production');
  expect(config.apiBaseUri).toBe('https://api.example.edu/');
});

it('in development, overrides apply, but never to the origins remote code is trusted from', async () => {
  localStorage.setItem(
    CLIENT_CONFIG_KEY,
    JSON.stringify({ pageSize: 3, remoteOrigins: ['https://evil.example'] }),
  );
  global.fetch = answer({ environment: 'development', remoteOrigins: ['https://cdn.example.edu'] });
  const config = await loadRuntimeConfig();
  expect(config.pageSize).toBe(3);
  expect(config.remoteOrigins).toEqual(['https://cdn.example.edu']);
});

it('a portal.config.json that never responds gives the built-in defaults after the time limit', async () => {
  global.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
  ) as unknown as typeof fetch;
  const started = Date.now();
  const config = await loadRuntimeConfig('/portal.config.json', 50);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(config.apiBaseUri).toBe(DEFAULT_CONFIG.apiBaseUri);
  expect(console.warn).toHaveBeenCalledWith(
    '/portal.config.json could not be read; using the built-in defaults',
    expect.anything(),
  );
});

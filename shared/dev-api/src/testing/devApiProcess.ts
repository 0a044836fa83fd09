/** Test helpers: run dev-api as a child process (oidc-provider is ESM-only, Jest runs CommonJS, so
 * the server is tested black-box over HTTP: ./process.ts) and sign in through it with plain fetch (signInFlow.ts). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, type StoredRecord } from '@portal/mock-api';
import { startDevApi, type DevApiProcess } from './process';
import { signIn } from './signInFlow';

export * from './process';
export * from './signInFlow';

/** The development secret of the server on the data folder `dataDir` (what GET dev/cases asks for, in the
 * Dev-Secret header), as the end-to-end tests read it. */
export const devSecretHeader = (dataDir: string): Record<string, string> => ({
  'Dev-Secret': readFileSync(join(dataDir, 'dev-secret'), 'utf8').trim(),
});

/** GET an API path with the portal's headers. */
export function apiGet(
  baseUrl: string,
  path: string,
  accessToken?: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/${path}`, {
    headers: {
      Source: 'portal',
      'Ocp-Apim-Subscription-Key': 'local-dev-subscription-key',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      ...extra,
    },
  });
}

export interface SendOptions {
  token?: string;
  /** A JSON value (sent as application/json), or raw bytes / a form sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends any method to an API path with the portal's headers; plain values go as JSON. */
export function apiSend(
  baseUrl: string,
  method: string,
  path: string,
  { token, body, headers = {} }: SendOptions = {},
): Promise<Response> {
  const raw = body instanceof FormData || body instanceof Uint8Array;
  return fetch(`${baseUrl}/${path}`, {
    method,
    headers: {
      Source: 'portal',
      Accept: 'application/json',
      ...(body !== undefined && !raw ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
  });
}

/** A CORS preflight from `origin` for `method` on an API path, asking for `requestHeaders` if given. */
export function corsPreflight(
  baseUrl: string,
  path: string,
  { origin, method, requestHeaders }: { origin: string; method: string; requestHeaders?: string },
): Promise<Response> {
  return fetch(`${baseUrl}/${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      ...(requestHeaders === undefined ? {} : { 'Access-Control-Request-Headers': requestHeaders }),
    },
  });
}

/** The status and JSON body of a response. */
export async function answer<T = Record<string, unknown>>(response: Promise<Response>): Promise<[number, T]> {
  const res = await response;
  return [res.status, (await res.json()) as T];
}

export interface SignedInDevApi {
  /** The running server (a test may replace it after a restart). */
  api: DevApiProcess;
  dataDir: string;
  /** The access token of the signed-in account. */
  token: string;
  /** Its ID token (what the portal sends in the Id-Token header of every call). */
  idToken: string;
  /** Stops the server and removes its data folder. */
  close: () => Promise<void>;
}

/** Starts dev-api on a fresh data folder and signs a demo account in (default: Mei Chen of ichm). */
export async function startSignedIn(
  email = 'mei.chen@ichm.demo',
  group: 'cognito' | 'aad' = 'cognito',
): Promise<SignedInDevApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-api-test-'));
  const api = await startDevApi(dataDir);
  const slug = email.split('@')[1]?.replace(/\.demo$/, '') ?? '';
  const { tokens } = await signIn({
    baseUrl: api.baseUrl,
    group,
    email,
    password: DEMO_PASSWORD,
    origin: `http://${slug}.localhost:3000`,
  });
  const running: SignedInDevApi = {
    api,
    dataDir,
    token: tokens.access_token,
    idToken: tokens.id_token,
    close: async () => {
      // The server may have been restarted by the test: stop the current one.
      await running.api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return running;
}

export interface SignedInHandle extends SignedInDevApi {
  /** Sends to an API path with the account's token; answers the status and JSON body. */
  send<T = StoredRecord>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<[number, T]>;
}

/** The signed-in dev-api of a test file (see startSignedIn): started before its tests and closed after them.
 * The handle is the server of the moment, filled in by beforeAll (call it at the top of the file). */
export function setUpSignedIn(...args: Parameters<typeof startSignedIn>): SignedInHandle {
  const handle = {
    send: <T = StoredRecord>(
      method: string,
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) => answer<T>(apiSend(handle.api.baseUrl, method, path, { token: handle.token, body, headers })),
  } as SignedInHandle;
  beforeAll(async () => {
    const running = await startSignedIn(...args);
    // The server may be replaced by the test after a restart: close() stops the one of the moment.
    Object.assign(handle, running, { close: () => Object.assign(running, { api: handle.api }).close() });
  });
  afterAll(() => handle.close?.());
  return handle;
}

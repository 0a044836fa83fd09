/** Test helpers: run dev-api as a child process (oidc-provider is ESM-only, Jest runs CommonJS, so
 * the server is tested black-box over HTTP) and sign in through it with plain fetch. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, type StoredRecord } from '@portal/mock-api';
import { LOCAL_TENANT_ID } from '../idp/vendors';

export const PACKAGE_DIR = join(__dirname, '..', '..');

export interface DevApiProcess {
  port: number;
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

const nodeArgs = (args: string[]) => ['--import', 'tsx', 'src/main.ts', ...args];

/** Starts `tsx src/main.ts --port 0 --data <dataDir> ...args` and waits for its address. */
export function startDevApi(
  dataDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<DevApiProcess> {
  const child: ChildProcess = spawn(process.execPath, nodeArgs(['--port', '0', '--data', dataDir, ...args]), {
    cwd: PACKAGE_DIR,
    env: { ...process.env, SHELL_PORTS: '3000', EXTRA_ORIGINS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dev-api did not start in time:\n${output}`));
    }, 20000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({
          port,
          baseUrl: `http://localhost:${port}`,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev-api exited with ${code}:\n${output}`));
    });
  });
}

/** Runs `tsx src/main.ts ...args` to completion (e.g. --reset-only). */
export function runDevApi(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, nodeArgs(args), {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    timeout: 20000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A minimal cookie jar for one host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export interface SignInResult {
  tokens: Tokens;
  claims: Record<string, unknown>;
  jar: CookieJar;
  tokenResponse: Response;
}

const base64url = (buf: Buffer) => buf.toString('base64url');

/** Decodes a JWT's payload (no verification). */
export const jwtClaims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

export interface SignInOptions {
  baseUrl: string;
  group: 'cognito' | 'aad';
  email: string;
  password: string;
  /** Shell origin the portal runs at, e.g. http://ichm.localhost:3000 */
  origin: string;
  /** The scope asked for (default: the portal's, scopeOf). */
  scope?: string;
}

/** fetch as a browser tab would: addresses relative to `baseUrl`, redirects not followed, cookies kept. */
function browserFetch(baseUrl: string) {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    return res;
  };
  return { go, jar };
}

/** The issuer of a group on the running server (the directory's carries its tenant, as Entra ID's). */
export const issuerOf = (baseUrl: string, group: 'cognito' | 'aad'): string =>
  `${baseUrl}${group === 'cognito' ? '/idp/cognito' : `/idp/aad/${LOCAL_TENANT_ID}/v2.0`}`;

/** The scope the portal asks each group for (the user pool's admin scope lets ChangePassword work). */
export const scopeOf = (group: 'cognito' | 'aad'): string =>
  group === 'cognito'
    ? 'openid email profile aws.cognito.signin.user.admin'
    : 'openid email profile offline_access';

/** The issuer's discovery document. */
export async function discover(baseUrl: string, group: 'cognito' | 'aad'): Promise<Record<string, string>> {
  const res = await fetch(`${issuerOf(baseUrl, group)}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery: ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

/** The address of an authorization request (code + PKCE) of the group's portal client, as the portal makes it;
 * `challenge` defaults to RFC 7636's example (for requests whose code is never redeemed). */
export async function authorizationUrl(
  baseUrl: string,
  group: 'cognito' | 'aad',
  {
    origin,
    scope = scopeOf(group),
    state = 's',
    challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    extra = {},
  }: { origin: string; scope?: string; state?: string; challenge?: string; extra?: Record<string, string> },
): Promise<string> {
  const auth = new URL((await discover(baseUrl, group)).authorization_endpoint!);
  auth.search = new URLSearchParams({
    client_id: `portal-${group}`,
    redirect_uri: `${origin}/`,
    response_type: 'code',
    scope,
    state,
    ...extra,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return auth.href;
}

/** Opens the sign-in page of an authorization request (code + PKCE) as a browser would, and answers a
 * function that submits its form (the interaction stays open after a failed attempt), with what the code's
 * exchange needs. */
export async function openLoginForm({
  baseUrl,
  group,
  origin,
  scope = scopeOf(group),
}: Omit<SignInOptions, 'email' | 'password'>) {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(8));
  const { go, jar } = browserFetch(baseUrl);
  const metadata = await discover(baseUrl, group);
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const res = await go(await authorizationUrl(baseUrl, group, { origin, scope, state, challenge }));
  const interaction = res.headers.get('location');
  if (res.status !== 303 || !interaction) throw new Error(`auth: ${res.status} ${await res.text()}`);
  const page = await (await go(interaction)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no login form:\n${page}`);
  const submit = (email: string, password: string) =>
    go(action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  return Object.assign(submit, { go, jar, verifier, state, metadata });
}

/** Walks the authorization code + PKCE flow with fetch, as a browser would. Throws with the last page on failure. */
export async function signIn({
  baseUrl,
  group,
  email,
  password,
  origin,
  scope,
}: SignInOptions): Promise<SignInResult> {
  const redirectUri = `${origin}/`;
  const form = await openLoginForm({ baseUrl, group, origin, ...(scope ? { scope } : {}) });
  let res = await form(email, password);
  // Follow redirects until the browser would land on the portal with ?code=.
  let location = res.headers.get('location');
  if (!location) throw new Error(`login: ${res.status} ${await res.text()}`);
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops += 1) {
    res = await form.go(location);
    const next = res.headers.get('location');
    if (!next) throw new Error(`redirect: ${res.status} ${await res.text()}`);
    location = next;
  }
  const back = new URL(location);
  const code = back.searchParams.get('code');
  if (!code || back.searchParams.get('state') !== form.state) throw new Error(`no code in ${location}`);

  const tokenResponse = await fetch(form.metadata.token_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: `portal-${group}`,
      code_verifier: form.verifier,
    }).toString(),
  });
  if (!tokenResponse.ok)
    throw new Error(`token: ${tokenResponse.status} ${await tokenResponse.clone().text()}`);
  const tokens = (await tokenResponse.clone().json()) as Tokens;
  return { tokens, claims: jwtClaims(tokens.id_token), jar: form.jar, tokenResponse };
}

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

/** The status and JSON body of an answer. */
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

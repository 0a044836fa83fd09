// A real HTTP server on this machine (node:http on port 0) for the client's tests: it records every
// request (method, url, headers, body) and answers from a table of routes. Test-only code.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient, type ApiSettings, type ApiTokens } from '@portal/api-client';
import type { ApiError } from '@portal/api-client';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Route {
  status?: number;
  statusText?: string;
  type?: string;
  body: string | Buffer;
}

export interface TestServer {
  /** e.g. 'http://127.0.0.1:PORT/api/' */
  baseUri: string;
  seen: SeenRequest[];
  /** Answers by 'METHOD url' or by url alone; anything else is a 404. */
  routes: Record<string, Route>;
  /** Forgets the requests and routes of the last test. */
  reset(): void;
  close(): Promise<void>;
}

export const json = (value: unknown, status = 200): Route => ({ status, body: JSON.stringify(value) });

export async function startTestServer(): Promise<TestServer> {
  const state: Pick<TestServer, 'seen' | 'routes'> = { seen: [], routes: {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? '';
      const url = req.url ?? '';
      state.seen.push({ method, url, headers: req.headers, body: Buffer.concat(chunks) });
      const route = state.routes[`${method} ${url}`] ??
        state.routes[url] ?? { status: 404, body: '{"message":"no route"}' };
      const headers = { 'Content-Type': route.type ?? 'application/json' };
      if (route.statusText) res.writeHead(route.status ?? 200, route.statusText, headers);
      else res.writeHead(route.status ?? 200, headers);
      res.end(route.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
    get seen() {
      return state.seen;
    },
    get routes() {
      return state.routes;
    },
    reset() {
      state.seen = [];
      state.routes = {};
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The test server of a test file, with its client settings and client (see testSettings, testClient). */
export interface TestServerHandle extends TestServer {
  settings(patch?: Partial<ApiSettings>): ApiSettings;
  client(patch?: Partial<ApiSettings>): ApiClient;
}

/** The test server of a test file: started before its tests, closed after them, and reset before
 * each test. The handle reads the server of the moment (call it at the top of the file). */
export function setUpTestServer(): TestServerHandle {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  const current = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  return {
    get baseUri() {
      return current().baseUri;
    },
    get seen() {
      return current().seen;
    },
    get routes() {
      return current().routes;
    },
    reset: () => current().reset(),
    close: () => current().close(),
    settings: (patch) => testSettings(current().baseUri, patch),
    client: (patch) => testClient(current().baseUri, patch),
  };
}

/** An address where nothing listens (for network failures). */
export async function closedAddress(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

export const TEST_TOKENS: ApiTokens = { accessToken: 'access-123', idToken: 'id-456' };

/** Client settings pointing at `baseUri`, with a subscription key and the test tokens. */
export const testSettings = (baseUri: string, patch: Partial<ApiSettings> = {}): ApiSettings => ({
  baseUri,
  subscriptionKey: 'sub-key-789',
  getTokens: () => TEST_TOKENS,
  ...patch,
});

/** A client of `baseUri` with the test settings (and `patch` over them). */
export const testClient = (baseUri: string, patch: Partial<ApiSettings> = {}): ApiClient =>
  createApiClient(testSettings(baseUri, patch));

/** The rejection of `promise` (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

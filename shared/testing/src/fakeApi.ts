// The fake API of tests, on MSW: the API client makes its real requests, MSW responds from the test's fake
// responses, and a request the test gives no response gets a 404 naming it, so a test sees the portal's own error
// handling. Nothing of ours is mocked. A page test gets it through renderPage (msw/node's server, the global fetch);
// a test that renders no page points the API client at it (configureFakeApi), and the client's own tests read
// each request as a server would (setUpFakeServer). This file needs neither React nor Chakra: tests that render
// nothing import it alone, as @portal/testing/fakeApi.
import { configureApi } from '@portal/api';
import { HttpResponse, getResponse, http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/** The API address of tests (never reached: MSW responds). */
export const TEST_API = 'https://api.portal.test/';

/** A fake response: what the fake server responds to a request with. */
export interface FakeResponse {
  status?: number;
  statusText?: string;
  /** A JSON body (a string is sent as it is; bytes or an ArrayBuffer too, e.g. a file download). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  /** The path under the API's base address, with its query, e.g. 'v1/secure/payment?studentupid=S1'. */
  path: string;
  /** Header names as the client writes them ('Authorization', 'Content-Type'). */
  headers: Record<string, string>;
  /** The JSON body parsed, a multipart body as FormData, any other body as text. */
  body: unknown;
}

/** FakeResponses by 'METHOD path' (e.g. 'GET v1/metadata'), or a function of the request (and of the request as
 * sent, unread: its bytes, its headers as they went). */
export type FakeResponses =
  | Record<string, FakeResponse | ((request: SeenRequest) => FakeResponse | Promise<FakeResponse>)>
  | ((request: SeenRequest, sent: Request) => FakeResponse | Promise<FakeResponse> | undefined);

export interface FakeApi {
  /** A fetch answered by these responses alone (through MSW, without the server). */
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: SeenRequest[];
  /** The MSW handler of the responses. */
  handler: HttpHandler;
}

const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

async function seen(request: Request, baseUri: string): Promise<SeenRequest> {
  const type = request.headers.get('content-type') ?? '';
  const text = /multipart\/form-data/.test(type) ? undefined : await request.text();
  let body: unknown = text === undefined ? await request.formData() : text || undefined;
  try {
    body = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
  } catch {
    // Not JSON: the text as it is.
  }
  return {
    method: request.method,
    path: request.url.startsWith(baseUri) ? request.url.slice(baseUri.length) : request.url,
    headers: Object.fromEntries([...request.headers].map(([name, value]) => [headerName(name), value])),
    body,
  };
}

/** The Response a server would send for `response`. */
function toResponse({ status = 200, body, statusText, headers }: FakeResponse): Response {
  // By internal slot, not instanceof: the test's realm (jsdom) and Node's may differ.
  const binary = ArrayBuffer.isView(body) || Object.prototype.toString.call(body) === '[object ArrayBuffer]';
  const text =
    status === 204
      ? null
      : binary
        ? (body as BodyInit)
        : typeof body === 'string'
          ? body
          : JSON.stringify(body ?? null);
  // MSW's response gives the status its usual text ('Not Found') unless the fake response says another.
  return new HttpResponse(text, {
    status,
    ...(statusText === undefined ? {} : { statusText }),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The fake responses of a test as an MSW handler of every request under `baseUri`, with a record of the requests. */
export function fakeApi(baseUri: string, responses: FakeResponses): FakeApi {
  const requests: SeenRequest[] = [];
  const handler = http.all(`${baseUri}*`, async ({ request }) => {
    const index = requests.push({ method: request.method, path: '', headers: {}, body: undefined }) - 1;
    const received = (requests[index] = await seen(request.clone(), baseUri));
    const named =
      typeof responses === 'function' ? undefined : responses[`${received.method} ${received.path}`];
    const response =
      (typeof responses === 'function'
        ? await responses(received, request)
        : typeof named === 'function'
          ? await named(received)
          : named) ??
      ({
        status: 404,
        body: { message: `No answer for ${received.method} ${received.path}` },
      } as FakeResponse);
    return toResponse(response);
  });
  const fetchFromHandler = async (input: RequestInfo | URL, init?: RequestInit) =>
    (await getResponse([handler], new Request(input, init))) as Response;
  return { fetch: fetchFromHandler as typeof fetch, requests, handler };
}

let server: SetupServer | undefined;

/** msw/node's server of a test file (started by its first page, or by setUpFakeServer): each fake API it is given
 * replaces the last. Requests elsewhere pass. */
export function serveFakeApi(api: FakeApi): void {
  if (!server) {
    server = setupServer();
    server.listen({ onUnhandledRequest: 'bypass' });
  }
  server.resetHandlers(api.handler);
}

export interface ConfiguredFakeApi extends FakeApi {
  /** The path of every request, in order (e.g. 'v1/metadata'); a test may empty it. */
  seen: string[];
}

/** For a test that renders no page (a field, a lookup): points the portal's API client at TEST_API, answered by
 * `respond` through fakeApi's fetch (MSW's getResponse, no server), with nobody signed in. `respond` gets the
 * request's path under TEST_API (e.g. 'v2/product?provider=yoobee'); no response is a 404. */
export function configureFakeApi(
  respond: (path: string) => FakeResponse | Promise<FakeResponse> | undefined,
): ConfiguredFakeApi {
  const seen: string[] = [];
  const api = fakeApi(TEST_API, ({ path }) => {
    seen.push(path);
    return respond(path);
  });
  configureApi({ baseUri: TEST_API, getTokens: () => null, fetch: api.fetch });
  return { ...api, seen };
}

/** A request as an HTTP server reads it. */
export interface WireRequest {
  method: string;
  /** The path and query, e.g. '/api/v1/secure/payment?studentupid=S1'. */
  url: string;
  /** Header values by lower-case name ('authorization', 'content-type'). */
  headers: Record<string, string>;
  /** The body's bytes (empty when there is none). */
  body: Buffer;
}

export interface FakeServer {
  /** The address the test's own clients are given: TEST_API's /api/. */
  readonly baseUri: string;
  /** Every request of the current test, in order. */
  readonly seen: WireRequest[];
  /** The current test's responses by 'METHOD url' or by url alone (e.g. '/api/v1/metadata'); any other request
   * gets a 404. */
  readonly routes: Record<string, FakeResponse>;
}

const NO_ROUTE: FakeResponse = { status: 404, body: { message: 'no route' } };

/** The fake API of a test file that makes API clients of its own (the client's own tests; call it at the top of the
 * file): msw/node's server responds from the current test's routes and keeps each request as an HTTP server reads
 * it. Each test starts with no requests seen and no routes. */
export function setUpFakeServer(baseUri = `${TEST_API}api/`): FakeServer {
  let seen: WireRequest[] = [];
  let routes: Record<string, FakeResponse> = {};
  const api = fakeApi(baseUri, async (_request, sent) => {
    const { pathname, search } = new URL(sent.url);
    const url = `${pathname}${search}`;
    // Its place is taken when received: the order of the requests, not of their bodies' reading.
    const current = seen;
    const index = current.push({ method: sent.method, url, headers: {}, body: Buffer.alloc(0) }) - 1;
    current[index] = {
      method: sent.method,
      url,
      headers: Object.fromEntries(sent.headers),
      body: Buffer.from(await sent.arrayBuffer()),
    };
    return routes[`${sent.method} ${url}`] ?? routes[url] ?? NO_ROUTE;
  });
  beforeAll(() => serveFakeApi(api));
  beforeEach(() => {
    seen = [];
    routes = {};
  });
  return {
    baseUri,
    get seen() {
      return seen;
    },
    get routes() {
      return routes;
    },
  };
}

// The fake API of page tests, on MSW (msw/node): the API client makes its real requests with the global fetch,
// msw/node's server responds from the test's fake responses, and a request the test gives no response gets a 404
// naming it, so a test sees the portal's own error handling. Nothing of ours is mocked.
import { HttpResponse, getResponse, http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

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

/** FakeResponses by 'METHOD path' (e.g. 'GET v1/metadata'), or a function of the request. */
export type FakeResponses =
  | Record<string, FakeResponse | ((request: SeenRequest) => FakeResponse | Promise<FakeResponse>)>
  | ((request: SeenRequest) => FakeResponse | Promise<FakeResponse> | undefined);

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
        ? await responses(received)
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

/** msw/node's server of the page tests (started with the first page of a test file): each page's fake responses
 * replace the last page's. Requests elsewhere (a test's own HTTP server) pass. */
export function serveFakeApi(api: FakeApi): void {
  if (!server) {
    server = setupServer();
    server.listen({ onUnhandledRequest: 'bypass' });
  }
  server.resetHandlers(api.handler);
}

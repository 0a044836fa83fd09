// The fake API of page tests, on MSW (msw/node): the API client makes its real requests with the global fetch,
// msw/node's server answers them from the test's answers, and a request the test gives no answer gets a 404
// naming it, so a test sees the portal's own error handling. Nothing of ours is mocked.
import { HttpResponse, getResponse, http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/** What the fake server answers a request with. */
export interface Answer {
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

/** Answers by 'METHOD path' (e.g. 'GET v1/metadata'), or a function of the request. */
export type Answers =
  | Record<string, Answer | ((request: SeenRequest) => Answer | Promise<Answer>)>
  | ((request: SeenRequest) => Answer | Promise<Answer> | undefined);

export interface FakeApi {
  /** A fetch answered by these answers alone (through MSW, without the server). */
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: SeenRequest[];
  /** The MSW handler of the answers. */
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

/** The Response a server would send for `answer`. */
function toResponse({ status = 200, body, statusText, headers }: Answer): Response {
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
  // MSW's response gives the status its usual text ('Not Found') unless the answer says another.
  return new HttpResponse(text, {
    status,
    ...(statusText === undefined ? {} : { statusText }),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The answers of a test as an MSW handler of every request under `baseUri`, with a record of the requests. */
export function answerApi(baseUri: string, answers: Answers): FakeApi {
  const requests: SeenRequest[] = [];
  const handler = http.all(`${baseUri}*`, async ({ request }) => {
    const index = requests.push({ method: request.method, path: '', headers: {}, body: undefined }) - 1;
    const received = (requests[index] = await seen(request.clone(), baseUri));
    const named = typeof answers === 'function' ? undefined : answers[`${received.method} ${received.path}`];
    const answer =
      (typeof answers === 'function'
        ? await answers(received)
        : typeof named === 'function'
          ? await named(received)
          : named) ??
      ({ status: 404, body: { message: `No answer for ${received.method} ${received.path}` } } as Answer);
    return toResponse(answer);
  });
  const fetchAnswer = async (input: RequestInfo | URL, init?: RequestInit) =>
    (await getResponse([handler], new Request(input, init))) as Response;
  return { fetch: fetchAnswer as typeof fetch, requests, handler };
}

let server: SetupServer | undefined;

/** msw/node's server of the page tests (started with the first page of a test file): each page's answers
 * replace the last page's. Requests elsewhere (a test's own HTTP server) pass. */
export function serveAnswers(api: FakeApi): void {
  if (!server) {
    server = setupServer();
    server.listen({ onUnhandledRequest: 'bypass' });
  }
  server.resetHandlers(api.handler);
}

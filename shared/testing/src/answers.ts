// A fake `fetch` at the network boundary for page tests: the API client makes its real requests and gets
// real Response objects; nothing of ours is mocked.

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
  headers: Record<string, string>;
  body: unknown;
}

/** Answers by 'METHOD path' (e.g. 'GET v1/metadata'), or a function of the request. */
export type Answers =
  | Record<string, Answer | ((request: SeenRequest) => Answer | Promise<Answer>)>
  | ((request: SeenRequest) => Answer | Promise<Answer> | undefined);

export interface FakeApi {
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: SeenRequest[];
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

/** The Response a server would send for `answer`. */
function toResponse(answer: Answer): Response {
  const status = answer.status ?? 200;
  const { body } = answer;
  // By internal slot, not instanceof: the test's realm (jsdom) and Node's Response may differ.
  const binary = ArrayBuffer.isView(body) || Object.prototype.toString.call(body) === '[object ArrayBuffer]';
  const text =
    status === 204
      ? null
      : binary
        ? (body as BodyInit)
        : typeof body === 'string'
          ? body
          : JSON.stringify(body ?? null);
  return new Response(text, {
    status,
    statusText: answer.statusText ?? STATUS_TEXT[status] ?? '',
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
}

/**
 * A `fetch` that answers the API's requests from `answers`; any request it has no answer for gets a 404
 * with a message naming the request, so a test sees the portal's own error handling.
 */
export function answerApi(baseUri: string, answers: Answers): FakeApi {
  const requests: SeenRequest[] = [];
  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.startsWith(baseUri) ? url.slice(baseUri.length) : url,
      headers: { ...(init.headers as Record<string, string>) },
      body: readBody(init.body),
    };
    requests.push(request);
    const named = typeof answers === 'function' ? undefined : answers[`${request.method} ${request.path}`];
    const answer = (typeof answers === 'function'
      ? await answers(request)
      : typeof named === 'function'
        ? await named(request)
        : named) ?? { status: 404, body: { message: `No answer for ${request.method} ${request.path}` } };
    return toResponse(answer);
  };
  return { fetch: fetchFake as typeof fetch, requests };
}

import { isSecurePath } from '@portal/api-contract';
import {
  ApiError,
  NO_BASE_URI_MESSAGE,
  badResponseError,
  httpError,
  isErrorMarkedAsSuccess,
  networkError,
  type HttpMethod,
} from './errors';
import type { UploadOptions } from './upload';

export interface ApiTokens {
  accessToken?: string;
  idToken?: string;
}

/** The bearer access token as configuration gives it: a value, or a function read at each call. */
export type AccessTokenSource = string | (() => string | undefined | Promise<string | undefined>);

/** What the shell hands the client: where the API is, its key, and the tokens. */
export interface ApiSettings {
  /** Base address of the API, e.g. 'https://api.example.com/'; every path is relative to it. Empty:
   * every call fails with 'No baseUri - please configure'. */
  baseUri: string;
  /** API subscription key, sent on every call (when set). */
  subscriptionKey?: string;
  /** The signed-in account's tokens (id token, and the access token unless `accessToken` is set). */
  getTokens?: () => ApiTokens | null;
  /** The access token for secure paths, as a value or a function; wins over getTokens(). */
  accessToken?: AccessTokenSource;
  /** The fetch to use (the transport: e.g. the mock transport of mock-user mode, see loadMockFetch());
   * by default the global `fetch` as it is at call time. */
  fetch?: typeof fetch;
  /** Milliseconds a call may take (its response's body included) before it fails as a network problem
   * ('No answer in time: Network problem'); DEFAULT_TIMEOUT_MS when not set. No call waits for ever. */
  timeoutMs?: number;
  /** The XMLHttpRequest class uploads with progress use (the browser's by default). Without one, or with a
   * `fetch` of its own and no XMLHttpRequest, an upload goes by fetch and reports its progress only at the end. */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/** What a blob read names in its error message instead of the path. */
export type BlobKind = 'file' | 'image';

/** Per-call extras, e.g. the Zip charge's `opportunityId` header. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the bearer access token although the path has no `secure` segment: the contract's calls marked
   * `auth` (e.g. the student's card session). Only ever in the Authorization header, never in the URL. */
  auth?: boolean;
}

/** A binary body for an octet-stream PUT (the cropped student image). */
export type BinaryBody = Blob | ArrayBuffer | Uint8Array;

export interface ApiClient {
  /** GET a JSON resource; `path` is relative to the base address, e.g. 'v1/secure/payment?studentupid=1'. */
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** GET a binary resource (file download, student image). */
  getBlob(path: string, kind: BlobKind): Promise<Blob>;
  /** POST `body` as JSON; without a body the request has none (the order POST). */
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** PUT `body` as JSON. */
  put<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** PATCH `body` as JSON. */
  patch<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** PUT a binary body as application/octet-stream. */
  putBinary<T = unknown>(path: string, body: BinaryBody, options?: RequestOptions): Promise<T>;
  /** POST a multipart form (file upload); the browser sets the boundary. */
  postMultipart<T = unknown>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  /** POST a multipart form, reporting how much of it has been sent (`options.onProgress`): an upload with a
   * progress bar. Same address, headers, time limit and errors as the other calls. */
  uploadMultipart<T = unknown>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

const NOT_CONFIGURED = 'The API client is not configured: the shell must call configureApi() first';

/** The full address of `path` under the base address. */
export function apiUrl(baseUri: string, path: string): string {
  const base = baseUri?.trim();
  if (!base) throw new ApiError(NO_BASE_URI_MESSAGE, { path });
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The headers every call carries. The bearer token goes to paths with a `secure`
 * segment, and to a call that asks for it (`auth`: a deliberate exception). */
export function apiHeaders(
  subscriptionKey: string | undefined,
  tokens: ApiTokens | null,
  path: string,
  auth = false,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', Source: 'portal' };
  if (tokens?.accessToken && (auth || isSecurePath(path)))
    headers.Authorization = `Bearer ${tokens.accessToken}`;
  if (tokens?.idToken) headers['Id-Token'] = tokens.idToken;
  if (subscriptionKey) headers['Ocp-Apim-Subscription-Key'] = subscriptionKey;
  return headers;
}

/** The tokens of this call: getTokens(), with the access token of `accessToken` when that is set. */
async function currentTokens(settings: ApiSettings): Promise<ApiTokens | null> {
  const tokens = settings.getTokens?.() ?? null;
  const source = settings.accessToken;
  if (source === undefined) return tokens;
  const accessToken = typeof source === 'function' ? await source() : source;
  return { ...tokens, accessToken };
}

/** How a request sends its body. */
interface Outgoing {
  body?: BodyInit;
  contentType?: string;
  /** What an error names as the request body (the JSON value, the form, the blob). */
  requestBody?: unknown;
  headers?: Record<string, string>;
  auth?: boolean;
}

/** Responses to writes may be plain text (e.g. a checkout address); GET responses must be JSON. */
function parseResponseBody(method: HttpMethod, path: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (method === 'GET') throw badResponseError(method, path, text);
    return text;
  }
}

/** The time limit of a call when the settings give none (the portal's config does: requestTimeoutMs). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** A client over `settings`. The shell makes one through configureApi(); tests may make their own. */
export function createApiClient(settings: ApiSettings): ApiClient {
  const doFetch: typeof fetch = (input, init) => (settings.fetch ?? globalThis.fetch)(input, init);

  async function send(method: HttpMethod, path: string, outgoing: Outgoing = {}): Promise<Response> {
    const { body, contentType, requestBody } = outgoing;
    const url = apiUrl(settings.baseUri, path);
    const headers = {
      ...apiHeaders(settings.subscriptionKey, await currentTokens(settings), path, outgoing.auth),
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...outgoing.headers,
    };
    try {
      const signal = AbortSignal.timeout(settings.timeoutMs || DEFAULT_TIMEOUT_MS);
      return await doFetch(url, { method, headers, body, signal });
    } catch (error) {
      throw networkError(method, path, error, requestBody);
    }
  }

  /** Sends, then reads a JSON response: non-OK, unreadable and success-marked-as-error responses fail. */
  async function request<T>(method: HttpMethod, path: string, outgoing: Outgoing = {}): Promise<T> {
    const { requestBody } = outgoing;
    const response = await send(method, path, outgoing);
    if (!response.ok) throw httpError(method, path, response, { requestBody });
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw networkError(method, path, error, requestBody);
    }
    if (!text.trim()) return undefined as T;
    const body = parseResponseBody(method, path, text);
    if (isErrorMarkedAsSuccess(text, body)) throw badResponseError(method, path, body, requestBody);
    return body as T;
  }

  const json = (value: unknown): Outgoing =>
    value === undefined
      ? {}
      : { body: JSON.stringify(value), contentType: 'application/json', requestBody: value };

  const client: ApiClient = {
    get: <T>(path: string, options: RequestOptions = {}) =>
      ((options.headers || options.auth ? undefined : takePrefetch(client, path)) as
        Promise<T> | undefined) ?? request<T>('GET', path, options),

    async getBlob(path: string, kind: BlobKind): Promise<Blob> {
      const response = await send('GET', path);
      if (!response.ok) throw httpError('GET', kind, response, { path });
      try {
        return await response.blob();
      } catch (error) {
        throw networkError('GET', path, error);
      }
    },

    post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      request<T>('POST', path, { ...json(body), ...options }),

    put: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
      request<T>('PUT', path, { ...json(body), ...options }),

    patch: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
      request<T>('PATCH', path, { ...json(body), ...options }),

    putBinary: <T>(path: string, body: BinaryBody, options: RequestOptions = {}) =>
      request<T>('PUT', path, {
        body: body as BodyInit,
        contentType: 'application/octet-stream',
        requestBody: body,
        ...options,
      }),

    postMultipart: <T>(path: string, form: FormData, options: RequestOptions = {}) =>
      request<T>('POST', path, { body: form, requestBody: form, ...options }),

    async uploadMultipart<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
      // The fetch way has the client's time limit but no abort of its own (mock-user mode only).
      const { onProgress, signal: _signal, ...rest } = options;
      const Xhr =
        settings.XMLHttpRequest ?? (settings.fetch ? undefined : (globalThis.XMLHttpRequest ?? undefined));
      if (!Xhr) {
        // A transport of its own (mock-user mode) or no XMLHttpRequest: fetch, with the progress at the end.
        const result = await request<T>('POST', path, { body: form, requestBody: form, ...rest });
        onProgress?.(1, 1);
        return result;
      }
      const url = apiUrl(settings.baseUri, path);
      const headers = {
        ...apiHeaders(settings.subscriptionKey, await currentTokens(settings), path, rest.auth),
        ...rest.headers,
      };
      const timeoutMs = settings.timeoutMs || DEFAULT_TIMEOUT_MS;
      // Only the pages that upload need this: a chunk of the client's own, not on every page.
      const { sendWithProgress } = await import(/* webpackChunkName: "api-upload" */ './upload');
      return sendWithProgress<T>({ url, path, headers, timeoutMs, form, options, Xhr });
    },
  };
  return client;
}

/** How long a read started ahead of its page keeps its response for the page's own read of the same address. */
export const PREFETCH_MS = 15_000;

const prefetches = new WeakMap<ApiClient, Map<string, { response: Promise<unknown>; until: number }>>();

/**
 * Starts a GET of `path` ahead of the page that will read it: the shell does, for the reads a route's contract
 * names, once the student is known and while the page's files are still on their way. The client's next plain
 * get of the same path within PREFETCH_MS takes this response (or its failure), once; any later get asks again.
 * Resolves with the response (of the read already on its way, if one is), for a read that follows from it.
 */
export function startPrefetch(path: string, api: ApiClient = getApi()): Promise<unknown> {
  const reads = prefetches.get(api) ?? new Map<string, { response: Promise<unknown>; until: number }>();
  prefetches.set(api, reads);
  const fresh = reads.get(path);
  if (fresh && fresh.until >= Date.now()) return fresh.response;
  const response = api.get(path);
  const drop = () => {
    if (reads.get(path)?.response === response) reads.delete(path);
  };
  // A failure not yet taken is dropped: the page then asks itself (a Try again never gets the old failure).
  response.catch(drop);
  reads.set(path, { response, until: Date.now() + PREFETCH_MS });
  setTimeout(drop, PREFETCH_MS); // nothing of a student is kept longer than that when no page takes it
  return response;
}

/** The response of a prefetch of `path` that is still fresh, taken (a second get asks again). */
function takePrefetch(api: ApiClient, path: string): Promise<unknown> | undefined {
  const reads = prefetches.get(api);
  const read = reads?.get(path);
  if (!read) return undefined;
  reads!.delete(path);
  return read.until >= Date.now() ? read.response : undefined;
}

/** Forgets the prefetches nobody has taken (a sign-out: nothing of the student stays in memory). */
export function forgetPrefetches(api: ApiClient | null = current): void {
  if (api) prefetches.delete(api);
}

let current: ApiClient | null = null;

const isClient = (value: ApiSettings | ApiClient): value is ApiClient =>
  typeof (value as ApiClient).get === 'function' && typeof (value as ApiClient).getBlob === 'function';

/**
 * Sets the one API client (Grafana's setBackendSrv). The shell calls it once with its settings;
 * a test or a dev harness may pass its own settings (e.g. a `fetch`) or a ready client instead.
 */
export function configureApi(settingsOrClient: ApiSettings | ApiClient): ApiClient {
  current = isClient(settingsOrClient) ? settingsOrClient : createApiClient(settingsOrClient);
  return current;
}

/** The configured client (outside React). Throws when the shell has not called configureApi(). */
export function getApi(): ApiClient {
  if (!current) throw new Error(NOT_CONFIGURED);
  return current;
}

/** The configured client, for components and hooks. Throws when the shell has not called configureApi(). */
export function useApi(): ApiClient {
  return getApi();
}

/** How a handler is written: one MSW handler per call of the contract's table (@portal/api-contract), found
 * by the contract's own matcher under any base address, with the call's parameters typed from its path
 * builder. A handler throws ApiError for an error response (JSON `{ message, ...extra }`). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CALLS,
  CALL_NAMES,
  compileCall,
  isSecurePath,
  routeRequest,
  type CallName,
  type MatchedRoute,
  type ReceivedOf,
} from '@portal/api-contract';
import type { DemoAccount } from '../accounts';
import { PROVIDERS, isProviderSlug, type ProviderSlug } from '../providers';
import type { Store, StudentProfile } from '../types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Further fields of the error body (e.g. the validation `details`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Limits of what a caller may send: the largest file or photo (the client's own limit, 32Mb), all files of
 * one opportunity, all uploads together. */
export interface Limits {
  uploadFileBytes: number;
  uploadOpportunityBytes: number;
  uploadTotalBytes: number;
}

/** A file part of an upload, its bytes already in the store (`blob`), with its first and last bytes (up to
 * DOCUMENT_SAMPLE_BYTES of @portal/api each: what its type is read from). */
export interface ReceivedFile {
  name: string;
  contentType: string;
  size: number;
  blob: string;
  head: Uint8Array;
  tail: Uint8Array;
}

/** Where the handlers' data and checks come from (Jest, the browser and the local backend each give theirs). */
export interface Services {
  store: Store;
  verifyToken(token: string): Promise<DemoAccount | undefined>;
  /** The account of an ID token (the Id-Token header the portal sends with every call, public ones too: the
   * spec's "an id token"), or undefined for one that is not a live ID token of a local issuer. None: no ID token
   * is taken. */
  verifyIdToken?(token: string): Promise<DemoAccount | undefined>;
  /** Origins a checkout may send the browser back to. */
  origins: ReadonlySet<string>;
  limits: Limits;
  /** Reads a multipart upload's files into the store, refusing (413) what breaks a limit as the bytes come;
   * `room(bytes, opportunityId)` throws when the bytes so far do not fit. By default: request.formData(). */
  receiveFiles?(
    request: Request,
    room: (bytes: number, opportunityId: string | undefined) => void,
  ): Promise<{ fields: Map<string, string>; files: ReceivedFile[] }>;
  /** Failed attempts per key (the passcode check). */
  attempts?: AttemptLimiter;
  /** The server's secret the checkout pages' addresses are made from (an HMAC of each checkout's `pageId`), so
   * that an open checkout's address can be given again while the data keeps only its hash; kept across restarts
   * by the local backend. Without one: a secret of the process. */
  checkoutSecret?: Uint8Array<ArrayBuffer>;
  /** Requests per key (the public calls that response a person's data, per caller). */
  requests?: RequestLimiter;
}

/** Requests per key in a window. */
export interface RequestLimiter {
  /** Counts a request of `key`: 0 when it may be answered, else the seconds to wait before the next. */
  take(key: string): Promise<number>;
}

/** Failed attempts per key (what is tried, with the caller's address). */
export interface AttemptLimiter {
  /** Seconds to wait before `key` may be tried again; 0 when it may be tried now. */
  retryAfter(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  /** A successful attempt forgets the key's failures. */
  succeed(key: string): Promise<void>;
}

export interface CallContext<N extends CallName> {
  request: Request;
  url: URL;
  /** The call's parameters as the request carries them (URI-decoded). */
  params: ReceivedOf<N>;
  services: Services;
  store: Store;
  /** The account of the request's bearer token (undefined without a valid one). */
  account(): Promise<DemoAccount | undefined>;
  /** The same, 401 without one. */
  signedIn(): Promise<DemoAccount>;
  /** Whose the request is, on a public call: the account of its bearer token, else of its Id-Token header;
   * undefined without either. */
  caller(): Promise<DemoAccount | undefined>;
}

/** What the helpers shared by several calls need of a call's context. */
export type Ctx = Omit<CallContext<CallName>, 'params'>;

export type Resolver<N extends CallName> = (ctx: CallContext<N>) => Response | Promise<Response>;
export type Resolvers = { [N in CallName]?: Resolver<N> };

export const FORBIDDEN = 'Forbidden';
export const NO_MATCHING_STUDENT = 'No matching student';

/** A JSON response, never cached. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  HttpResponse.json(body as never, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const unauthorized = () => new ApiError(401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer' });

/** The provider whose portal sent the request: the first label of its Origin's host (`ichm.localhost`,
 * `ichm.portal.example`) when that names one; undefined for a request with no Origin (not from a browser) or
 * from a host that names none. */
export function providerOfOrigin(request: Request): ProviderSlug | undefined {
  const origin = request.headers.get('origin');
  const first = origin ? URL.parse(origin)?.hostname.split('.')[0]?.toLowerCase() : undefined;
  return isProviderSlug(first) ? first : undefined;
}

/** A token is taken only from its own provider's portal: 403 for an account whose request comes from another
 * provider's origin. */
function refuseOtherProvidersOrigin(request: Request, account: DemoAccount | undefined) {
  const from = providerOfOrigin(request);
  if (account && from && account.provider !== from)
    throw new ApiError(403, `This account is not a student of ${PROVIDERS[from]!.name}`);
  return account;
}

let routes: (MatchedRoute & { name: CallName })[] | undefined;

/** The call a request makes, and its parameters: its path's tails are tried from the longest down, so the
 * call is found under any base address ('http://localhost:4000/', 'https://api.example.edu/up/api/'). */
export function callOf(request: Request): { name: CallName; params: unknown; path: string } | undefined {
  routes ??= CALL_NAMES.map((name) => ({
    name,
    method: CALLS[name].method,
    matcher: compileCall(CALLS[name], name),
  }));
  const url = new URL(request.url);
  const segments = url.pathname.split('/').filter(Boolean);
  for (let start = 0; start < segments.length; start += 1) {
    const path = segments.slice(start).join('/');
    let result;
    try {
      result = routeRequest(routes, request.method, path, url.searchParams);
    } catch {
      return undefined; // A malformed percent-encoding: no call of ours.
    }
    if (result.found) return { name: result.found.name, params: result.params, path };
  }
  return undefined;
}

/** The response of a thrown ApiError (anything else is a 500). */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError)
    return json({ message: error.message, ...error.extra }, error.status, error.headers);
  console.error('[mock-api]', error);
  return json({ message: 'Internal error in the stand-in API' }, 500);
}

/** The MSW handlers of `resolvers` over `services`. Paths with a `secure` segment need a bearer token of a
 * known account (401 otherwise). */
export function handlersOf(resolvers: Resolvers, services: Services): HttpHandler[] {
  return (Object.entries(resolvers) as [CallName, Resolver<CallName>][]).map(([name, resolve]) =>
    http[CALLS[name].method.toLowerCase() as 'get'](
      ({ request }) => callOf(request)?.name === name,
      async ({ request }) => {
        const call = callOf(request);
        let verified: Promise<DemoAccount | undefined> | undefined;
        const account = () => {
          const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
          verified ??= (token ? services.verifyToken(token) : Promise.resolve(undefined)).then((found) =>
            refuseOtherProvidersOrigin(request, found),
          );
          return verified;
        };
        const signedIn = async () => {
          const found = await account();
          if (!found) throw unauthorized();
          return found;
        };
        const caller = async () => {
          const idToken = request.headers.get('id-token')?.trim();
          return (
            (await account()) ??
            refuseOtherProvidersOrigin(request, idToken ? await services.verifyIdToken?.(idToken) : undefined)
          );
        };
        try {
          if (call && isSecurePath(call.path)) await signedIn();
          refuseRepeatedNames(request);
          return await resolve({
            request,
            url: new URL(request.url),
            params: call?.params as never,
            services,
            store: services.store,
            account,
            signedIn,
            caller,
          });
        } catch (error) {
          return errorResponse(error);
        }
      },
    ),
  );
}

/** A request names each of its parameters once. A query parameter given twice (names compared ignoring case,
 * as the handlers read them: `studentupid=A&studentUPId=B`) or the identity header `opportunityid` given twice
 * (on two lines, which HTTP joins as a comma-separated list, or as such a list) is ambiguous: an ownership check
 * could read one copy and the lookup another. Such a request is refused (400) before any handler reads it. */
function refuseRepeatedNames(request: Request): void {
  const names = [...new URL(request.url).searchParams.keys()].map((key) => key.toLowerCase());
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  const name =
    repeated ?? (request.headers.get('opportunityid')?.includes(',') ? 'opportunityid' : undefined);
  if (name) throw new ApiError(400, `The request names ${name} more than once`);
}

/** The address of the request's caller, as the local backend tells it (the socket's; unknown elsewhere). */
export const callerOf = (request: Request): string => request.headers.get('x-caller-address') ?? 'unknown';

/** The student the signed-in account asks about: its own (when every id the request names, in its query or
 * its body, is absent or its own); 403 when any names anybody else; 404 when the account has no student. */
export async function ownStudent(ctx: Ctx, ...requested: (string | undefined)[]): Promise<StudentProfile> {
  const account = await ctx.signedIn();
  if (requested.some((id) => id !== undefined && id !== '' && id !== account.studentUPId))
    throw new ApiError(403, FORBIDDEN);
  const student = account.studentUPId ? ctx.store.get('students', account.studentUPId) : undefined;
  if (!student) throw new ApiError(404, NO_MATCHING_STUDENT);
  return student;
}

/** A query parameter by name, ignoring case (`studentupid`, `studentUPId`). */
export function queryParam(url: URL, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** A JSON body is a form's data: never nested deeper than this (arrays and objects; the deepest payload of the
 * contract is a handful of levels). A deeper body is refused before it is parsed: the checks and handlers that
 * walk it recursively would run out of stack. */
export const MAX_JSON_DEPTH = 64;

/** 400 for a JSON text that nests arrays and objects deeper than MAX_JSON_DEPTH, counted in one pass over its
 * characters before it is parsed (brackets inside strings, escaped quotes too, do not count). */
export function refuseDeepJson(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\')
        i += 1; // the next character is escaped
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_JSON_DEPTH)
        throw new ApiError(400, `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (c === ']' || c === '}') depth -= 1;
  }
}

/** The JSON body (undefined when empty); 400 when it is not JSON or nested deeper than MAX_JSON_DEPTH. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  refuseDeepJson(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON');
  }
}

/** The JSON body, which must be an object (400 otherwise). */
export async function readObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

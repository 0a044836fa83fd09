/** What every API route gets, and the access rules the routes share. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CALLS,
  compileCall,
  type CallName,
  type HttpMethod,
  type MatchedRoute,
  type ReceivedOf,
  type RequestMatcher,
} from '@portal/api-contract';
import type { DemoAccount } from '../accounts';
import type { AttemptLimiter } from '../attempts';
import type { DevApiLimits } from '../limits';
import type { DataStore } from '../store';
import type { StudentProfile } from '../types';
import { HttpError } from './http';

/** Finds the account an access token was issued to (undefined when the token is not valid). */
export type TokenVerifier = (token: string) => Promise<DemoAccount | undefined>;

export interface ApiContext<P = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Parameters of the matched route (URI-decoded): for a call of the contract, its builder's parameters
   * as the request carries them; for a simulator, the capture groups of its pattern. */
  params: P;
  /** The signed-in account (secure routes only). */
  account: DemoAccount | undefined;
  /** The account of the request's bearer token, when it carries a valid one: on a public route too
   * (undefined without one). */
  bearerAccount: () => Promise<DemoAccount | undefined>;
  store: DataStore;
  /** Origins a checkout may send the browser back to (the shell origins and EXTRA_ORIGINS). */
  allowedOrigins: ReadonlySet<string>;
  limits: DevApiLimits;
  /** Failed passcode checks per session and caller. */
  passcodeAttempts: AttemptLimiter;
}

/** What the server gives every route beside the request. */
export type ApiServices = Pick<ApiContext, 'store' | 'allowedOrigins' | 'limits' | 'passcodeAttempts'> & {
  verifyToken: TokenVerifier;
};

export interface Route extends MatchedRoute {
  /** The call of the contract the route answers; undefined for a development simulator outside it. */
  readonly call: CallName | undefined;
  readonly handler: (ctx: ApiContext) => void | Promise<void>;
}

/** The route of the contract's call `name`: method and path come from the table (@portal/api-contract),
 * and the handler gets the call's parameters typed from its path builder. */
export function contractRoute<N extends CallName>(
  name: N,
  handler: (ctx: ApiContext<ReceivedOf<N>>) => void | Promise<void>,
): Route {
  const spec = CALLS[name];
  return {
    call: name,
    method: spec.method,
    matcher: compileCall(spec, name),
    handler: (ctx) => handler(ctx as ApiContext<ReceivedOf<N>>),
  };
}

/** A route outside the contract (the development simulators under dev/): its own pattern over the path
 * (no leading slash); the handler gets the URI-decoded capture groups. */
export function simulatorRoute(
  method: HttpMethod,
  pattern: RegExp,
  handler: (ctx: ApiContext<string[]>) => void | Promise<void>,
): Route {
  const matcher: RequestMatcher<string[]> = {
    pathMatches: (path) => pattern.test(path),
    match(path) {
      const found = pattern.exec(path);
      return found ? { params: found.slice(1).map((p) => decodeURIComponent(p ?? '')), score: 0 } : undefined;
    },
  };
  return { call: undefined, method, matcher, handler: (ctx) => handler(ctx as ApiContext<string[]>) };
}

export const UNAUTHORIZED = 'Unauthorized';
export const FORBIDDEN = 'Forbidden';
export const NO_MATCHING_STUDENT = 'No matching student';

/** The signed-in account (secure routes always have one; 401 otherwise). */
export function signedIn(ctx: ApiContext): DemoAccount {
  if (!ctx.account) throw new HttpError(401, UNAUTHORIZED, { 'WWW-Authenticate': 'Bearer' });
  return ctx.account;
}

/** The account of the bearer token on a public route that needs one; 401 without a valid token. */
export async function bearerSignedIn(ctx: ApiContext): Promise<DemoAccount> {
  const account = await ctx.bearerAccount();
  if (!account) throw new HttpError(401, UNAUTHORIZED, { 'WWW-Authenticate': 'Bearer' });
  return account;
}

/** The student the signed-in account asks about: its own (when every id the request names, in its query or
 * its body, is absent or its own); 403 when any names anybody else; 404 when the account has no student. */
export function ownStudent(ctx: ApiContext, ...requested: (string | undefined)[]): StudentProfile {
  const account = signedIn(ctx);
  if (requested.some((id) => id !== undefined && id !== '' && id !== account.studentUPId))
    throw new HttpError(403, FORBIDDEN);
  if (!account.studentUPId) throw new HttpError(404, NO_MATCHING_STUDENT);
  const student = ctx.store.data.students.find((s) => s.studentUPId === account.studentUPId);
  if (!student) throw new HttpError(404, NO_MATCHING_STUDENT);
  return student;
}

/** The base address of this server as the caller reached it (for links in answers). */
export const selfBase = (ctx: ApiContext): string => `http://${ctx.req.headers.host ?? 'localhost'}`;

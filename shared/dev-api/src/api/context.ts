/** What every API route gets, and the access rules the routes share. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoAccount } from '../accounts';
import type { DataStore } from '../store';
import type { StudentProfile } from '../types';
import { HttpError } from './http';

/** Finds the account an access token was issued to (undefined when the token is not valid). */
export type TokenVerifier = (token: string) => Promise<DemoAccount | undefined>;

export interface ApiContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path parameters of the matched route (already URI-decoded). */
  params: string[];
  /** The signed-in account (secure routes only). */
  account: DemoAccount | undefined;
  store: DataStore;
  /** Origins a checkout may send the browser back to (the shell origins and EXTRA_ORIGINS). */
  allowedOrigins: ReadonlySet<string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: RegExp;
  handler: (ctx: ApiContext) => void | Promise<void>;
}

export const UNAUTHORIZED = 'Unauthorized';
export const FORBIDDEN = 'Forbidden';
export const NO_MATCHING_STUDENT = 'No matching student';

/** The signed-in account (secure routes always have one; 401 otherwise). */
export function signedIn(ctx: ApiContext): DemoAccount {
  if (!ctx.account) throw new HttpError(401, UNAUTHORIZED);
  return ctx.account;
}

/** The student the signed-in account asks about: its own (when `requested` is absent or its own);
 * 403 for anybody else's; 404 when the account has no student. */
export function ownStudent(ctx: ApiContext, requested: string | undefined): StudentProfile {
  const account = signedIn(ctx);
  if (requested !== undefined && requested !== '' && requested !== account.studentUPId)
    throw new HttpError(403, FORBIDDEN);
  if (!account.studentUPId) throw new HttpError(404, NO_MATCHING_STUDENT);
  const student = ctx.store.data.students.find((s) => s.studentUPId === account.studentUPId);
  if (!student) throw new HttpError(404, NO_MATCHING_STUDENT);
  return student;
}

/** The base address of this server as the caller reached it (for links in answers). */
export const selfBase = (ctx: ApiContext): string => `http://${ctx.req.headers.host ?? 'localhost'}`;

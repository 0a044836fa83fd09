/** The API at the root of the server: the portal's read calls (spec portal §7, enrolment §7).
 * Paths with a `/secure/` segment need a bearer access token from one of the two issuers; a
 * signed-in account reads only its own student. Errors are JSON `{ "message": ... }`. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccountById, type DemoAccount } from '../accounts';
import { buildMetadata } from '../metadata';
import { listedFile } from '../seed';
import type { DataStore } from '../store';
import type { StudentProfile } from '../types';
import { HttpError, contentDisposition, queryParam, sendBytes, sendError, sendJson } from './http';

/** Finds the account an access token was issued to (undefined when the token is not valid). */
export type TokenVerifier = (token: string) => Promise<DemoAccount | undefined>;

export interface ApiContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path parameters of the matched route. */
  params: string[];
  /** The signed-in account (secure routes only). */
  account: DemoAccount | undefined;
  store: DataStore;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: RegExp;
  handler: (ctx: ApiContext) => void | Promise<void>;
}

export const UNAUTHORIZED = 'Unauthorized';
export const FORBIDDEN = 'Forbidden';
export const NO_MATCHING_STUDENT = 'No matching student';

/** The student the signed-in account asks about: its own (when `studentupid` is absent or its own);
 * 403 for anybody else's; 404 when the account has no student. */
function ownStudent(ctx: ApiContext, requested: string | undefined): StudentProfile {
  const account = ctx.account;
  if (!account) throw new HttpError(401, UNAUTHORIZED);
  if (requested !== undefined && requested !== '' && requested !== account.studentUPId)
    throw new HttpError(403, FORBIDDEN);
  if (!account.studentUPId) throw new HttpError(404, NO_MATCHING_STUDENT);
  const student = ctx.store.data.students.find((s) => s.studentUPId === account.studentUPId);
  if (!student) throw new HttpError(404, NO_MATCHING_STUDENT);
  return student;
}

const studentParam = (ctx: ApiContext) => queryParam(ctx.url, 'studentupid');

export const ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/v1\/metadata$/,
    handler: ({ res }) => sendJson(res, 200, buildMetadata()),
  },
  {
    method: 'GET',
    path: /^\/v1\/secure\/student$/,
    handler: (ctx) => sendJson(ctx.res, 200, ownStudent(ctx, studentParam(ctx))),
  },
  {
    method: 'GET',
    path: /^\/v1\/secure\/student\/image$/,
    handler: (ctx) => {
      const student = ownStudent(ctx, studentParam(ctx));
      const image = ctx.store.data.images[student.studentUPId];
      if (!image) throw new HttpError(404, 'No image for this student');
      sendBytes(ctx.res, Buffer.from(image.content, 'base64'), image.contentType);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/secure\/student\/([^/]+)\/file$/,
    handler: (ctx) => {
      const student = ownStudent(ctx, decodeURIComponent(ctx.params[0] ?? ''));
      const files = ctx.store.data.files[student.studentUPId] ?? [];
      const fileId = queryParam(ctx.url, 'fileid');
      if (fileId === undefined) {
        sendJson(ctx.res, 200, files.map(listedFile));
        return;
      }
      const file = files.find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, 'No matching file');
      sendBytes(ctx.res, Buffer.from(file.content, 'base64'), file.contentType, {
        'Content-Disposition': contentDisposition(file.name),
        'Last-Modified': new Date(file.modified).toUTCString(),
      });
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/secure\/enrolment$/,
    handler: (ctx) => {
      const student = ownStudent(ctx, studentParam(ctx));
      const enrolments = ctx.store.data.enrolments[student.studentUPId] ?? [];
      const enrolmentId = queryParam(ctx.url, 'enrolmentid');
      if (enrolmentId === undefined || enrolmentId === '') {
        sendJson(ctx.res, 200, enrolments);
        return;
      }
      const matching = enrolments.filter((e) => e.enrolmentCourseId === enrolmentId);
      if (!matching.length) throw new HttpError(404, 'No matching enrolment');
      sendJson(ctx.res, 200, matching);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/secure\/payment$/,
    handler: (ctx) => {
      const student = ownStudent(ctx, studentParam(ctx));
      const record = ctx.store.data.payments[student.studentUPId];
      if (!record) throw new HttpError(404, 'No payment record for this student');
      sendJson(ctx.res, 200, record);
    },
  },
];

/** Reads the bearer token of a request. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Answers an API request (CORS is already handled by the caller). */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  { store, verifyToken }: { store: DataStore; verifyToken: TokenVerifier },
): Promise<void> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  try {
    let account: DemoAccount | undefined;
    if (/\/secure\//i.test(`${path}/`)) {
      const token = bearerToken(req);
      account = token ? await verifyToken(token) : undefined;
      if (!account) throw new HttpError(401, UNAUTHORIZED, { 'WWW-Authenticate': 'Bearer' });
    }
    const matches = ROUTES.map((route) => ({ route, match: route.path.exec(path) })).filter((m) => m.match);
    if (!matches.length) throw new HttpError(404, `No route for ${req.method} ${path}`);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const chosen = matches.find((m) => m.route.method === method);
    if (!chosen) {
      throw new HttpError(405, `Method ${req.method} not allowed on ${path}`, {
        Allow: [...new Set(matches.map((m) => m.route.method))].join(', '),
      });
    }
    await chosen.route.handler({
      req,
      res,
      url,
      params: (chosen.match as RegExpExecArray).slice(1),
      account,
      store,
    });
  } catch (error) {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError) {
      sendError(res, error.status, error.message, error.headers);
      return;
    }
    console.error('[dev-api]', error);
    sendError(res, 500, 'Internal error in dev-api');
  }
}

/** Looks the account up for a token's subject. */
export const accountOfSubject = (sub: string | undefined): DemoAccount | undefined =>
  sub ? findAccountById(sub) : undefined;

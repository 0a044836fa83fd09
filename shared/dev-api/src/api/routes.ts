/** The API at the root of the server: every call of spec enrolment §7 and portal §7, plus the
 * development simulators (dev/checkout, dev/address). Paths with a `/secure/` segment need a bearer
 * access token from one of the two issuers; a signed-in account reads only its own student. Errors
 * are JSON `{ "message": ... }` (validation errors add `details`). The routes live by area in
 * ./endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSecurePath } from '@portal/api-contract';
import type { DemoAccount } from '../accounts';
import type { DataStore } from '../store';
import { UNAUTHORIZED, type Route, type TokenVerifier } from './context';
import { APPLICATION_ROUTES } from './endpoints/applications';
import { CATALOGUE_ROUTES } from './endpoints/catalogue';
import { CHECKOUT_PAGE_ROUTES } from './endpoints/checkout-page';
import { PAYMENT_ROUTES } from './endpoints/payments';
import { PEOPLE_ROUTES } from './endpoints/people';
import { REFERENCE_ROUTES } from './endpoints/reference';
import { STUDENT_ROUTES } from './endpoints/student';
import { WORKPLACE_ROUTES } from './endpoints/workplace';
import { HttpError, sendError } from './http';

export const ROUTES: Route[] = [
  ...REFERENCE_ROUTES,
  ...STUDENT_ROUTES,
  ...CATALOGUE_ROUTES,
  ...APPLICATION_ROUTES,
  ...PEOPLE_ROUTES,
  ...PAYMENT_ROUTES,
  ...WORKPLACE_ROUTES,
  ...CHECKOUT_PAGE_ROUTES,
];

/** Reads the bearer token of a request. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Path parameters, URI-decoded (400 when one is not valid percent-encoding). */
function decodeParams(match: RegExpExecArray): string[] {
  try {
    return match.slice(1).map((p) => decodeURIComponent(p ?? ''));
  } catch {
    throw new HttpError(400, 'Malformed path');
  }
}

/** Answers an API request (CORS is already handled by the caller). */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  {
    store,
    verifyToken,
    allowedOrigins,
  }: { store: DataStore; verifyToken: TokenVerifier; allowedOrigins: ReadonlySet<string> },
): Promise<void> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  try {
    let account: DemoAccount | undefined;
    if (isSecurePath(path)) {
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
      params: decodeParams(chosen.match as RegExpExecArray),
      account,
      store,
      allowedOrigins,
    });
  } catch (error) {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError) {
      sendError(res, error.status, error.message, error.headers, error.extra);
      return;
    }
    console.error('[dev-api]', error);
    sendError(res, 500, 'Internal error in dev-api');
  }
}

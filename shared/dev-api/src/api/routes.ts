/** The API at the root of the server: every call of spec enrolment §7 and portal §7, one route per call
 * of the contract's table (@portal/api-contract), plus the development checkout simulator
 * (dev/checkout) and the list of sent cases (dev/cases). Paths with a `/secure/` segment need a bearer
 * access token from one of the two issuers; a signed-in account reads only its own student. Errors
 * are JSON `{ "message": ... }` (validation errors add `details`). The routes live by area in
 * ./endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSecurePath, routeRequest, type RouteResult } from '@portal/api-contract';
import type { DemoAccount } from '../accounts';
import { UNAUTHORIZED, type ApiServices, type Route } from './context';
import { APPLICATION_ROUTES } from './endpoints/applications';
import { CASE_ROUTES } from './endpoints/cases';
import { CATALOGUE_ROUTES } from './endpoints/catalogue';
import { CHECKOUT_PAGE_ROUTES } from './endpoints/checkout-page';
import { OPPORTUNITY_HEADER, PAYMENT_ROUTES } from './endpoints/payments';
import { PEOPLE_ROUTES } from './endpoints/people';
import { REFERENCE_ROUTES } from './endpoints/reference';
import { STUDENT_ROUTES } from './endpoints/student';
import { WORKPLACE_ROUTES } from './endpoints/workplace';
import { discardRest } from './body';
import { HttpError, sendError } from './http';

export const ROUTES: Route[] = [
  ...REFERENCE_ROUTES,
  ...STUDENT_ROUTES,
  ...CASE_ROUTES,
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

/** The route of a request: 404 when no route has its path, 405 (with Allow) when none has its method,
 * 400 for a malformed percent-encoding. */
function routeOf(method: string, path: string, url: URL): { route: Route; params: unknown } {
  let result: RouteResult<Route>;
  try {
    result = routeRequest(ROUTES, method === 'HEAD' ? 'GET' : method, path, url.searchParams);
  } catch (error) {
    if (error instanceof URIError) throw new HttpError(400, 'Malformed path');
    throw error;
  }
  if (result.found) return { route: result.found, params: result.params };
  if (result.allowed)
    throw new HttpError(405, `Method ${method} not allowed on /${path}`, {
      Allow: result.allowed.join(', '),
    });
  throw new HttpError(404, `No route for ${method} /${path}`);
}

/** Headers that name whose record a call is about (the Zip charge's opportunity). */
const IDENTITY_HEADERS = [OPPORTUNITY_HEADER];

/** A request names each of its parameters once. A query parameter given twice (names compared ignoring case,
 * as the routes read them: `studentupid=A&studentUPId=B`) or an identity header given twice (on two lines, or
 * as a comma-separated list, which is how HTTP joins repeated headers) is ambiguous: an ownership check could
 * read one copy and the lookup another. Such a request is refused (400) before any route reads it. */
function refuseRepeatedNames(req: IncomingMessage, url: URL): void {
  const seen = new Set<string>();
  for (const key of url.searchParams.keys()) {
    const name = key.toLowerCase();
    if (seen.has(name)) throw new HttpError(400, `The request names ${name} more than once`);
    seen.add(name);
  }
  for (const name of IDENTITY_HEADERS) {
    const values = req.headersDistinct[name] ?? [];
    if (values.length > 1 || values.some((value) => value.includes(',')))
      throw new HttpError(400, `The request names ${name} more than once`);
  }
}

/** A request's path as the contract writes it: relative to the base address, no leading or trailing
 * slash. A loop: /\/+$/ backtracks quadratically on a path such as '/a' + 16,000 slashes + 'x'. */
export function contractPath(pathname: string): string {
  let start = 0;
  let end = pathname.length;
  while (start < end && pathname.charCodeAt(start) === 0x2f) start += 1;
  while (end > start && pathname.charCodeAt(end - 1) === 0x2f) end -= 1;
  return pathname.slice(start, end);
}

/** Answers an API request (CORS is already handled by the caller). */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  { verifyToken, ...services }: ApiServices,
): Promise<void> {
  const path = contractPath(url.pathname);
  try {
    let verified: Promise<DemoAccount | undefined> | undefined;
    const bearerAccount = () => {
      const token = bearerToken(req);
      verified ??= token ? verifyToken(token) : Promise.resolve(undefined);
      return verified;
    };
    let account: DemoAccount | undefined;
    if (isSecurePath(path)) {
      account = await bearerAccount();
      if (!account) throw new HttpError(401, UNAUTHORIZED, { 'WWW-Authenticate': 'Bearer' });
    }
    refuseRepeatedNames(req, url);
    const { route, params } = routeOf(req.method ?? 'GET', path, url);
    await route.handler({ req, res, url, params, account, bearerAccount, ...services });
  } catch (error) {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError) {
      // Answered before the body was read to its end: the rest is read and dropped (within bounds).
      const unread = !req.complete;
      sendError(res, error.status, error.message, error.headers, error.extra);
      if (unread) discardRest(req, services.limits.uploadRequestBytes);
      return;
    }
    console.error('[dev-api]', error);
    sendError(res, 500, 'Internal error in dev-api');
  }
}

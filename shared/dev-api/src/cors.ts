/** CORS of the API: exactly the shell origins (and EXTRA_ORIGINS) may call it from a browser, with
 * the headers the portal sends. Other origins get no CORS header at all. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const ALLOWED_HEADERS = [
  'Source',
  'Authorization',
  'Id-Token',
  'Ocp-Apim-Subscription-Key',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'OpportunityId',
];
export const EXPOSED_HEADERS = ['Content-Disposition', 'Content-Length', 'Content-Type'];

/** Sets the CORS headers when the request's Origin is allowed; tells whether it was. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !allowed.has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  return true;
}

/** Answers a preflight (OPTIONS) request: 204, with the allow-headers only for an allowed origin. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: ReadonlySet<string>,
): void {
  if (applyCors(req, res, allowed)) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.statusCode = 204;
  res.end();
}

/** The local user pool's own JSON service, as Amazon Cognito's (cognito-idp.<region>.amazonaws.com): at the
 * origin of the pool's issuer (this server's root), a POST whose X-Amz-Target names the operation and whose
 * body is `application/x-amz-json-1.1`. One operation, ChangePassword (spec portal §7 "change password": the
 * sign-in provider's operation, not the product API): authorised by the user's access token of the user pool
 * (cognito) issuer, it checks the previous password and keeps the proposed one (./passwords.ts). Errors are
 * Cognito's: HTTP 400 `{ "__type": "NotAuthorizedException", "message": "Incorrect username or password." }`,
 * InvalidPasswordException for a password the pool's policy refuses, InvalidParameterException for a
 * malformed request. The directory (aad) issuer has no such service. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccountById } from '../accounts';
import { readBytes, refuseDeepJson } from '../api/body';
import { MAX_JSON_BYTES } from '../limits';
import { HttpError } from '../api/http';
import { applyCors } from '../cors';
import type { PasswordBook } from './passwords';
import type { Idp } from './provider';

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const CHANGE_PASSWORD = `${TARGET_PREFIX}ChangePassword`;
/** The pool's password policy: at least this many characters (spec portal §9: minimum password length 8). */
export const MIN_PASSWORD_LENGTH = 8;
const CONTENT_TYPE = 'application/x-amz-json-1.1';

/** Whether a request is for the user pool's service: its root, with an X-Amz-Target (or the preflight of one). */
export function isUserPoolServiceRequest(req: IncomingMessage, url: URL): boolean {
  if (url.pathname !== '/') return false;
  if (req.method === 'OPTIONS')
    return /x-amz-target/i.test(String(req.headers['access-control-request-headers'] ?? ''));
  return req.method === 'POST' && typeof req.headers['x-amz-target'] === 'string';
}

class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', CONTENT_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** ChangePassword: the access token's account, its previous password checked, the proposed one kept. */
async function changePassword(body: Record<string, unknown>, idp: Idp, passwords: PasswordBook) {
  const { AccessToken, PreviousPassword, ProposedPassword } = body;
  if (typeof AccessToken !== 'string' || !AccessToken)
    throw new ServiceError('InvalidParameterException', 'Missing required parameter AccessToken');
  const token = await idp.provider.AccessToken.find(AccessToken);
  const account = token?.accountId ? findAccountById(token.accountId) : undefined;
  if (!token || token.clientId !== idp.clientId || !account || account.group !== idp.group)
    throw new ServiceError('NotAuthorizedException', 'Invalid Access Token');
  if (typeof PreviousPassword !== 'string' || typeof ProposedPassword !== 'string')
    throw new ServiceError(
      'InvalidParameterException',
      'Missing required parameter PreviousPassword or ProposedPassword',
    );
  if (!passwords.verify(account, PreviousPassword))
    throw new ServiceError('NotAuthorizedException', 'Incorrect username or password.');
  if (ProposedPassword.length < MIN_PASSWORD_LENGTH)
    throw new ServiceError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
  passwords.change(account, ProposedPassword);
}

/** Answers a request of the user pool's service (see isUserPoolServiceRequest); CORS for the shell origins. */
export async function handleUserPoolService(
  req: IncomingMessage,
  res: ServerResponse,
  { idp, passwords, allowed }: { idp: Idp; passwords: PasswordBook; allowed: ReadonlySet<string> },
): Promise<void> {
  const allowedOrigin = applyCors(req, res, allowed);
  if (req.method === 'OPTIONS') {
    if (allowedOrigin) {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Amz-Target, X-Amz-User-Agent');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.statusCode = 204;
    res.end();
    return;
  }
  try {
    const target = String(req.headers['x-amz-target']);
    if (target !== CHANGE_PASSWORD)
      throw new ServiceError('UnknownOperationException', `Unknown operation ${target}`);
    let body: unknown;
    try {
      const text = (await readBytes(req, MAX_JSON_BYTES)).toString('utf8') || '{}';
      refuseDeepJson(text);
      body = JSON.parse(text);
    } catch (error) {
      if (error instanceof HttpError) throw new ServiceError('InvalidParameterException', error.message);
      throw new ServiceError('SerializationException', 'The request body is not JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new ServiceError('SerializationException', 'The request body is not a JSON object');
    await changePassword(body as Record<string, unknown>, idp, passwords);
    send(res, 200, {});
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    send(res, 400, { __type: error.type, message: error.message });
  }
}

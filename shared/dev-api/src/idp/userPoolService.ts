/** The local user pool's own JSON service, as Amazon Cognito's (cognito-idp.<region>.amazonaws.com): at the
 * origin of the pool's issuer (this server's root), a POST whose X-Amz-Target names the operation and whose
 * body is `application/x-amz-json-1.1`. One operation, ChangePassword (the
 * sign-in provider's operation, not the product API): authorised by the user's access token of the user pool
 * (cognito) issuer, it checks the previous password and keeps the proposed one (./passwords.ts). Errors are
 * Cognito's: HTTP 400 `{ "__type": "NotAuthorizedException", "message": "Incorrect username or password." }`,
 * InvalidPasswordException for a password the pool's policy refuses (Cognito's default: 8 characters with upper and
 * lower case, a digit and a symbol; its message names the rule broken), InvalidParameterException for a
 * malformed request; an access token without the `aws.cognito.signin.user.admin` scope is NotAuthorizedException
 * "Access Token does not have required scopes". The directory (aad) issuer has no such service. */
import { MIN_PASSWORD_LENGTH } from '@portal/config';
import { ApiError, findAccountById, refuseDeepJson } from '@portal/mock-api';
import type { PasswordBook } from './passwords';
import type { Idp } from './provider';
import { USER_POOL_ADMIN_SCOPE } from './vendors';

const CHANGE_PASSWORD = 'AWSCognitoIdentityProviderService.ChangePassword';
/** The headers a browser may send to the service (its preflight's answer). */
export const SERVICE_HEADERS = ['Content-Type', 'X-Amz-Target', 'X-Amz-User-Agent'];

/** Whether a request is for the user pool's service: its root, with an X-Amz-Target (or the preflight of one). */
export function isUserPoolServiceRequest(request: Request): boolean {
  if (new URL(request.url).pathname !== '/') return false;
  if (request.method === 'OPTIONS')
    return /x-amz-target/i.test(request.headers.get('access-control-request-headers') ?? '');
  return request.method === 'POST' && request.headers.has('x-amz-target');
}

/** A Cognito error: its `__type` and message. */
const serviceError = (type: string, message: string) => new ApiError(400, message, {}, { __type: type });

const send = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'Cache-Control': 'no-store' },
  });

/** Cognito's default password policy, in the order it reports the first rule a password breaks: at least 8
 * characters, a lower-case and an upper-case letter, a digit and a symbol (one of Cognito's special characters,
 * or a space not at either end). */
const POLICY: [(password: string) => boolean, string][] = [
  [(p) => p.length >= MIN_PASSWORD_LENGTH, 'Password not long enough'],
  [(p) => /[a-z]/.test(p), 'Password must have lowercase characters'],
  [(p) => /[A-Z]/.test(p), 'Password must have uppercase characters'],
  [(p) => /[0-9]/.test(p), 'Password must have numeric characters'],
  [
    (p) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(p) || /\S \S/.test(p),
    'Password must have symbol characters',
  ],
];

/** The rule of the user pool's policy that a password breaks first, or undefined. */
const policyBroken = (password: string): string | undefined =>
  POLICY.find(([holds]) => !holds(password))?.[1];

/** ChangePassword: the access token's account, its previous password checked, the proposed one kept. */
async function changePassword(body: Record<string, unknown>, idp: Idp, passwords: PasswordBook) {
  const { AccessToken, PreviousPassword, ProposedPassword } = body;
  if (typeof AccessToken !== 'string' || !AccessToken)
    throw serviceError('InvalidParameterException', 'Missing required parameter AccessToken');
  const token = await idp.accessTokenOf(AccessToken);
  const account = token ? findAccountById(token.accountId) : undefined;
  if (!token || !account || account.group !== idp.group)
    throw serviceError('NotAuthorizedException', 'Invalid Access Token');
  // Cognito's user operations need the user pool's own scope in the access token.
  if (!token.scopes.has(USER_POOL_ADMIN_SCOPE))
    throw serviceError('NotAuthorizedException', 'Access Token does not have required scopes');
  if (typeof PreviousPassword !== 'string' || typeof ProposedPassword !== 'string')
    throw serviceError(
      'InvalidParameterException',
      'Missing required parameter PreviousPassword or ProposedPassword',
    );
  if (!passwords.verify(account, PreviousPassword))
    throw serviceError('NotAuthorizedException', 'Incorrect username or password.');
  const broken = policyBroken(ProposedPassword);
  if (broken)
    throw serviceError('InvalidPasswordException', `Password did not conform with policy: ${broken}`);
  passwords.change(account, ProposedPassword);
}

/** Answers a request of the user pool's service (see isUserPoolServiceRequest); CORS is the server's. */
export async function userPoolService(
  request: Request,
  { idp, passwords }: { idp: Idp; passwords: PasswordBook },
): Promise<Response> {
  try {
    const target = request.headers.get('x-amz-target');
    if (target !== CHANGE_PASSWORD)
      throw serviceError('UnknownOperationException', `Unknown operation ${target}`);
    let body: unknown;
    try {
      const text = (await request.text()) || '{}';
      // A body nested too deep is refused before it is parsed, as the API's: a malformed parameter.
      refuseDeepJson(text);
      body = JSON.parse(text);
    } catch (error) {
      if (error instanceof ApiError) throw serviceError('InvalidParameterException', error.message);
      throw serviceError('SerializationException', 'The request body is not JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw serviceError('SerializationException', 'The request body is not a JSON object');
    await changePassword(body as Record<string, unknown>, idp, passwords);
    return send(200, {});
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return send(400, { ...error.extra, message: error.message });
  }
}

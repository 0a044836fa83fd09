// The user pool's own password change (the sign-in provider's operation, not
// the product API), as Amazon Cognito offers it: ChangePassword of its JSON service, authorised by the signed-in
// user's access token. The service lives at https://cognito-idp.<region>.amazonaws.com/: the origin of the pool's
// issuer, or of its updated issuer without `issuer-` (https://issuer-cognito-idp.<region>.amazonaws.com/<pool>); the local
// user pool of shared/dev-api responds to the same request at its own origin.
import type { User } from 'oidc-client-ts';

/** The operation's header value (Cognito's JSON protocol names the operation in X-Amz-Target). */
export const CHANGE_PASSWORD_TARGET = 'AWSCognitoIdentityProviderService.ChangePassword';

/** A password change the user pool refused or could not answer: its message is the provider's own (e.g.
 * "Incorrect username or password."), `code` its error type (e.g. NotAuthorizedException). */
export class PasswordChangeError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PasswordChangeError';
  }
}

export interface UserPoolPasswordChange {
  /** The pool's issuer (the cognito group's authority). */
  authority: string;
  accessToken: string;
  previousPassword: string;
  proposedPassword: string;
  /** The request's time limit (the portal's requestTimeoutMs). */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The strategy's password change for a user pool: with the signed-in user's access token, refused with the
 * pool's NotAuthorizedException when the session has ended. */
export const passwordChangeOf =
  (authority: string, signedInUser: () => Promise<User | null>, timeoutMs: number) =>
  async (previousPassword: string, proposedPassword: string): Promise<void> => {
    const user = await signedInUser();
    if (!user?.access_token || user.expired)
      throw new PasswordChangeError('Your session has ended: sign in again.', 'NotAuthorizedException');
    await changeUserPoolPassword({
      authority,
      accessToken: user.access_token,
      previousPassword,
      proposedPassword,
      timeoutMs,
    });
  };

/** The host prefix of Cognito's updated issuer (https://issuer-cognito-idp.<region>.amazonaws.com/<pool>); the
 * service is on the same host without `issuer-`. */
const UPDATED_ISSUER_PREFIX = 'issuer-';
const UPDATED_ISSUER_HOST = /^issuer-cognito-idp\./;

/** The service address of a user pool: the origin of its issuer, and for an issuer of the updated form
 * (issuer-cognito-idp.<region>.amazonaws.com) the service's host (cognito-idp.<region>.amazonaws.com). */
export const userPoolEndpoint = (authority: string): string => {
  const url = new URL(authority);
  if (UPDATED_ISSUER_HOST.test(url.hostname)) url.hostname = url.hostname.slice(UPDATED_ISSUER_PREFIX.length);
  return `${url.origin}/`;
};

/** Changes the signed-in user's password in the user pool; rejects with a PasswordChangeError. */
export async function changeUserPoolPassword({
  authority,
  accessToken,
  previousPassword,
  proposedPassword,
  timeoutMs,
  fetch: doFetch = (input, init) => globalThis.fetch(input, init),
}: UserPoolPasswordChange): Promise<void> {
  let response: Response;
  try {
    response = await doFetch(userPoolEndpoint(authority), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': CHANGE_PASSWORD_TARGET,
      },
      body: JSON.stringify({
        AccessToken: accessToken,
        PreviousPassword: previousPassword,
        ProposedPassword: proposedPassword,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    throw new PasswordChangeError(
      `${timedOut ? 'No answer in time' : String((error as Error)?.message ?? error)}: Network problem`,
      'NetworkError',
    );
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { __type?: string; message?: string };
  // Cognito's error type may carry a namespace: "com.amazonaws...#NotAuthorizedException".
  const code = (body.__type ?? '').split('#').pop() || `HTTP ${response.status}`;
  throw new PasswordChangeError(body.message || response.statusText || code, code);
}

import type { OidcMetadata, User, UserManager } from 'oidc-client-ts';
import { SignInError } from './signInError';
import { reasonOf, withinTimeLimit } from './timeLimit';

/** The IdP's discovery document as one sign-in reads it (see discoverWithin). */
export type Discover = (um: UserManager) => Promise<Partial<OidcMetadata>>;

/** Issuers compared as the same address (a trailing slash apart). */
export const sameIssuer = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** What the student is told when a response comes from another sign-in service than the provider's own (a
 * mix-up: a client of several authorization servers checks the issuer of every response). */
export const wrongIssuer = (came: string, expected: string) =>
  `The answer came from another sign-in service (${came}), not this portal's (${expected}), and was refused`;

/** The IdP's discovery document, within the time limit (oidc-client-ts keeps it once it has it). Its issuer
 * must be the configured authority (OpenID Connect Discovery): otherwise nothing of it is used. */
export function discoverWithin(
  um: UserManager,
  authority: string,
  timeLimit: number,
): Promise<Partial<OidcMetadata>> {
  return withinTimeLimit(um.metadataService.getMetadata(), timeLimit).then(
    (metadata) => {
      if (!sameIssuer(metadata.issuer, authority))
        throw new SignInError('start', wrongIssuer(String(metadata.issuer), authority));
      return metadata;
    },
    (error: unknown) => {
      throw new SignInError('start', reasonOf(error), { cause: error });
    },
  );
}

/** Refuses tokens whose ID token another issuer signed than the discovery document's (oidc-client-ts does not
 * compare it): the user is forgotten. */
export async function checkTokenIssuer(
  um: UserManager,
  user: User,
  { issuer }: Partial<OidcMetadata>,
): Promise<User> {
  if (!sameIssuer(user.profile?.iss, issuer)) {
    await um.removeUser();
    throw new SignInError('return', wrongIssuer(String(user.profile?.iss), String(issuer)));
  }
  return user;
}

/** The authorization response's `iss` (RFC 9207) names the provider's issuer: a response from another one is
 * refused before its code is sent anywhere, as is one without it from an IdP that says it always sends it. */
export function checkResponseIssuer(metadata: Partial<OidcMetadata>): void {
  const iss = new URLSearchParams(window.location.search).get('iss');
  const expected = String(metadata.issuer);
  if (iss !== null && !sameIssuer(iss, expected)) throw new SignInError('return', wrongIssuer(iss, expected));
  if (
    iss === null &&
    (metadata as { authorization_response_iss_parameter_supported?: boolean })
      .authorization_response_iss_parameter_supported === true
  )
    throw new SignInError(
      'return',
      'The answer did not say which sign-in service it came from, and was refused',
    );
}

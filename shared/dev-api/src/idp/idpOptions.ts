// What one sign-in group's OpenID provider is made with (./provider.ts createIdp); its configuration and sign-in
// pages take their parts of it.
import type { AttemptLimiter, SignInGroup } from '@portal/mock-api';
import type { OidcStore } from './adapter';
import type { IdpKeys } from './keys';
import type { PasswordBook } from './passwords';

export interface IdpOptions {
  group: SignInGroup;
  /** Base address of the server, e.g. http://localhost:4000 (no trailing slash). */
  baseUrl: string;
  /** The issuer's origin when it is not `baseUrl`'s (the user pool on Cognito's updated issuer form). */
  issuerOrigin?: string;
  /** The user pool's domain (its hosted sign-in), an origin of its own apart from the issuer's, as a Cognito
   * pool's `https://<prefix>.auth.<region>.amazoncognito.com`: here the same server by another host name,
   * e.g. http://127.0.0.1:4000. */
  signInDomain?: string;
  /** Shell origins: redirect and post-logout addresses, and the CORS list of the token endpoints. */
  shellOrigins: readonly string[];
  /** Further origins allowed to call the token endpoints (EXTRA_ORIGINS). */
  extraOrigins?: readonly string[];
  store: OidcStore;
  keys: IdpKeys;
  /** Failed sign-ins per email and caller (shared by both groups; the key names the group). */
  signInAttempts: AttemptLimiter;
  /** The accounts' passwords as changed (the user pool's ChangePassword). */
  passwords: PasswordBook;
}

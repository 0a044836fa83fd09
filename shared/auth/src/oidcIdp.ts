import type { User, UserManager } from 'oidc-client-ts';
import type { AuthorityConfig, SignOutStyle } from '@portal/config';
import { checkTokenIssuer, discoverWithin, type Discover } from './issuer';
import { reachSignOut } from './signOutReach';

/** What the sign-in, renewal and sign-out steps need of the IdP of one authority. */
export interface IdpSteps {
  /** The IdP's discovery document, within the time limit. */
  discover: Discover;
  /** Each request's time limit (the portal's request time limit). */
  timeLimit: number;
  signOutStyle: SignOutStyle;
  clientId: string;
  /** Sends the browser to another site's page (the user pool's /logout). */
  leave: (url: string) => void;
  /** Refuses tokens whose ID token another issuer signed than the IdP's. */
  checkIssuerOf(um: UserManager, user: User): Promise<User>;
  /** Resolves when the IdP responds now (its sign-out can be left for); rejects with the reason. */
  reach(um: UserManager): Promise<void>;
}

/** The steps of `authority`'s IdP, each request within `timeLimit`. */
export function idpSteps(
  authority: AuthorityConfig,
  timeLimit: number,
  leave: (url: string) => void,
): IdpSteps {
  const discover: Discover = (um) => discoverWithin(um, authority.authority, timeLimit);
  const steps: IdpSteps = {
    discover,
    timeLimit,
    signOutStyle: authority.signOutStyle ?? 'oidc',
    clientId: authority.clientId,
    leave,
    checkIssuerOf: async (um, user) => checkTokenIssuer(um, user, await discover(um)),
    reach: (um) => reachSignOut(um, authority.authority, steps),
  };
  return steps;
}

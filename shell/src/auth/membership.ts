import { authorityFor, isMemberOf, type PortalConfig, type Provider } from '@portal/config';
import type { SignInStrategy, SignedInUser } from '@portal/auth';

/** Whether the signed-in person is a student of this provider, as their ID token says (mock mode's student is
 * nobody's and everybody's: it has no token). Only a member's tokens go to the API client. */
export const isMemberHere = (
  strategy: SignInStrategy,
  user: SignedInUser,
  config: PortalConfig,
  provider: Provider,
): boolean => strategy.kind === 'mock' || isMemberOf(user.claims, authorityFor(config, provider), provider);

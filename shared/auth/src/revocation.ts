import type { User, UserManager } from 'oidc-client-ts';
import type { SignOutStyle } from '@portal/config';
import type { Discover } from './issuer';
import { withinTimeLimit } from './timeLimit';

/** The token types each sign-out style's provider takes at its revocation endpoint: a Cognito user pool only
 * refresh tokens (revoking one ends the access tokens issued with it; an access token is refused); any other
 * both (RFC 7009). */
const REVOCABLE: Record<SignOutStyle, readonly ('access_token' | 'refresh_token')[]> = {
  cognito: ['refresh_token'],
  oidc: ['access_token', 'refresh_token'],
};

/** Revokes the tokens where the IdP's discovery document offers revocation, only the types it takes, all
 * within one time limit. Never fails: a token that could not be revoked is logged, and sign-out goes on. */
export async function revokeWhereOffered(
  um: UserManager,
  user: User | null,
  {
    signOutStyle,
    discover,
    timeLimit,
  }: { signOutStyle: SignOutStyle; discover: Discover; timeLimit: number },
): Promise<void> {
  if (!user) return;
  const revoke = async () => {
    if (!(await discover(um)).revocation_endpoint) return;
    for (const type of REVOCABLE[signOutStyle]) {
      if (!user[type]) continue;
      try {
        await um.revokeTokens([type]);
      } catch (error) {
        console.warn(`The ${type} could not be revoked; signing out anyway`, error);
      }
    }
  };
  await withinTimeLimit(revoke(), timeLimit).catch((error: unknown) => {
    console.warn('The tokens could not be revoked; signing out anyway', error);
  });
}

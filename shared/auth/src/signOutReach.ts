import type { UserManager } from 'oidc-client-ts';
import { sameIssuer } from './issuer';
import { signOutAddress, type SignOutSteps } from './signOutStyles';
import { withinTimeLimit } from './timeLimit';

/**
 * Resolves when the IdP responds now, before the browser leaves for its sign-out page (an address that does not
 * answer leaves the student on the browser's own "This site can't be reached", signed in there): its discovery
 * document read afresh (oidc-client-ts keeps the copy it read first) with a 2xx answer naming its issuer, and,
 * where its sign-out address is on another origin (a user pool's domain), any response of that origin to a request
 * that sends no cookie and reads nothing (no-cors, which browsers send only with redirects followed). All within the time limit; rejects with the reason ('Failed to fetch',
 * 'No answer in time', '503 Service Unavailable').
 */
export async function reachSignOut(
  um: UserManager,
  authority: string,
  steps: SignOutSteps & { timeLimit: number },
): Promise<void> {
  const stop = new AbortController();
  const request = (url: string, init: RequestInit) =>
    fetch(url, { ...init, cache: 'no-store', credentials: 'omit', signal: stop.signal });
  const reach = async () => {
    const discovery = um.settings.metadataUrl;
    const answer = await request(discovery, { headers: { Accept: 'application/json' } });
    if (!answer.ok) throw new Error(`${answer.status} ${answer.statusText}`.trim());
    const { issuer } = (await answer.json()) as { issuer?: unknown };
    if (!sameIssuer(issuer, authority))
      throw new Error(`The discovery document names another issuer (${String(issuer)})`);
    const address = new URL(await signOutAddress(um, steps));
    if (address.origin !== new URL(discovery).origin)
      await request(`${address.origin}/`, { method: 'HEAD', mode: 'no-cors' });
  };
  try {
    await withinTimeLimit(reach(), steps.timeLimit);
  } finally {
    stop.abort();
  }
}

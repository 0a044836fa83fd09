/** The grant of a sign-in: a first-party portal's consent, given without a screen to every scope of the
 * issuer's that the client asks for, and the directory's offline_access (a refresh token) kept as Entra ID
 * grants it when asked. */
import type { Configuration } from 'oidc-provider';
import { PORTAL_API_RESOURCE, PORTAL_API_SCOPE, type Vendor } from './vendors';

/** The directory's own authorization parameter: the request asked for offline_access. */
export const OFFLINE_ASKED = 'offline_asked';

/** Entra ID grants offline_access (a refresh token) when asked; oidc-provider keeps it only with
 * prompt=consent. The directory notes the ask of an authorization request in a parameter of its own, kept
 * through the sign-in page, and the grant puts offline_access back (grantWithoutConsent). */
export function noteOfflineAsk(authorization: URL): void {
  authorization.searchParams.delete(OFFLINE_ASKED);
  if ((authorization.searchParams.get('scope') ?? '').split(' ').includes('offline_access'))
    authorization.searchParams.set(OFFLINE_ASKED, '1');
}

/** oidc-provider's loadExistingGrant for a first-party portal: consent is given without a screen, to every
 * scope of ours the client asks for. The user pool's access token is for its own service
 * (`userPoolResource`, the resource it names without being asked); the directory has none. */
export function grantWithoutConsent(
  vendor: Vendor,
  userPoolResource: string | undefined,
): NonNullable<Configuration['loadExistingGrant']> {
  return async (ctx) => {
    const { client, session, params, provider: op } = ctx.oidc;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
    const grant =
      (grantId ? await op.Grant.find(grantId) : undefined) ??
      new op.Grant({ accountId: session!.accountId!, clientId: client!.clientId });
    const asked = String(params?.scope ?? 'openid').split(' ');
    if (params?.[OFFLINE_ASKED]) asked.push('offline_access');
    const requested = [...new Set(asked)].filter((s) => vendor.scopes.includes(s)).join(' ');
    // The directory's portal API: its scope, when asked for, is granted for the API's resource.
    const apiAsked = !userPoolResource && asked.includes(PORTAL_API_SCOPE);
    if (params?.[OFFLINE_ASKED]) params.scope = apiAsked ? `${requested} ${PORTAL_API_SCOPE}` : requested;
    grant.addOIDCScope(requested);
    if (userPoolResource) grant.addResourceScope(userPoolResource, requested);
    else if (apiAsked) grant.addResourceScope(PORTAL_API_RESOURCE, PORTAL_API_SCOPE);
    await grant.save();
    return grant;
  };
}

import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { PortalConfig, Provider } from '@portal/config';

/**
 * Sign-in for the dev harness against the local API's real OIDC providers (shared/dev-api), code + PKCE as
 * the shell does, returning to the harness's own origin (dev-api accepts every app's dev port of apps.json).
 */
export function harnessUserManager(config: PortalConfig, provider: Provider): UserManager {
  const authority = config.auth[provider.group];
  return new UserManager({
    authority: authority.authority,
    client_id: authority.clientId,
    scope: authority.scope,
    response_type: 'code',
    redirect_uri: `${window.location.origin}/`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    loadUserInfo: false,
    monitorSession: false,
    extraQueryParams: { provider: provider.slug },
  });
}

/** Completes a sign-in that has just come back (code in the address), else reads the stored user. */
export async function harnessUser(manager: UserManager): Promise<User | null> {
  const query = new URLSearchParams(window.location.search);
  if (query.has('code') && query.has('state')) {
    const user = await manager.signinRedirectCallback();
    const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/';
    // Back where the student was, without the code in the address.
    window.history.replaceState(
      null,
      '',
      returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/',
    );
    return user;
  }
  const user = await manager.getUser();
  return user && !user.expired ? user : null;
}

import type { ApiTokens } from '@portal/api';
import type { PortalConfig, Provider } from '@portal/config';
import { createOidcSignIn } from './oidcSignIn';

/** Who is signed in, as the shell needs it: the tokens for the API client and the id token's claims. */
export interface SignedInUser {
  tokens: ApiTokens | null;
  claims: Record<string, unknown>;
}

/** What restoring finds on page load. */
export interface Restored {
  user: SignedInUser | null;
  /** Where to go next, replacing the address: after a sign-in callback, the asked-for return path (or
   * the default after-sign-in page); after a failed callback, the same page without its code and state. */
  navigateTo?: string;
}

export interface SignInListener {
  /** A user was (re)loaded, e.g. tokens renewed in the background. */
  loaded(user: SignedInUser): void;
  /** The user is gone (signed out here or elsewhere). */
  unloaded(): void;
}

/** How the portal signs people in: the OIDC provider of the provider's group, or (mock-user mode) nobody
 * at all but the mock student. AuthProvider uses only this, so it has no branch for either. */
export interface SignInStrategy {
  readonly kind: 'oidc' | 'mock';
  /** Whether the page may already be signed in when it loads (a sign-in callback, a stored session):
   * the state starts as pending instead of anonymous, so a protected route does not send the visitor
   * to sign in before restore() has answered. */
  mayBeSignedIn(): boolean;
  /** Restores the stored session, or completes the sign-in callback in the address. */
  restore(): Promise<Restored>;
  /** Signs in and comes back to `returnTo` (a same-origin relative path only). Resolves the user when
   * signed in at once; null when the browser is on its way to the sign-in page. */
  signIn(returnTo?: string): Promise<SignedInUser | null>;
  /** Global sign-out: tokens revoked and the sign-in session ended. */
  signOut(): Promise<void>;
  /** Forgets the local session only. */
  forget(): Promise<void>;
  /** Listens for users loaded and unloaded; returns the unsubscribe. */
  subscribe(listener: SignInListener): () => void;
  /** The sign-in provider's own password change for the signed-in user (the user pool's ChangePassword);
   * absent where the provider has none (the directory group). Rejects with a PasswordChangeError. */
  changePassword?(currentPassword: string, newPassword: string): Promise<void>;
}

/**
 * The one place the shell chooses how to sign in: mock-user mode signs in as the mock student with no
 * identity provider and no request (loaded on demand, in a chunk of its own); otherwise oidc-client-ts
 * against the authority of the provider's group (loaded when a session or a sign-in needs it).
 */
export async function createSignIn(config: PortalConfig, provider: Provider): Promise<SignInStrategy> {
  if (config.mockUser) {
    const { createMockSignIn } = await import(/* webpackChunkName: "mock-sign-in" */ './mockSignIn');
    return createMockSignIn();
  }
  // oidc-client-ts comes in its own chunk, when the strategy first needs it (not for an anonymous visitor).
  const loadUserManager = () =>
    import(/* webpackChunkName: "oidc" */ './userManager').then((m) => m.createUserManager(config, provider));
  return createOidcSignIn(loadUserManager, config.auth[provider.group], config, {
    userPool: provider.group === 'cognito',
  });
}

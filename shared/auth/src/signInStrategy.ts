// What a way of signing in (OIDC, or mock-user mode) offers the shell and what it responds: the types that the
// strategies, the factory (./signIn.ts) and the shell share.
import type { ApiTokens } from '@portal/api-client';
import type { SignInError } from './signInError';

/** Who is signed in, as the shell needs it: the tokens for the API client and the id token's claims. */
export interface SignedInUser {
  tokens: ApiTokens | null;
  claims: Record<string, unknown>;
}

/** Something about the session the student is told once, after a round trip to the IdP. */
export type SignInNotice = 'renewalFailed';

/** What restoring finds on page load. */
export interface Restored {
  user: SignedInUser | null;
  /** Where to go next, replacing the address: after a sign-in callback, the asked-for return path (or
   * the default after-sign-in page); after a failed callback, the same page without its code and state. */
  navigateTo?: string;
  /** After a sign-in callback: why the student had to sign in again ('renewalFailed': the session could
   * not be renewed silently, so the portal sent them to sign in and back). */
  notice?: SignInNotice;
  /** The stored session could not be renewed: the browser is on its way to the sign-in page. */
  redirecting?: boolean;
  /** A sign-in step failed: the return from the IdP (its code could not be exchanged) or, for a session
   * that had to sign in again, the way to the IdP. The student is told, with a way to try again. */
  failed?: SignInError;
}

export interface SignInListener {
  /** A user was (re)loaded, e.g. tokens renewed in the background. */
  loaded(user: SignedInUser): void;
  /** The user is gone (signed out here or elsewhere). */
  unloaded(): void;
  /** The session ends at `endsAt` (ms since the epoch) unless renewed (renew()), and the student has not
   * used this tab since it was last renewed: time to warn them. (An active student's session is renewed
   * without asking.) */
  expiring?(endsAt: number): void;
  /** The session ended in this tab: its access token expired with no renewal (the warning went
   * unanswered). Followed by unloaded(). */
  ended?(): void;
  /** Another tab of this browser signed out, so this tab's session is gone too. Followed by unloaded(). */
  signedOutElsewhere?(): void;
}

/** How the portal signs people in: the OIDC provider of the provider's group, or (mock-user mode) nobody
 * at all but the mock student. AuthProvider uses only this, so it has no branch for either. */
export interface SignInStrategy {
  readonly kind: 'oidc' | 'mock';
  /** Whether the page may already be signed in when it loads (a sign-in callback, a stored session, a sign-out
   * to finish): the state starts as pending instead of anonymous, so a protected route does not send the
   * visitor to sign in before restore() has answered. */
  mayBeSignedIn(): boolean;
  /** Restores the stored session, or completes the sign-in callback in the address. A sign-out still pending at
   * the IdP is finished first when the IdP responds (the browser leaves for it: `redirecting`). */
  restore(): Promise<Restored>;
  /** Signs in and comes back to `returnTo` (a same-origin relative path only). Resolves the user when
   * signed in at once (mock mode); with OIDC it never settles while the browser leaves for the sign-in
   * page, resolves null when the page is shown again without a sign-in (the browser's Back), and rejects
   * with a SignInError when the IdP cannot be reached within the time limit. */
  signIn(returnTo?: string): Promise<SignedInUser | null>;
  /** Global sign-out: tokens revoked, every tab of this browser told, and the sign-in session ended. The
   * IdP brings the browser back to the post-logout landing (/signout), whose completeSignOut() answers
   * `returnTo`. Resolves when signed out without leaving the page (mock mode); with OIDC the browser is on
   * its way to the IdP. Rejects with a SignOutError when the IdP does not answer: the session has ended on this
   * device, and the IdP's sign-out is finished at the next page load or sign-in. */
  signOut(returnTo?: string): Promise<void>;
  /** The post-logout landing: completes the IdP's response, forgets this tab's session, tells the other
   * tabs, and answers the path the sign-out asked to come back to (a same-origin path), if any. */
  completeSignOut(): Promise<{ returnTo?: string }>;
  /** Renews the session silently. When that fails the student is sent to sign in again and brought back
   * to this page, where restore() answers notice 'renewalFailed'; it resolves null then. */
  renew(): Promise<SignedInUser | null>;
  /** Forgets the local session only. */
  forget(): Promise<void>;
  /** Listens for users loaded and unloaded; returns the unsubscribe. */
  subscribe(listener: SignInListener): () => void;
  /** The sign-in provider's own password change for the signed-in user (the user pool's ChangePassword);
   * absent where the provider has none (the directory group). Rejects with a PasswordChangeError. */
  changePassword?(currentPassword: string, newPassword: string): Promise<void>;
}

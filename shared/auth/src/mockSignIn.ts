import type { SignInListener, SignInStrategy, SignedInUser } from './signInStrategy';

/** The mock student's sign-in: no tokens (the mock transport needs none) and a subject of its own. */
export const MOCK_USER: SignedInUser = { tokens: null, claims: { sub: 'mock-user' } };

/**
 * Mock-user mode: signed in at once as the mock student, with no identity provider and
 * no request; the API client's mock transport answers for the student. Signing out (or forgetting)
 * leaves the portal signed out until signIn() or the next page load.
 */
export function createMockSignIn(): SignInStrategy {
  const listeners = new Set<SignInListener>();
  let signedIn = true;
  const signOut = async () => {
    signedIn = false;
    for (const listener of listeners) listener.unloaded();
  };
  return {
    kind: 'mock',
    mayBeSignedIn: () => signedIn,
    restore: async () => ({ user: signedIn ? MOCK_USER : null }),
    async signIn() {
      signedIn = true;
      return MOCK_USER;
    },
    signOut,
    completeSignOut: async () => ({}),
    renew: async () => (signedIn ? MOCK_USER : null),
    forget: signOut,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The mock student has no password anywhere: a change is taken as it is.
    async changePassword() {},
  };
}

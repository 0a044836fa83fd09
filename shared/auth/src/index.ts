// @portal/auth: how the portal signs people in. The shell's AuthProvider and a remote's
// dev harness both use it: one factory picks OIDC (oidc-client-ts, code + PKCE, loaded when a session or the
// sign-in needs it) or mock-user mode's student.
export { createSignIn } from './signIn';
export { sessionSeed, signOutUnderWay } from './signInStorage';
export { SignInError } from './signInError';
export { SignOutError } from './signOutError';
export type { Restored, SignInListener, SignInStrategy, SignedInUser } from './signInStrategy';
export { createMockSignIn } from './mockSignIn';
export {
  CHANGE_PASSWORD_TARGET,
  PasswordChangeError,
  changeUserPoolPassword,
  userPoolEndpoint,
  type UserPoolPasswordChange,
} from './userPoolPassword';

// The session context (@portal/auth/session): who is signed in and the visitor's sign-in, as the shell
// provides them to its pages and the remotes'. A federation singleton apart from the sign-in itself: one
// context for the shell and every remote, and a remote that reads it loads none of the sign-in's code. Pages
// read it through @portal/api, which re-exports it.
import { createContext, useContext, type ReactNode } from 'react';
import type { Student } from '@portal/api-contract';

/** The signed-in student as the shell provides it to the remotes. */
export interface Session {
  studentId: string;
  student: Student;
  /** Claims of the id token. */
  claims: Record<string, unknown>;
}

const SessionContext = createContext<Session | null>(null);

/** Provided by the shell once the student is signed in (null while signed out); remotes only read it. */
export function SessionProvider({ value, children }: { value: Session | null; children?: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in student's session, or null when nobody is signed in. */
export function useSession(): Session | null {
  return useContext(SessionContext);
}

/** The signed-in student's id. Throws when nobody is signed in (a page for signed-in students only). */
export function useStudentId(): string {
  const session = useContext(SessionContext);
  if (!session?.studentId) {
    throw new Error(
      'useStudentId() needs a signed-in student: render the page inside <SessionProvider value={session}>',
    );
  }
  return session.studentId;
}

/** Where the visitor's sign-in is: 'pending' while it is restored or a sign-in completes, 'error' when the
 * account has no student profile or its profile failed to load (the shell shows either). */
export type SignInStatus = 'anonymous' | 'pending' | 'signedIn' | 'error';

/** The visitor's sign-in as the shell hands it to a page that anybody may open (e.g. /profile): its state,
 * how to sign in, and the sign-in provider's own password change where it offers one. */
export interface SignInControl {
  status: SignInStatus;
  /** Signs in and comes back to `returnTo` (a same-origin relative path). */
  signIn(returnTo?: string): Promise<void>;
  /** Changes the signed-in account's password with the sign-in provider's own operation (not the
   * product API). Absent where the provider offers none (the directory group).
   * Rejects with an Error whose message is the provider's. */
  changePassword?(currentPassword: string, newPassword: string): Promise<void>;
}

const SignInContext = createContext<SignInControl | null>(null);

/** Provided by the shell's sign-in (and by @portal/testing's renderPage and dev harness). */
export function SignInProvider({ value, children }: { value: SignInControl | null; children?: ReactNode }) {
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

/** The visitor's sign-in, or null outside the portal's providers. */
export function useSignIn(): SignInControl | null {
  return useContext(SignInContext);
}

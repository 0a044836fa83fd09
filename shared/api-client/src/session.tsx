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

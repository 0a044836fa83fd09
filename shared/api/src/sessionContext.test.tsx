// The session pages read through @portal/api is @portal/auth's context (a federation singleton of its own): a
// provider and a hook meet whichever of the two packages each comes from.
import { render, screen } from '@testing-library/react';
import * as auth from '@portal/auth/session';
import { SessionProvider, SignInProvider, useSession, useSignIn, useStudentId, type Session } from './index';

const session: Session = {
  studentId: 'S1',
  student: { studentUPId: 'S1', firstName: 'Ana', lastName: 'Lee' },
  claims: {},
};

function Student() {
  return <p>{`${useStudentId()} ${useSession()?.student.firstName} ${useSignIn()?.status}`}</p>;
}

function AuthStudent() {
  return (
    <p>{`${auth.useStudentId()} ${auth.useSession()?.student.firstName} ${auth.useSignIn()?.status}`}</p>
  );
}

const signIn = { status: 'signedIn' as const, signIn: async () => undefined };

it("hands @portal/auth's providers to @portal/api's hooks, and @portal/api's providers to @portal/auth's", () => {
  render(
    <auth.SignInProvider value={signIn}>
      <auth.SessionProvider value={session}>
        <Student />
      </auth.SessionProvider>
    </auth.SignInProvider>,
  );
  expect(screen.getByText('S1 Ana signedIn')).toBeInTheDocument();

  render(
    <SignInProvider value={{ ...signIn, status: 'pending' }}>
      <SessionProvider value={{ ...session, studentId: 'S2' }}>
        <AuthStudent />
      </SessionProvider>
    </SignInProvider>,
  );
  expect(screen.getByText('S2 Ana pending')).toBeInTheDocument();
});

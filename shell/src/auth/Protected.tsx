import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@portal/router';
import type { RouteHeading } from '@portal/remote-contract';
import { PageBusy } from '../federation/PageBusy';
import { useAuth } from '../session/useAuth';
import { useOffline } from '../frame/useOffline';
import { SigningIn } from './SigningIn';

/** Signed-in only: an anonymous visitor is sent to sign in and brought back to the same path. A tab whose
 * session ended (signed out in another tab, or timed out), or whose sign-in failed, stays where it is,
 * signed out: the frame says so and offers to sign in again. Without a connection signing in cannot start: the
 * page waits, the frame says it is offline, and the sign-in starts once the connection is back. While the student
 * is being signed in, the page's heading (`heading`, its route's) stays above the busy message. */
export function Protected({ children, heading }: { children: ReactNode; heading?: RouteHeading }) {
  const { state, signIn, notice, signInFailure } = useAuth();
  const location = useLocation();
  const offline = useOffline();
  const ended = notice === 'signedOutElsewhere' || notice === 'sessionEnded';
  // After a failed sign-in the student chooses to try again (the frame offers it): no loop of attempts.
  const waiting = ended || signInFailure !== null || offline;
  useEffect(() => {
    if (state.status === 'anonymous' && !waiting) void signIn(`${location.pathname}${location.search}`);
  }, [state.status, waiting, signIn, location.pathname, location.search]);
  if (state.status === 'signedIn') return <>{children}</>;
  // The profile errors, a failed sign-in and the session notices are shown by the frame; the page stays
  // empty.
  if (state.status === 'error' || (state.status === 'anonymous' && waiting)) return null;
  return (
    <PageBusy heading={heading}>
      <SigningIn />
    </PageBusy>
  );
}

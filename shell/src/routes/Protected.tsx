import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@portal/router';
import { useAuth } from '../auth/AuthProvider';
import { SigningIn } from '../pages/SigningIn';

/** Signed-in only: an anonymous visitor is sent to sign in and brought back to the same path. A tab whose
 * session ended (signed out in another tab, or timed out) stays where it is, signed out: the frame says
 * so and offers to sign in again. */
export function Protected({ children }: { children: ReactNode }) {
  const { state, signIn, notice } = useAuth();
  const location = useLocation();
  const ended = notice === 'signedOutElsewhere' || notice === 'sessionEnded';
  useEffect(() => {
    if (state.status === 'anonymous' && !ended) void signIn(`${location.pathname}${location.search}`);
  }, [state.status, ended, signIn, location.pathname, location.search]);
  if (state.status === 'signedIn') return <>{children}</>;
  // The no-matching-profile error and the session notices are shown by the frame; the page stays empty.
  if (state.status === 'error' || (state.status === 'anonymous' && ended)) return null;
  return <SigningIn />;
}

import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@portal/router';
import { useAuth } from '../auth/AuthProvider';
import { SigningIn } from '../pages/SigningIn';

/** Signed-in only: an anonymous visitor is sent to sign in and brought back to the same path. */
export function Protected({ children }: { children: ReactNode }) {
  const { state, signIn } = useAuth();
  const location = useLocation();
  useEffect(() => {
    if (state.status === 'anonymous') void signIn(`${location.pathname}${location.search}`);
  }, [state.status, signIn, location.pathname, location.search]);
  if (state.status === 'signedIn') return <>{children}</>;
  // The no-matching-profile error is shown by the frame; the page stays empty behind it.
  if (state.status === 'error') return null;
  return <SigningIn />;
}

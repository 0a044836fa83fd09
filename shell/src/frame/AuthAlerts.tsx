import { useAuth } from '../session/useAuth';
import { SignedInNotAStudent } from '../chunks/onDemandParts';
import { NoMatchingProfile } from './NoMatchingProfile';
import { ProfileUnavailable } from './ProfileUnavailable';
import { SignInFailed } from './SignInFailed';
import { useOffline } from './useOffline';

/** What the frame says about the sign-in above every page: no matching profile, someone who is not a student of
 * this provider (in place of every page), a profile that failed to load, or a sign-in step that failed, each
 * with its way on. Without a connection a profile cannot load: the offline notice says so (the profile loads
 * again once the connection is back), not a load error. */
export function AuthAlerts() {
  const { state, signInFailure, signIn, retryProfile } = useAuth();
  const offline = useOffline();
  if (state.status === 'error')
    switch (state.reason) {
      case 'noMatchingProfile':
        return <NoMatchingProfile />;
      case 'notMember':
        return <SignedInNotAStudent claims={state.claims} />;
      default:
        return offline ? null : <ProfileUnavailable detail={state.detail} onRetry={retryProfile} />;
    }
  if (state.status === 'anonymous' && signInFailure)
    return <SignInFailed failure={signInFailure} onRetry={(returnTo) => void signIn(returnTo)} />;
  return null;
}

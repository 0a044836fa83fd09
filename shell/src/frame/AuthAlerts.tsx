import { useAuth } from '../session/useAuth';
import { NoMatchingProfile } from './NoMatchingProfile';
import { ProfileUnavailable } from './ProfileUnavailable';
import { SignInFailed } from './SignInFailed';

/** What the frame says about the sign-in above every page: no matching profile, a profile that failed to
 * load, or a sign-in step that failed, each with its way on. */
export function AuthAlerts() {
  const { state, signInFailure, signIn, retryProfile } = useAuth();
  if (state.status === 'error')
    return state.reason === 'noMatchingProfile' ? (
      <NoMatchingProfile />
    ) : (
      <ProfileUnavailable detail={state.detail} onRetry={retryProfile} />
    );
  if (state.status === 'anonymous' && signInFailure)
    return <SignInFailed failure={signInFailure} onRetry={(returnTo) => void signIn(returnTo)} />;
  return null;
}

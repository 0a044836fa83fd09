import { useAuth } from '../auth/AuthProvider';
import { NoMatchingProfile } from './NoMatchingProfile';
import { ProfileUnavailable } from './ProfileUnavailable';

/** What the frame says about the sign-in above every page: no matching profile, or a profile that failed
 * to load, each with its way on. */
export function AuthAlerts() {
  const { state, retryProfile } = useAuth();
  if (state.status === 'error')
    return state.reason === 'noMatchingProfile' ? (
      <NoMatchingProfile />
    ) : (
      <ProfileUnavailable detail={state.detail} onRetry={retryProfile} />
    );
  return null;
}

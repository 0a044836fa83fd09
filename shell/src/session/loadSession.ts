import { fetchCurrentStudent, isApiError, isNotFound } from '@portal/api';
import type { SignedInUser } from '@portal/auth';
import type { AuthState } from './useAuth';

/** Loads the student of a signed-in user. A 401 response (tokens the API no longer accepts, e.g. revoked
 * by a sign-out this tab missed) renews the session once rather than claiming there is no profile; null
 * when the renewal is on its way to the sign-in page. "No matching profile" is only for an account that
 * truly has none (no student id, or the API's 404); any other failure is a failed load, which keeps the
 * session and can be tried again. */
export async function loadSession(
  user: SignedInUser,
  renew: (() => Promise<SignedInUser | null>) | undefined,
): Promise<AuthState | null> {
  try {
    const student = await fetchCurrentStudent();
    if (!student?.studentUPId) return { status: 'error', reason: 'noMatchingProfile' };
    return {
      status: 'signedIn',
      session: { studentId: student.studentUPId, student, claims: user.claims },
    };
  } catch (error) {
    if (renew && isApiError(error) && error.status === 401) {
      const renewed = await renew();
      return renewed ? loadSession(renewed, undefined) : null;
    }
    if (isNotFound(error)) return { status: 'error', reason: 'noMatchingProfile' };
    console.error('Student profile could not be loaded after sign-in', error);
    return {
      status: 'error',
      reason: 'profileUnavailable',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

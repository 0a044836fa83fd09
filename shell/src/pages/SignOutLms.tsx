import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage, Text } from '@portal/ui';
import { SIGN_OUT_SUCCESS_MS } from '@portal/config';
import { SignOutError } from '@portal/auth';
import { useAuth } from '../session/useAuth';
import type { SignedOutState } from './SignOut';

/**
 * /signoutLms: global sign-out with pending and success messages; a failure goes to
 * /error/500. Pending while the tokens are revoked and the IdP ends its session, which brings the browser
 * back through the post-logout landing (/signout) to this page; success then, shown for
 * SIGN_OUT_SUCCESS_MS, before the learning platform's logout (by way of /signout). A sign-in service that does
 * not answer has the session ended on this device only: the error page says so and what to do meanwhile.
 */
export function SignOutLms() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  const signedOut = (location.state as Partial<SignedOutState> | null)?.signedOut === true;
  const [status, setStatus] = useState<'pending' | 'success'>(signedOut ? 'success' : 'pending');
  const started = useRef(false);

  useEffect(() => {
    if (status === 'success') {
      const timer = setTimeout(() => navigate('/signout', { replace: true }), SIGN_OUT_SUCCESS_MS);
      return () => clearTimeout(timer);
    }
    if (started.current) return undefined;
    started.current = true;
    signOut('/signoutLms').then(
      () => setStatus('success'), // signed out without leaving the page (mock mode)
      (error: unknown) => {
        console.error('Sign-out failed', error);
        const reason = error instanceof SignOutError ? error.reason : undefined;
        navigate('/error/500', {
          replace: true,
          state: {
            message:
              reason === undefined
                ? t`Signing out did not work: ${error instanceof Error ? error.message : String(error)}`
                : t`Signing out could not reach the sign-in service (${reason}). You are signed out of the portal on this device, but the sign-in service may still remember you. On a shared or public computer, close every window of this browser now. The portal finishes signing you out the next time you open it.`,
          },
        });
      },
    );
    return undefined;
  }, [status, signOut, navigate, t]);

  return status === 'pending' ? (
    <BusyMessage>{t`Signing out…`}</BusyMessage>
  ) : (
    <Text role="status" fontSize="lg">
      {t`You are signed out.`}
    </Text>
  );
}

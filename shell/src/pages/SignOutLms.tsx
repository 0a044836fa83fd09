import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage, Text } from '@portal/ui';
import { useAuth } from '../auth/AuthProvider';

/** /signoutLms: global sign-out with pending and success messages; a failure goes to /error/500. */
export function SignOutLms() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [status, setStatus] = useState<'pending' | 'success'>('pending');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut().then(
      () => setStatus('success'),
      (error: unknown) => {
        console.error('Sign-out failed', error);
        navigate('/error/500', {
          replace: true,
          state: {
            message: t`Signing out did not work: ${error instanceof Error ? error.message : String(error)}`,
          },
        });
      },
    );
  }, [signOut, navigate, t]);

  return status === 'pending' ? (
    <BusyMessage>{t`Signing out…`}</BusyMessage>
  ) : (
    <Text role="status" fontSize="lg">
      {t`You are signed out.`}
    </Text>
  );
}

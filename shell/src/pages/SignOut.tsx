import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage } from '@portal/ui';
import { useProvider } from '@portal/config';
import { useAuth } from '../auth/AuthProvider';

/** /signout: the post-logout landing; forgets the local session and goes to the learning platform's logout. */
export function SignOut() {
  const { forget } = useAuth();
  const provider = useProvider();
  const { t } = useLingui();
  useEffect(() => {
    void forget().finally(() => window.location.replace(provider.links.lmsLogout));
  }, [forget, provider.links.lmsLogout]);
  return <BusyMessage>{t`Signing you out of the learning platform…`}</BusyMessage>;
}

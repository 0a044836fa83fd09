import { useLingui } from '@lingui/react/macro';
import { BusyMessage } from '@portal/ui';

export function SigningIn() {
  const { t } = useLingui();
  return <BusyMessage>{t({ id: 'Login.busy.signingIn', message: 'Signing In...' })}</BusyMessage>;
}

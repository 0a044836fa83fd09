import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui';
import { useOffline } from './useOffline';

/** What every page says while the device has no connection (the browser's online state): that it is offline, what
 * still works (the pages open from the portal's offline copy, a form's typed text is kept on the device) and what
 * waits for the connection (the student's own details, signing in, sending). Announced politely (role status); gone
 * once the connection is back. */
export function OfflineNotice() {
  const offline = useOffline();
  const { t } = useLingui();
  if (!offline) return null;
  return (
    <Alert.Root status="warning" role="status" aria-live="polite" rounded="lg" mb={6}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`You are offline`}</Alert.Title>
        <Alert.Description>
          {t`The pages you open show what the portal can show without a connection. Your details, enrolments, grades and payments, signing in and sending a form need one: they come back when you are online again, and what you had typed in a form is kept on this device.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

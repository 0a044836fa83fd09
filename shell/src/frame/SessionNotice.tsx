import { useLocation } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, CloseButton } from '@portal/ui';
import { useAuth } from '../session/useAuth';

/** What the frame says about the session (see SessionNotice in AuthProvider): signed out in another tab,
 * or the session ended here (the page stays where it was, signed out, with "Sign in again" back to it);
 * or signed in again because the session could not be renewed. Announced politely (role status). */
export function SessionNotice() {
  const { notice, dismissNotice, signIn } = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  if (!notice) return null;

  const here = `${location.pathname}${location.search}${location.hash}`;
  const texts = {
    signedOutElsewhere: {
      status: 'info',
      title: t`You are signed out`,
      text: t`You signed out of the portal in another tab or window.`,
    },
    sessionEnded: {
      status: 'warning',
      title: t`Your session has ended`,
      text: t`For your security, you were signed out after a period of inactivity. Sign in again to carry on where you were.`,
    },
    renewalFailed: {
      status: 'info',
      title: t`You signed in again`,
      text: t`Your session could not be renewed, so you were asked to sign in again. You are back where you were.`,
    },
  } as const;
  const { status, title, text } = texts[notice];

  return (
    <Alert.Root status={status} role="status" aria-live="polite" rounded="lg" mb={6} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {notice === 'renewalFailed' ? (
        <CloseButton size="sm" aria-label={t`Dismiss`} onClick={dismissNotice} />
      ) : (
        <Button size="sm" colorPalette="brand" onClick={() => void signIn(here === '/' ? undefined : here)}>
          {t`Sign in again`}
        </Button>
      )}
    </Alert.Root>
  );
}

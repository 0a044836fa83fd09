import { useLocation } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@portal/ui';
import { useAuth } from '../auth/AuthProvider';

/** What the frame says about the session (see SessionNotice in AuthProvider): signed out in another tab
 * (the page stays where it was, signed out, with "Sign in again" back to it). Announced politely (role
 * status). */
export function SessionNotice() {
  const { notice, signIn } = useAuth();
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
  } as const;
  const { status, title, text } = texts[notice];

  return (
    <Alert.Root status={status} role="status" aria-live="polite" rounded="lg" mb={6} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={() => void signIn(here === '/' ? undefined : here)}>
        {t`Sign in again`}
      </Button>
    </Alert.Root>
  );
}

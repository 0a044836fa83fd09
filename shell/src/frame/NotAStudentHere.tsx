import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Heading, Text } from '@portal/ui';
import { useProvider } from '@portal/config';
import { SignOutError } from '@portal/auth';
import { useAuth } from '../session/useAuth';
import { PanelSection } from '../components/PanelSection';

/** The sign-in name an ID token gives (Cognito's email, Entra ID's preferred_username), as text. */
function signInNameOf(claims: Readonly<Record<string, unknown>>): string | undefined {
  const name = claims.email ?? claims.preferred_username;
  return typeof name === 'string' && name ? name : undefined;
}

/** Signed in as someone who is not a student of this provider (the ID token's membership claim does not name
 * it): the page says so in place of every page, and Sign out ends the sign-in service's session too, so the
 * next sign-in asks who is signing in. Nothing of the person is asked of the API. */
export function NotAStudentHere({ claims }: { claims: Readonly<Record<string, unknown>> }) {
  const provider = useProvider();
  const { signOut } = useAuth();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const who = signInNameOf(claims);

  const onSignOut = () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    signOut('/').then(
      () => setBusy(false), // signed out without leaving the page (mock mode)
      (error: unknown) => {
        console.error('Sign-out failed', error);
        setBusy(false);
        setFailure(
          error instanceof SignOutError
            ? t`Signing out could not reach the sign-in service (${error.reason}). You are signed out of the portal on this device, but the sign-in service may still remember you. On a shared or public computer, close every window of this browser now. The portal finishes signing you out the next time you open it.`
            : t`Signing out did not work: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
  };

  return (
    <PanelSection headingId="not-a-student-heading">
      <Heading as="h1" id="not-a-student-heading" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
        <Trans>This account is not a student of {provider.name}</Trans>
      </Heading>
      <Text fontSize="lg" overflowWrap="anywhere">
        {who ? (
          <Trans>
            You are signed in as {who}, which is not an account of {provider.name}. Sign out, then sign in
            with your {provider.name} student account.
          </Trans>
        ) : (
          <Trans>
            The account you signed in with is not an account of {provider.name}. Sign out, then sign in with
            your {provider.name} student account.
          </Trans>
        )}
      </Text>
      {failure ? (
        <Alert.Root status="error" role="alert" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Button colorPalette="brand" size="lg" onClick={onSignOut} loading={busy} loadingText={t`Signing out…`}>
        <Trans>Sign out</Trans>
      </Button>
    </PanelSection>
  );
}

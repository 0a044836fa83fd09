import { useNavigate } from '@portal/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@portal/ui';

/** 'Login.error.noMatchingProfile': signed in, but the account has no student profile (no student id, or
 * the API responses that it has none). Dismissing it signs the user out. A profile that failed to load is
 * not this: see ProfileUnavailable. */
export function NoMatchingProfile() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Alert.Root status="error" role="alert" rounded="lg" mb={6} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t({ id: 'Login.error.noMatchingProfile.title', message: 'No matching profile' })}
        </Alert.Title>
        <Alert.Description>
          {t({
            id: 'Login.error.noMatchingProfile',
            message: 'We could not find a student profile for this sign-in. Please contact student support.',
          })}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => navigate('/signoutLms')}>
        <Trans>Dismiss and sign out</Trans>
      </Button>
    </Alert.Root>
  );
}

import { useNavigate } from '@portal/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@portal/ui';

/** 'Login.error.noMatchingProfile': signed in, but no student profile (or its load failed: `detail` then
 * gives the failure's message, e.g. 'No answer in time: Network problem'). Dismissing it signs the user out. */
export function NoMatchingProfile({ detail }: { detail?: string }) {
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
          {detail && (
            <Text as="span" display="block" mt={1} fontSize="sm">
              {detail}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => navigate('/signoutLms')}>
        <Trans>Dismiss and sign out</Trans>
      </Button>
    </Alert.Root>
  );
}

import { useNavigate } from '@portal/router';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Flex, Text } from '@portal/ui';
import { RetryButton } from '../components/RetryButton';

/** Signed in, but the student's profile could not be loaded (a server error, no response in time, offline):
 * the load's error and Try again, which loads it again in the same session. Not a missing profile: nobody
 * is sent to student support for a passing outage. */
export function ProfileUnavailable({ detail, onRetry }: { detail: string; onRetry: () => Promise<void> }) {
  const navigate = useNavigate();
  return (
    <Alert.Root status="error" role="alert" rounded="lg" mb={6} alignItems="center" flexWrap="wrap" gap={3}>
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>
          <Trans>Your student profile could not be loaded</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            You are signed in, but the portal could not load your details just now. Please try again.
          </Trans>
          <Text as="span" display="block" mt={1} fontSize="sm">
            {detail}
          </Text>
        </Alert.Description>
      </Alert.Content>
      <Flex gap={2} flexWrap="wrap">
        <RetryButton size="sm" onRetry={onRetry}>
          <Trans>Try again</Trans>
        </RetryButton>
        <Button size="sm" variant="outline" onClick={() => navigate('/signoutLms')}>
          <Trans>Sign out</Trans>
        </Button>
      </Flex>
    </Alert.Root>
  );
}

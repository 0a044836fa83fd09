import { Trans } from '@lingui/react/macro';
import { Box, Heading, Text } from '@portal/ui';
import { RetryButton } from '../components/RetryButton';

/** The fallback for a part of the portal that cannot be loaded: says which one (its title), offers Retry. */
export function RemoteUnavailable({ title, onRetry }: { title: string; onRetry: () => Promise<void> }) {
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      color="fg"
      rounded="lg"
      p={{ base: 5, md: 8 }}
      maxW="2xl"
    >
      <Heading as="h2" size="lg" mb={2}>
        <Trans>{title} is unavailable</Trans>
      </Heading>
      <Text mb={4}>
        <Trans>
          This part of the portal is unavailable right now. The rest of the portal still works: you can use
          the menu, or try again in a moment.
        </Trans>
      </Text>
      <RetryButton onRetry={onRetry}>
        <Trans>Retry</Trans>
      </RetryButton>
    </Box>
  );
}

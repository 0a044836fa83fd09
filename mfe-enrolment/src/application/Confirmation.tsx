import { Trans } from '@lingui/react/macro';
import { Heading, Stack, Text } from '@portal/ui';
import { NextSteps } from './NextSteps';

/** Shown once the order is placed: the application's number and what happens next. */
export function Confirmation({ applicationId }: { applicationId: string }) {
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Heading as="h2" size="xl">
        <Trans>Application submitted</Trans>
      </Heading>
      <Text fontSize="lg">
        <Trans>
          Thank you. Your application number is <strong>{applicationId}</strong>.
        </Trans>
      </Text>
      <NextSteps />
    </Stack>
  );
}

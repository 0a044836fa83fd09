import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@portal/ui';
import { MethodAction, type WayState } from './MethodAction';

/** Paying with Zip: what Zip does, and the button to Zip's page. */
export function ZipMethod({ phase, busy, onContinue }: WayState & { onContinue: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>
        <Trans>
          Zip pays your fees now and you pay Zip back over time. You are asked to approve the payment on Zip's
          page, then come back here.
        </Trans>
      </Text>
      <MethodAction phase={phase} busy={busy} onClick={onContinue}>
        <Trans>Continue to Zip</Trans>
      </MethodAction>
    </Stack>
  );
}

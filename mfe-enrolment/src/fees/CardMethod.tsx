import { Trans } from '@lingui/react/macro';
import { CurrencyDisplay } from '@portal/forms';
import { CardBrandLogos, Stack, Text } from '@portal/ui';
import { MethodAction, type WayState } from './MethodAction';
import type { Pricing } from './pricing';

/** Paying by card: the amount paid now, the cards taken, and the button to the checkout page. */
export function CardMethod({
  pricing,
  phase,
  busy,
  onPay,
}: WayState & { pricing: Pricing; onPay: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>
        <Trans>
          You pay{' '}
          <CurrencyDisplay amount={pricing.totalAmount} currency={pricing.currency} signDisplay="auto" /> now
          on the secure checkout page, then come back here.
        </Trans>
      </Text>
      <CardBrandLogos />
      <MethodAction phase={phase} busy={busy} onClick={onPay}>
        <Trans>Pay by card</Trans>
      </MethodAction>
    </Stack>
  );
}

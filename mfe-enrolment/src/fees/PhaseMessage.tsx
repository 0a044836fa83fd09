import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyMessage, Button, ErrorBar, HStack, Stack, Text } from '@portal/ui';
import type { FeesPhase } from './feesFlow';

/** What the flow is doing or came to, announced politely (role status); failures as alerts. */
export function PhaseMessage({
  phase,
  onRetry,
  onChooseAgain,
}: {
  phase: FeesPhase;
  onRetry: () => void;
  onChooseAgain: () => void;
}) {
  const { t } = useLingui();
  let content: ReactNode = null;
  switch (phase.name) {
    case 'starting':
      content = <BusyMessage>{t`Getting things ready...`}</BusyMessage>;
      break;
    case 'redirecting':
      content = <BusyMessage>{t`Taking you to the secure payment page...`}</BusyMessage>;
      break;
    case 'confirming':
      content = <BusyMessage>{t`Checking your payment...`}</BusyMessage>;
      break;
    case 'charging':
      content = <BusyMessage>{t`Zip approved your payment. Taking it...`}</BusyMessage>;
      break;
    case 'done':
      content = (
        <Text
          fontWeight="semibold"
          borderWidth="1px"
          borderColor="border.success"
          bg="bg.success"
          p="3"
          rounded="md"
          data-testid="fees-outcome"
        >
          {phase.already
            ? phase.outcome === 'planned'
              ? t`Your instalment plan was already set up: nothing was charged here. Choose Next to go on.`
              : t`Your fees were already paid: nothing more was charged. Choose Next to go on.`
            : phase.outcome === 'planned'
              ? t`Your instalment plan is set up. Choose Next to go on.`
              : t`Your fees are paid. Thank you. Choose Next to go on.`}
        </Text>
      );
      break;
    case 'stopped':
      content = (
        <Stack
          gap="2"
          align="flex-start"
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          p="3"
          rounded="md"
        >
          <Text fontWeight="semibold" data-testid="fees-outcome">
            {phase.outcome === 'cancelled'
              ? t`The payment was cancelled. Nothing was charged.`
              : phase.outcome === 'declined'
                ? phase.method === 'zip'
                  ? t`Zip declined the payment. Nothing was charged.`
                  : t`Your card was declined. Nothing was charged.`
                : t`A payment was started but not finished. Nothing was charged.`}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={onChooseAgain}>
              <Trans>Choose another way</Trans>
            </Button>
          </HStack>
        </Stack>
      );
      break;
    case 'failed':
      content = (
        <Stack gap="2" align="flex-start">
          <ErrorBar
            title={
              phase.reason === 'mismatch'
                ? t`This payment could not be confirmed`
                : phase.reason === 'notCharged'
                  ? t`Zip approved the payment but it could not be taken`
                  : phase.during === 'start'
                    ? t`The payment could not be started`
                    : t`Your payment could not be checked`
            }
            message={
              phase.detail ??
              (phase.reason === 'mismatch'
                ? t`The payment page sent you back with a payment that is not this application's. Nothing was charged for it.`
                : t`Please try again in a moment.`)
            }
          />
          <Button size="sm" variant="outline" onClick={onChooseAgain}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      );
      break;
    default:
      content = null;
  }
  // The status region stays in the page so that changes in it are announced.
  return (
    <div role="status" aria-live="polite" data-testid="fees-status">
      {content}
    </div>
  );
}

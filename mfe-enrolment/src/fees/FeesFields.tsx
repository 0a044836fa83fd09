// The fees step's fields, loaded only when an applicant reaches the step (see feesStep's `Fields`).
import { useEffect, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApplicationPricing, useStudentApplication } from '@portal/api';
import { SectionHeading } from '@portal/forms';
import { BusyMessage, Button, ErrorBar, Stack, Text } from '@portal/ui';
import type { StepContext } from '../form/step';
import { BankMethod } from './BankMethod';
import { CardMethod } from './CardMethod';
import { FeesFree } from './FeesFree';
import { FeesTable } from './FeesTable';
import { InstalmentsMethod } from './InstalmentsMethod';
import { MethodChoice } from './MethodChoice';
import { PhaseMessage } from './PhaseMessage';
import { pricingOf } from './pricing';
import { useFeesFlow } from './useFeesFlow';
import { useFeesValues } from './useFeesValues';
import { ZipMethod } from './ZipMethod';

/**
 * The fees step: the fees-free check (NZ), the application's fees, the choice of a way to pay and the chosen
 * method's panel, what the payment flow is doing or came to, and what Next waits for.
 */
export default function FeesFields({ ctx }: { ctx: StepContext }) {
  const { t } = useLingui();
  const [fees, changeFees] = useFeesValues();
  const { applicationId, provider } = ctx;
  const application = useStudentApplication(applicationId);
  const pricingAnswer = useApplicationPricing(applicationId);
  const pricing = pricingOf(pricingAnswer.data);
  const { phase, busy, startCheckout, setUpPlan, reset } = useFeesFlow(applicationId, application);

  // What the server settled is the way shown; the form knows whether Next may go on.
  const doneMethod =
    phase.name === 'done' ? phase.method : phase.name === 'stopped' ? phase.method : undefined;
  useEffect(() => {
    if (doneMethod && fees.method !== doneMethod) changeFees({ method: doneMethod });
  }, [doneMethod, fees.method, changeFees]);
  const settled =
    phase.name === 'done'
      ? phase.method === fees.method
      : fees.method === 'bank' && !!pricing?.bankTransfer && phase.name !== 'redirecting';
  useEffect(() => {
    if ((fees.settled ?? false) !== settled) changeFees({ settled });
  }, [settled, fees.settled, changeFees]);

  const locked = busy || (phase.name === 'done' && phase.outcome === 'paid');
  const headingId = useId();

  if (!applicationId)
    return (
      <ErrorBar title={t`Save the earlier steps first`} message={t`Your application has no number yet.`} />
    );

  return (
    <Stack gap="8">
      {provider.country === 'NZ' && ctx.studentId ? <FeesFree id={ctx.studentId} /> : null}
      <Stack gap="3">
        <SectionHeading as="h3" title={t`Your fees`} />
        {pricingAnswer.error ? (
          <Stack gap="2" align="flex-start">
            <ErrorBar title={t`Your fees could not be loaded`} message={pricingAnswer.error.message} />
            <Button variant="outline" size="sm" onClick={() => void pricingAnswer.mutate()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ) : !pricing ? (
          <BusyMessage>{t`Loading your fees...`}</BusyMessage>
        ) : (
          <FeesTable pricing={pricing} />
        )}
      </Stack>

      <Stack gap="3">
        <SectionHeading as="h3" title={t`How would you like to pay?`} id={headingId} />
        <MethodChoice
          labelledBy={headingId}
          value={fees.method}
          disabled={locked || !pricing}
          onChange={(method) => changeFees({ method })}
        />
      </Stack>

      {pricing && fees.method ? (
        <Stack gap="4" data-testid="fees-method">
          {fees.method === 'card' ? (
            <CardMethod
              pricing={pricing}
              phase={phase}
              busy={busy}
              onPay={() => void startCheckout('card')}
            />
          ) : null}
          {fees.method === 'zip' ? (
            <ZipMethod phase={phase} busy={busy} onContinue={() => void startCheckout('zip')} />
          ) : null}
          {fees.method === 'instalments' ? (
            <InstalmentsMethod
              pricing={pricing}
              fees={fees}
              timezone={provider.timezone}
              locked={locked}
              phase={phase}
              busy={busy}
              onSetUp={setUpPlan}
            />
          ) : null}
          {fees.method === 'bank' ? <BankMethod pricing={pricing} /> : null}
        </Stack>
      ) : null}

      <PhaseMessage
        phase={phase}
        onRetry={() => {
          const method = fees.method;
          reset();
          if (method === 'card' || method === 'zip') void startCheckout(method);
        }}
        onChooseAgain={reset}
      />
      {!settled && !busy ? (
        <Text color="fg.muted" data-testid="fees-next-hint">
          {fees.method === 'bank'
            ? t`Loading the bank details...`
            : t`Choose how to pay and complete it (pay, or set up the plan) to go on to the review. You can also come back to this step later.`}
        </Text>
      ) : null}
    </Stack>
  );
}

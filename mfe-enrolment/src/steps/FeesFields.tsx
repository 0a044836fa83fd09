// The fees step's fields, loaded only when an applicant reaches the step (see feesStep's `Fields`).
import { useCallback, useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  chargeZip,
  createApplicationStripeSession,
  createDebitSuccess,
  createStripeIntentAndSubscription,
  createZipCheckout,
  useApplicationPricing,
  useFeesFreeEligibility,
  useStudentApplication,
} from '@portal/api';
import {
  CurrencyDisplay,
  findCurrency,
  PaymentFrequencyField,
  RadioGroupField,
  SectionHeading,
  formatMoney,
} from '@portal/forms';
import { formatDate } from '@portal/i18n';
import { useLocation, useNavigate } from '@portal/router';
import {
  BankIcon,
  BusyMessage,
  Button,
  CalendarIcon,
  CardBrandLogos,
  ErrorBar,
  HStack,
  MastercardLogo,
  RadioGroup,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisaLogo,
  ZipLogo,
} from '@portal/ui';
import {
  feesReducer,
  INITIAL_PHASE,
  isBusy,
  PAYMENT_WAYS,
  paymentOfApplication,
  returnOf,
  type FeesPhase,
  type PaymentWay,
} from '../fees/feesFlow';
import { instalmentSchedule } from '../fees/schedule';
import type { StepContext } from './types';
import type { EnrolValues } from './values';
import { WAY_LABELS, pricingOf, type FeesValues, type Pricing } from './feesStep';
/** The return address of a checkout: this page (the fees step) of the portal. */
const returnUrl = (): string => `${window.location.origin}${window.location.pathname}`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Today in the provider's timezone (YYYY-MM-DD). */
const todayIn = (timezone: string): string => formatDate(new Date(), timezone, 'YYYY-MM-DD');

export default function FeesFields({ ctx }: { ctx: StepContext }) {
  const { t } = useLingui();
  const form = useForm<EnrolValues>();
  // A field of the section by its path (final-form's change is typed by the top-level keys only).
  const change = form.change as unknown as (name: `fees.${keyof FeesValues}`, value: unknown) => void;
  const fees: FeesValues =
    useField<FeesValues | undefined>('fees', { subscription: { value: true } }).input.value || {};
  const { applicationId, provider } = ctx;
  const application = useStudentApplication(applicationId);
  const pricingAnswer = useApplicationPricing(applicationId);
  const pricing = pricingOf(pricingAnswer.data);
  const [phase, dispatch] = useReducer(feesReducer, INITIAL_PHASE);
  const busy = isBusy(phase);
  const location = useLocation();
  const navigate = useNavigate();

  // Back from the checkout page: the address names the checkout; the server says what happened. The query is
  // read once and taken out of the address (a reload or Next does not bring it back).
  const returned = useRef(returnOf(location.search));
  const handled = useRef(false);
  const { mutate } = application;
  useEffect(() => {
    if (handled.current) return;
    if (returned.current) {
      handled.current = true;
      const { checkoutId } = returned.current;
      dispatch({ type: 'returned', checkoutId });
      void navigate(location.pathname, { replace: true });
      mutate().then(
        (fresh) => dispatch({ type: 'server', payment: paymentOfApplication(fresh) }),
        (error: unknown) => dispatch({ type: 'failed', detail: messageOf(error) }),
      );
    } else if (application.data) {
      handled.current = true;
      dispatch({ type: 'server', payment: paymentOfApplication(application.data) });
    }
  }, [application.data, location.pathname, mutate, navigate]);

  // An approved Zip checkout is charged (the server answers a second charge of it with the first one).
  const charging = phase.name === 'charging' ? phase.checkoutId : undefined;
  useEffect(() => {
    if (!charging || !applicationId) return;
    const opportunityId =
      typeof application.data?.opportunityId === 'string' ? application.data.opportunityId : applicationId;
    chargeZip(opportunityId, { checkoutId: charging })
      .then(() => mutate())
      .then(
        (fresh) => dispatch({ type: 'server', payment: paymentOfApplication(fresh) }),
        (error: unknown) => dispatch({ type: 'failed', detail: messageOf(error) }),
      );
    // Once per charging phase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [charging]);

  // What the server settled is the way shown; the form knows whether Next may go on.
  const doneWay = phase.name === 'done' ? phase.way : phase.name === 'stopped' ? phase.way : undefined;
  useEffect(() => {
    if (doneWay && fees.way !== doneWay) change('fees.way', doneWay);
  }, [doneWay, fees.way, change]);
  const settled =
    phase.name === 'done'
      ? phase.way === fees.way
      : fees.way === 'bank' && !!pricing?.bankTransfer && phase.name !== 'redirecting';
  useEffect(() => {
    if ((fees.settled ?? false) !== settled) change('fees.settled', settled);
  }, [settled, fees.settled, change]);

  const startCheckout = useCallback(
    async (way: 'card' | 'zip') => {
      if (!applicationId || busy) return;
      dispatch({ type: 'start', way });
      try {
        const back = returnUrl();
        const answer = (await (way === 'card'
          ? createApplicationStripeSession(applicationId, { successUrl: back, cancelUrl: back })
          : createZipCheckout(applicationId, { redirectUri: back }))) as { url?: unknown; uri?: unknown };
        const url = typeof answer.url === 'string' ? answer.url : answer.uri;
        if (typeof url !== 'string') throw new Error(t`The checkout did not say where to pay`);
        dispatch({ type: 'checkoutOpened', way, url });
        window.location.assign(url);
      } catch (error) {
        dispatch({ type: 'failed', detail: messageOf(error) });
      }
    },
    [applicationId, busy, t],
  );

  const plan = pricing?.instalmentPlans.find((p) => p.frequency === fees.frequency);
  const digits = findCurrency(pricing?.currency ?? 'AUD')?.decimal_digits ?? 2;
  const schedule =
    pricing && plan
      ? instalmentSchedule({
          total: pricing.totalAmount,
          deposit: pricing.deposit,
          plan,
          start: todayIn(provider.timezone),
          digits,
        })
      : undefined;

  const setUpPlan = useCallback(async () => {
    if (!applicationId || !pricing || !plan || !schedule || !fees.instalmentMethod || busy) return;
    dispatch({ type: 'start', way: 'instalments' });
    const body = {
      applicationId,
      frequency: plan.frequency,
      count: plan.count,
      amount: plan.amount,
      deposit: pricing.deposit,
      currency: pricing.currency,
      firstPaymentDate: schedule[1]?.date,
      schedule,
    };
    try {
      await (fees.instalmentMethod === 'Credit Card'
        ? createStripeIntentAndSubscription(body)
        : createDebitSuccess(body));
      await mutate();
      dispatch({ type: 'planSetUp' });
    } catch (error) {
      dispatch({ type: 'failed', detail: messageOf(error) });
    }
  }, [applicationId, pricing, plan, schedule, fees.instalmentMethod, busy, mutate]);

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
        <WayChoice
          labelledBy={headingId}
          value={fees.way}
          disabled={locked || !pricing}
          onChange={(way) => change('fees.way', way)}
        />
      </Stack>

      {pricing && fees.way ? (
        <Stack gap="4" data-testid="fees-way">
          {fees.way === 'card' ? (
            <Stack gap="3" align="flex-start">
              <Text>
                <Trans>
                  You pay{' '}
                  <CurrencyDisplay
                    amount={pricing.totalAmount}
                    currency={pricing.currency}
                    signDisplay="auto"
                  />{' '}
                  now on the secure checkout page, then come back here.
                </Trans>
              </Text>
              <CardBrandLogos />
              {phase.name !== 'done' ? (
                <Button onClick={() => void startCheckout('card')} loading={busy} disabled={busy}>
                  <Trans>Pay by card</Trans>
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {fees.way === 'zip' ? (
            <Stack gap="3" align="flex-start">
              <Text>
                <Trans>
                  Zip pays your fees now and you pay Zip back over time. You are asked to approve the payment
                  on Zip's page, then come back here.
                </Trans>
              </Text>
              {phase.name !== 'done' ? (
                <Button onClick={() => void startCheckout('zip')} loading={busy} disabled={busy}>
                  <Trans>Continue to Zip</Trans>
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {fees.way === 'instalments' ? (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <PaymentFrequencyField
                  name="fees.frequency"
                  label={t`How often?`}
                  required
                  disabled={locked || phase.name === 'done'}
                />
                <RadioGroupField
                  name="fees.instalmentMethod"
                  label={t`Instalments paid by`}
                  required
                  disabled={locked || phase.name === 'done'}
                  options={[
                    { value: 'Credit Card', label: t`Credit card` },
                    { value: 'Bank Account', label: t`Direct debit from a bank account` },
                  ]}
                />
              </SimpleGrid>
              {schedule ? (
                <ScheduleTable rows={schedule} currency={pricing.currency} timezone={provider.timezone} />
              ) : fees.frequency ? (
                <Text color="fg.muted">
                  <Trans>There is no instalment plan of this frequency for your course.</Trans>
                </Text>
              ) : null}
              {phase.name !== 'done' ? (
                <Button
                  alignSelf="flex-start"
                  onClick={() => void setUpPlan()}
                  loading={busy}
                  disabled={busy || !schedule || !fees.instalmentMethod}
                >
                  <Trans>Confirm the instalment plan</Trans>
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {fees.way === 'bank' ? <BankDetails pricing={pricing} /> : null}
        </Stack>
      ) : null}

      <PhaseMessage
        phase={phase}
        onRetry={() => {
          const way = fees.way;
          dispatch({ type: 'reset' });
          if (way === 'card' || way === 'zip') void startCheckout(way);
        }}
        onChooseAgain={() => dispatch({ type: 'reset' })}
      />
      {!settled && !busy ? (
        <Text color="fg.muted" data-testid="fees-next-hint">
          {fees.way === 'bank'
            ? t`Loading the bank details...`
            : t`Choose how to pay and complete it (pay, or set up the plan) to go on to the review. You can also come back to this step later.`}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The ways to pay as radios, each with its logo or icon beside its name. */
function WayChoice({
  labelledBy,
  value,
  disabled,
  onChange,
}: {
  labelledBy: string;
  value: PaymentWay | undefined;
  disabled: boolean;
  onChange: (way: PaymentWay) => void;
}) {
  const { i18n: lingui } = useLingui();
  const logos: Record<PaymentWay, ReactNode> = {
    card: (
      <HStack gap="1">
        <VisaLogo height={20} />
        <MastercardLogo height={20} />
      </HStack>
    ),
    instalments: <CalendarIcon height={20} />,
    zip: <ZipLogo height={20} />,
    bank: <BankIcon height={20} />,
  };
  return (
    <RadioGroup.Root
      name="fees.way"
      value={value ?? null}
      onValueChange={(details) => details.value && onChange(details.value as PaymentWay)}
      disabled={disabled}
      aria-labelledby={labelledBy}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {PAYMENT_WAYS.map((way) => (
          <RadioGroup.Item
            key={way}
            value={way}
            borderWidth="1px"
            borderColor={value === way ? 'colorPalette.solid' : 'border'}
            rounded="md"
            p="3"
            minH="12"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack gap="2" flexWrap="wrap">
                <span>{lingui._(WAY_LABELS[way])}</span>
                {logos[way]}
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}

function FeesTable({ pricing }: { pricing: Pricing }) {
  const { t } = useLingui();
  return (
    <Table.Root size="sm" aria-label={t`Fees`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`Fee`}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {pricing.fees.map((fee) => (
          <Table.Row key={fee.name}>
            <Table.Cell>{fee.name}</Table.Cell>
            <Table.Cell textAlign="end">
              <CurrencyDisplay amount={fee.amount} currency={pricing.currency} signDisplay="auto" />
            </Table.Cell>
          </Table.Row>
        ))}
        <Table.Row fontWeight="semibold">
          <Table.Cell>{t`Total`}</Table.Cell>
          <Table.Cell textAlign="end" data-testid="fees-total">
            <CurrencyDisplay amount={pricing.totalAmount} currency={pricing.currency} signDisplay="auto" />
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

function ScheduleTable({
  rows,
  currency,
  timezone,
}: {
  rows: ReturnType<typeof instalmentSchedule>;
  currency: string;
  timezone: string;
}) {
  const { t } = useLingui();
  return (
    <Table.Root size="sm" aria-label={t`Instalment schedule`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`Payment`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.number}>
            <Table.Cell>{row.number === 0 ? t`Deposit` : t`Instalment ${row.number}`}</Table.Cell>
            <Table.Cell>{formatDate(row.date, timezone)}</Table.Cell>
            <Table.Cell textAlign="end">
              <CurrencyDisplay amount={row.amount} currency={currency} signDisplay="auto" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function BankDetails({ pricing }: { pricing: Pricing }) {
  const { t } = useLingui();
  const bank = pricing.bankTransfer;
  if (!bank)
    return <ErrorBar title={t`The bank details could not be loaded`} message={t`Please contact us.`} />;
  const rows: [string, string][] = [
    [t`Account name`, bank.accountName],
    [t`Bank`, bank.bankName],
    ...(bank.bsb ? ([[t`BSB`, bank.bsb]] as [string, string][]) : []),
    [t`Account number`, bank.accountNumber],
    [t`Reference`, bank.reference],
    [t`Amount`, formatMoney(pricing.totalAmount, pricing.currency, 'auto')],
  ];
  return (
    <Stack gap="3" role="region" aria-label={t`Bank details`}>
      <Text>
        <Trans>
          Transfer your fees to this account, with the reference below so that we know the payment is yours.
          Your place is confirmed once the money has arrived (1 to 3 working days).
        </Trans>
      </Text>
      <Stack as="dl" gap="1" borderWidth="1px" rounded="md" p="3">
        {rows.map(([label, value]) => (
          <HStack key={label} gap="3" flexWrap="wrap" justify="space-between">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" m="0">
              {value}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** What the flow is doing or came to, announced politely (role status); failures as alerts. */
function PhaseMessage({
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
          {phase.outcome === 'planned'
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
                ? phase.way === 'zip'
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

/** The fees-free check (NZ providers): whether the applicant may study their first year fees-free. */
function FeesFree({ id }: { id: string }) {
  const { t } = useLingui();
  const { data, error } = useFeesFreeEligibility(id);
  if (error)
    return (
      <Text color="fg.muted">
        <Trans>Your fees-free eligibility could not be checked. You can still pay below.</Trans>
      </Text>
    );
  if (!data) return <BusyMessage>{t`Checking your fees-free eligibility...`}</BusyMessage>;
  const eligible = data.eligible === true;
  const reason = typeof data.reason === 'string' ? data.reason : '';
  return (
    <Stack
      gap="1"
      role="note"
      aria-label={t`Fees-free eligibility`}
      borderWidth="1px"
      borderColor={eligible ? 'border.success' : 'border'}
      p="3"
      rounded="md"
    >
      <Text fontWeight="semibold">
        {eligible
          ? t`You may be eligible for fees-free study in your first year.`
          : t`You are not eligible for fees-free study.`}
      </Text>
      {reason ? <Text color="fg.muted">{reason}</Text> : null}
      {eligible ? (
        <Text color="fg.muted">
          <Trans>We confirm it with your offer; until then, choose how you would pay the fees below.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

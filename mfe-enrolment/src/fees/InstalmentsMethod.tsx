import { Trans, useLingui } from '@lingui/react/macro';
import { CurrencyDisplay, findCurrency, PaymentFrequencyField, RadioGroupField } from '@portal/forms';
import { formatDate } from '@portal/i18n';
import { SimpleGrid, Stack, Table, Text } from '@portal/ui';
import type { FeesValues, InstalmentMethod } from '../form/values';
import { MethodAction, type WayState } from './MethodAction';
import type { Pricing } from './pricing';
import { instalmentSchedule, type ScheduleRow } from './schedule';
import type { PlanRequest } from './useFeesFlow';

/** Today in the provider's timezone (YYYY-MM-DD). */
const todayIn = (timezone: string): string => formatDate(new Date(), timezone, 'YYYY-MM-DD');

/**
 * Paying by instalments: how often and paid by what, the schedule of the plan of that frequency (from today in
 * the provider's timezone), and the button that sets the plan up. The choice is off once the plan is set up,
 * and while the flow is locked (a call under way, or the fees paid).
 */
export function InstalmentsMethod({
  pricing,
  fees,
  timezone,
  locked,
  phase,
  busy,
  onSetUp,
}: WayState & {
  pricing: Pricing;
  fees: FeesValues;
  timezone: string;
  locked: boolean;
  onSetUp: (method: InstalmentMethod, plan: PlanRequest) => Promise<void>;
}) {
  const { t } = useLingui();
  const plan = pricing.instalmentPlans.find((p) => p.frequency === fees.frequency);
  const digits = findCurrency(pricing.currency)?.decimal_digits ?? 2;
  const schedule = plan
    ? instalmentSchedule({
        total: pricing.totalAmount,
        deposit: pricing.deposit,
        plan,
        start: todayIn(timezone),
        digits,
      })
    : undefined;

  const setUp = () => {
    if (!plan || !schedule || !fees.instalmentMethod) return;
    void onSetUp(fees.instalmentMethod, {
      frequency: plan.frequency,
      count: plan.count,
      amount: plan.amount,
      deposit: pricing.deposit,
      currency: pricing.currency,
      firstPaymentDate: schedule[1]?.date,
      schedule,
    });
  };

  return (
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
        <ScheduleTable rows={schedule} currency={pricing.currency} timezone={timezone} />
      ) : fees.frequency ? (
        <Text color="fg.muted">
          <Trans>There is no instalment plan of this frequency for your course.</Trans>
        </Text>
      ) : null}
      <MethodAction phase={phase} busy={busy} disabled={!schedule || !fees.instalmentMethod} onClick={setUp}>
        <Trans>Confirm the instalment plan</Trans>
      </MethodAction>
    </Stack>
  );
}

/** The deposit and each instalment: its date in the provider's timezone and its amount. */
function ScheduleTable({
  rows,
  currency,
  timezone,
}: {
  rows: ScheduleRow[];
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

import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@portal/forms';
import { ErrorBar, HStack, Stack, Text } from '@portal/ui';
import type { Pricing } from './pricing';

/** Paying by bank transfer: the account (its BSB where it has one), the reference and the amount. */
export function BankMethod({ pricing }: { pricing: Pricing }) {
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

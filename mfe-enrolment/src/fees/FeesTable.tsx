import { useLingui } from '@lingui/react/macro';
import { CurrencyDisplay } from '@portal/forms';
import { Table } from '@portal/ui';
import type { Pricing } from './pricing';

/** Each fee and the total, in the application's currency. */
export function FeesTable({ pricing }: { pricing: Pricing }) {
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

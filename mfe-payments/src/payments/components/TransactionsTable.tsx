import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCurrency, formatDate } from '@portal/i18n';
import { Text } from '@portal/ui';
import { RecordTable, type RecordColumn } from '@portal/ui-table';
import type { Transaction } from '../transactions';
import { PAYMENT_TYPE_LABELS } from './paymentTypes';

export interface TransactionsTableProps {
  invoiceNumber: string;
  rows: Transaction[];
  timezone: string;
}

/** Below `sm` a transaction is a small card: date and amount, then type and account. */
const CARD = [
  ['date', 'amount'],
  ['type', 'account'],
] as const;

/** The transactions of one invoice: Date, Type, Account, Amount. */
export function TransactionsTable({ invoiceNumber, rows, timezone }: TransactionsTableProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo<RecordColumn<Transaction>[]>(
    () => [
      {
        key: 'date',
        header: t`Date`,
        width: '28%',
        cell: (row) => (
          <Text as="span" fontWeight={{ base: 'medium', sm: 'normal' }}>
            {formatDate(row.date, timezone)}
          </Text>
        ),
      },
      {
        key: 'type',
        header: t`Type`,
        width: '34%',
        stackedLabel: false,
        cell: (row) => {
          const label = PAYMENT_TYPE_LABELS[row.paymentType];
          if (!label) return row.paymentType;
          return (
            <>
              <Text as="span" display="block">
                {i18n._(label)}
              </Text>
              <Text as="span" display="block" fontSize="xs" color="fg.muted">
                {row.paymentType}
              </Text>
            </>
          );
        },
      },
      {
        key: 'account',
        header: t`Account`,
        width: '16%',
        cell: (row) => (
          <Text as="span" color={{ base: 'fg.muted', sm: 'inherit' }}>
            {row.accountCode}
          </Text>
        ),
      },
      {
        key: 'amount',
        header: t`Amount`,
        width: '22%',
        align: 'end',
        stackedLabel: false,
        cell: (row) => (
          <Text
            as="span"
            whiteSpace="nowrap"
            fontWeight={{ base: 'semibold', sm: 'medium' }}
            fontVariantNumeric="tabular-nums"
          >
            {formatCurrency(row.amount)}
          </Text>
        ),
      },
    ],
    [t, i18n, timezone],
  );
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No payments on this invoice yet.</Trans>
      </Text>
    );
  }
  return (
    <RecordTable
      caption={t`Transactions of invoice ${invoiceNumber}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.paymentID}
      stackBelow="sm"
      stackedGrid={CARD}
      framed
    />
  );
}

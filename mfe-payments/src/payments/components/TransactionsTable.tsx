import { Trans, useLingui } from '@lingui/react/macro';
import { formatCurrency, formatDate } from '@portal/i18n';
import { Box, Table, Text } from '@portal/ui';
import type { Transaction } from '../transactions';
import { PAYMENT_TYPE_LABELS } from './paymentTypes';

export interface TransactionsTableProps {
  invoiceNumber: string;
  rows: Transaction[];
  timezone: string;
}

/** Below the `sm` breakpoint each row stacks as a small card (date and amount, then type and account);
 * the column headers stay for screen readers. The explicit roles keep the table semantics when the
 * table elements are laid out as blocks and grids. */
const stacked = { base: 'block', sm: 'table' } as const;
/** What every transaction cell shares: a table cell from sm up, a bare grid area of a card below. */
const cell = {
  role: 'cell',
  px: { base: 0, sm: '3' },
  py: { base: 0, sm: '2' },
  borderBottomWidth: { base: '0', sm: '1px' },
} as const;
const visuallyHiddenBelowSm = {
  position: { base: 'absolute', sm: 'static' },
  width: { base: '1px', sm: 'auto' },
  height: { base: '1px', sm: 'auto' },
  overflow: { base: 'hidden', sm: 'visible' },
  clipPath: { base: 'inset(50%)', sm: 'none' },
  whiteSpace: { base: 'nowrap', sm: 'normal' },
} as const;

/** The transactions of one invoice: Date, Type, Account, Amount. */
export function TransactionsTable({ invoiceNumber, rows, timezone }: TransactionsTableProps) {
  const { t, i18n } = useLingui();
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No payments on this invoice yet.</Trans>
      </Text>
    );
  }
  const caption = t`Transactions of invoice ${invoiceNumber}`;
  const accountLabel = t`Account`;
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l1" overflow="hidden">
      <Table.Root role="table" size="sm" variant="line" display={stacked} tableLayout="fixed">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header role="rowgroup" {...visuallyHiddenBelowSm}>
          <Table.Row role="row" bg="bg.muted">
            <Table.ColumnHeader role="columnheader" scope="col" px="3" w="28%">
              <Trans>Date</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" scope="col" px="3" w="34%">
              <Trans>Type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" scope="col" px="3" w="16%">
              {accountLabel}
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" scope="col" px="3" w="22%" textAlign="end">
              <Trans>Amount</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup" display={{ base: 'block', sm: 'table-row-group' }}>
          {rows.map((row) => {
            const label = PAYMENT_TYPE_LABELS[row.paymentType];
            return (
              <Table.Row
                key={row.paymentID}
                role="row"
                display={{ base: 'grid', sm: 'table-row' }}
                gridTemplateColumns="1fr auto"
                gridTemplateAreas={'"date amount" "type account"'}
                columnGap="3"
                py={{ base: 2, sm: 0 }}
                px={{ base: 3, sm: 0 }}
                borderBottomWidth={{ base: '1px', sm: '0' }}
                borderColor="border"
                _last={{ borderBottomWidth: '0', '& > td': { borderBottomWidth: '0' } }}
              >
                <Table.Cell {...cell} gridArea="date" fontWeight={{ base: 'medium', sm: 'normal' }}>
                  {formatDate(row.date, timezone)}
                </Table.Cell>
                <Table.Cell {...cell} gridArea="type" overflowWrap="anywhere">
                  {label ? (
                    <>
                      <Text as="span" display="block">
                        {i18n._(label)}
                      </Text>
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        {row.paymentType}
                      </Text>
                    </>
                  ) : (
                    row.paymentType
                  )}
                </Table.Cell>
                <Table.Cell
                  {...cell}
                  gridArea="account"
                  textAlign={{ base: 'end', sm: 'start' }}
                  color={{ base: 'fg.muted', sm: 'inherit' }}
                  data-label={accountLabel}
                  _before={{ content: { base: 'attr(data-label) " "', sm: 'none' } }}
                >
                  {row.accountCode}
                </Table.Cell>
                <Table.Cell
                  {...cell}
                  gridArea="amount"
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontWeight={{ base: 'semibold', sm: 'medium' }}
                  fontVariantNumeric="tabular-nums"
                >
                  {formatCurrency(row.amount)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

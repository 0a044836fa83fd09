import { useId, type ReactNode, type Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Invoice } from '@portal/api';
import { Badge, Box, Flex, Heading, chakra } from '@portal/ui';
import { amount } from '../money';
import type { Transaction } from '../transactions';
import { TransactionsTable } from './TransactionsTable';

export interface InvoiceSectionProps {
  invoice: Invoice;
  transactions: Transaction[];
  timezone: string;
  /** The heading, for moving focus to it (after "Load more"). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the student can do about it (e.g. "Pay now"), under the amounts. */
  action?: ReactNode;
}

/** One invoice: its number, paid and due amounts, and its transactions. */
export function InvoiceSection({ invoice, transactions, timezone, headingRef, action }: InvoiceSectionProps) {
  const headingId = useId();
  const { invoiceNumber } = invoice;
  const settled = invoice.amountDue <= 0;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      boxShadow="xs"
      p={{ base: 3, sm: 4, md: 5 }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="3"
        mb="4"
      >
        <Flex align="center" gap="2" wrap="wrap">
          <Heading
            as="h2"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            size="lg"
            outline="none"
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'colorPalette.focusRing',
              outlineOffset: '2px',
            }}
          >
            <Trans>Invoice {invoiceNumber}</Trans>
          </Heading>
          {settled && (
            <Badge colorPalette="green" variant="subtle">
              <Trans>Paid in full</Trans>
            </Badge>
          )}
        </Flex>
        <chakra.dl display="flex" gap={{ base: 6, sm: 8 }} flexShrink={0}>
          <div>
            <chakra.dt fontSize="sm" color="fg.muted">
              <Trans>Paid</Trans>
            </chakra.dt>
            <chakra.dd fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {amount(invoice.amountPaid, invoice.currencyCode)}
            </chakra.dd>
          </div>
          <div>
            <chakra.dt fontSize="sm" color="fg.muted">
              <Trans>Due</Trans>
            </chakra.dt>
            <chakra.dd fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {amount(invoice.amountDue, invoice.currencyCode)}
            </chakra.dd>
          </div>
        </chakra.dl>
      </Flex>
      {action ? <Box mb="4">{action}</Box> : null}
      <TransactionsTable invoiceNumber={invoiceNumber} rows={transactions} timezone={timezone} />
    </Box>
  );
}

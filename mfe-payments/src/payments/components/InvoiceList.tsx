import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PaymentsResponse } from '@portal/api';
import { Flex, LoadMoreButton, Stack, Text } from '@portal/ui';
import { usePagedList } from '../hooks/usePagedList';
import { invoiceTransactions, paymentsById } from '../transactions';
import { InvoiceSection } from './InvoiceSection';

export interface InvoiceListProps {
  data: PaymentsResponse;
  pageSize: number;
  timezone: string;
}

/** The invoices a page at a time; "Load more" adds a page and moves focus to the first new invoice. */
export function InvoiceList({ data, pageSize, timezone }: InvoiceListProps) {
  const byId = useMemo(() => paymentsById(data.payments), [data.payments]);
  const { visible, total, hasMore, loadMore } = usePagedList(data.invoices, pageSize);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNew = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    firstNew.current?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const showMore = () => {
    setFocusIndex(visible.length);
    loadMore();
  };

  const shown = visible.length;
  return (
    <Stack gap={{ base: 4, md: 5 }}>
      {visible.map((invoice, index) => (
        <InvoiceSection
          key={`${invoice.invoiceNumber}-${index}`}
          invoice={invoice}
          transactions={invoiceTransactions(invoice, byId)}
          timezone={timezone}
          headingRef={index === focusIndex ? firstNew : undefined}
        />
      ))}
      {total > pageSize && (
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          gap="3"
        >
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            <Trans>
              Showing {shown} of {total} invoices
            </Trans>
          </Text>
          {hasMore && (
            <LoadMoreButton onClick={showMore}>
              <Trans>Load more</Trans>
            </LoadMoreButton>
          )}
        </Flex>
      )}
    </Stack>
  );
}

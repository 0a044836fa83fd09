import { useMemo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Invoice, PaymentsResponse } from '@portal/api';
import { PagedList } from '@portal/ui';
import { invoiceTransactions, paymentsById } from '../transactions';
import { InvoiceSection } from './InvoiceSection';

export interface InvoiceListProps {
  data: PaymentsResponse;
  pageSize: number;
  timezone: string;
  /** What the student can do about an invoice (e.g. "Pay now"). */
  actionFor?: (invoice: Invoice) => ReactNode;
}

/** The invoices a page at a time; "Load more" adds a page and moves focus to the first new invoice. */
export function InvoiceList({ data, pageSize, timezone, actionFor }: InvoiceListProps) {
  const byId = useMemo(() => paymentsById(data.payments), [data.payments]);
  return (
    <PagedList<Invoice, HTMLHeadingElement>
      items={data.invoices}
      pageSize={pageSize}
      itemKey={(invoice, index) => `${invoice.invoiceNumber}-${index}`}
      summary={(shown, total) => (
        <Trans>
          Showing {shown} of {total} invoices
        </Trans>
      )}
      renderItem={(invoice, _index, focusRef) => (
        <InvoiceSection
          invoice={invoice}
          transactions={invoiceTransactions(invoice, byId)}
          timezone={timezone}
          headingRef={focusRef}
          action={actionFor?.(invoice)}
        />
      )}
    />
  );
}

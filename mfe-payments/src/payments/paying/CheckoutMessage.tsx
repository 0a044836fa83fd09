import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api';
import { NotificationBar } from '@portal/ui';
import { amount } from '../money';
import type { CheckoutNotice } from './useCheckoutReturn';

/** How the checkout went, as the student is told back from it, or what Pay now found; closed with its close
 * button. A checkout that charged nothing, or an invoice found changed, is told from the server's invoice as read
 * again (`invoices`): already paid (nothing more was charged), or still due. */
export function CheckoutMessage({
  notice,
  invoices,
  loading = false,
  onClose,
  paidDetail,
}: {
  notice: CheckoutNotice | undefined;
  /** The student's invoices as last read, and whether they are being read. */
  invoices: readonly Invoice[] | undefined;
  loading?: boolean;
  onClose: () => void;
  /** Where the payment is now listed (the payments page's own words by default). */
  paidDetail?: string;
}) {
  const { t } = useLingui();
  if (!notice) return null;
  if (notice.kind === 'paid')
    return (
      <NotificationBar
        variant="success"
        title={t`Thank you: your payment is made`}
        message={paidDetail ?? t`It is listed in the transactions of its invoice below.`}
        onClose={onClose}
      />
    );
  if (notice.kind === 'declined')
    return (
      <NotificationBar
        variant="warning"
        title={t`Your card was declined`}
        message={t`Nothing was charged. You can try again with Pay now, or use another card.`}
        onClose={onClose}
      />
    );
  if (notice.kind === 'cancelled')
    return (
      <NotificationBar
        variant="info"
        message={t`The payment was cancelled. Nothing was charged.`}
        onClose={onClose}
      />
    );
  if (notice.checking || loading)
    return <NotificationBar variant="busy" message={t`Checking what your invoice shows now...`} />;

  const invoice = invoices?.find(
    (i) => notice.invoiceId !== undefined && (i.invoiceID ?? i.invoiceNumber) === notice.invoiceId,
  );
  if (!invoice)
    return (
      <NotificationBar
        variant="info"
        title={t`Nothing was charged`}
        message={
          notice.kind === 'closed'
            ? t`That checkout had already been closed. Your invoices show what is recorded.`
            : t`The invoice had changed. Your invoices show what is recorded.`
        }
        onClose={onClose}
      />
    );
  const number = invoice.invoiceNumber;
  if (invoice.amountDue <= 0)
    return (
      <NotificationBar
        variant="info"
        title={t`Invoice ${number} is already paid`}
        message={t`Nothing more was charged. It was paid meanwhile, for example in another tab or window.`}
        onClose={onClose}
      />
    );
  const due = amount(invoice.amountDue, invoice.currencyCode);
  return (
    <NotificationBar
      variant="warning"
      title={
        notice.kind === 'closed' ? t`Nothing was charged` : t`The amount due on invoice ${number} has changed`
      }
      message={
        notice.kind === 'closed'
          ? t`That checkout had been closed (cancelled or replaced, for example in another tab or window). Invoice ${number} has ${due} due: you can pay it with Pay now.`
          : t`Nothing was charged. It is now ${due}: press Pay now again to pay it.`
      }
      onClose={onClose}
    />
  );
}

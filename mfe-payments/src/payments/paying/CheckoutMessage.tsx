import { useLingui } from '@lingui/react/macro';
import { NotificationBar } from '@portal/ui';
import type { CheckoutReturn } from './payInvoice';

/** How the checkout went, as the student is told back from it; closed with its close button. */
export function CheckoutMessage({
  returned,
  onClose,
  paidDetail,
}: {
  returned: CheckoutReturn | undefined;
  onClose: () => void;
  /** Where the payment is now listed (the payments page's own words by default). */
  paidDetail?: string;
}) {
  const { t } = useLingui();
  if (returned === 'paid')
    return (
      <NotificationBar
        variant="success"
        title={t`Thank you: your payment is made`}
        message={paidDetail ?? t`It is listed in the transactions of its invoice below.`}
        onClose={onClose}
      />
    );
  if (returned === 'declined')
    return (
      <NotificationBar
        variant="warning"
        title={t`Your card was declined`}
        message={t`Nothing was charged. You can try again with Pay now, or use another card.`}
        onClose={onClose}
      />
    );
  if (returned === 'cancelled')
    return (
      <NotificationBar
        variant="info"
        message={t`The payment was cancelled. Nothing was charged.`}
        onClose={onClose}
      />
    );
  return null;
}

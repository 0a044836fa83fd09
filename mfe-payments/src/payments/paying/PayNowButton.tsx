import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, newIdempotencyKey, type Invoice } from '@portal/api';
import { Button, ErrorBar, Stack } from '@portal/ui';
import { noteCheckout, startInvoicePayment } from './payInvoice';

export interface PayNowButtonProps {
  invoice: Invoice;
  studentId: string;
  /** Where the checkout sends the browser back to (this page). */
  returnTo: string;
  /** The server's invoice is not what the page showed (paid meanwhile, e.g. in another tab, or another amount
   * due): no checkout was opened; the page reads the payments again and says so. */
  onChanged: (invoice: Invoice) => void;
  /** Goes to the checkout page (the browser's location by default; tests watch it). */
  go?: (url: string) => void;
}

const leave = (url: string) => window.location.assign(url);

/** "Pay now" for an invoice with something due: busy while the checkout is made, then off to its page; a
 * failure says so under the button and the button can be pressed again. One checkout at a time: a press while
 * one is being opened does nothing, even several presses in one task (a double click, a key held down, a
 * script), before the busy button has been drawn; across tabs the server answers the checkout already open.
 * Each attempt has its Idempotency-Key, kept for a press after a call that got no answer (the server may have
 * opened the checkout: the same key answers that one) and new after any answer. */
export function PayNowButton({ invoice, studentId, returnTo, onChanged, go = leave }: PayNowButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  // Set at once on the first press (the busy state only shows once React has rendered it).
  const opening = useRef(false);
  const attempt = useRef<string | undefined>(undefined);
  const { invoiceNumber } = invoice;
  const pay = async () => {
    if (opening.current) return;
    opening.current = true;
    setBusy(true);
    setError(undefined);
    attempt.current ??= newIdempotencyKey();
    try {
      const started = await startInvoicePayment(studentId, invoice, returnTo, {
        idempotencyKey: attempt.current,
      });
      attempt.current = undefined;
      if (started.kind === 'checkout') {
        if (started.checkoutId) noteCheckout(studentId, started.checkoutId, invoice);
        go(started.url);
        return;
      }
      onChanged(invoice);
    } catch (failure) {
      // An answer (an HTTP error) ends the attempt; no answer (a network failure) may not have.
      if (isApiError(failure) && failure.status !== undefined) attempt.current = undefined;
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    setBusy(false);
    opening.current = false;
  };
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }}>
      <Button
        type="button"
        loading={busy}
        loadingText={t`Opening the checkout...`}
        aria-label={busy ? undefined : t`Pay now: invoice ${invoiceNumber}`}
        onClick={() => void pay()}
      >
        <Trans>Pay now</Trans>
      </Button>
      {error ? <ErrorBar title={t`The payment could not be started`} message={error} /> : null}
    </Stack>
  );
}

import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api';
import { Button, ErrorBar, Stack } from '@portal/ui';
import { startInvoicePayment } from './payInvoice';

export interface PayNowButtonProps {
  invoice: Invoice;
  studentId: string;
  /** Where the checkout sends the browser back to (this page). */
  returnTo: string;
  /** Goes to the checkout page (the browser's location by default; tests watch it). */
  go?: (url: string) => void;
}

const leave = (url: string) => window.location.assign(url);

/** "Pay now" for an invoice with something due: busy while the checkout is made, then off to its page; a
 * failure says so under the button and the button can be pressed again. One checkout at a time: a press while
 * one is being opened does nothing, even several presses in one task (a double click, a key held down, a
 * script), before the busy button has been drawn. */
export function PayNowButton({ invoice, studentId, returnTo, go = leave }: PayNowButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  // Set at once on the first press (the busy state only shows once React has rendered it).
  const opening = useRef(false);
  const { invoiceNumber } = invoice;
  const pay = async () => {
    if (opening.current) return;
    opening.current = true;
    setBusy(true);
    setError(undefined);
    try {
      go(await startInvoicePayment(studentId, invoice, returnTo));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
      opening.current = false;
    }
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

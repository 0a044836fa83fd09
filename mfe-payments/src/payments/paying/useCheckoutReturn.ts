import { useCallback, useEffect, useState } from 'react';
import type { Invoice } from '@portal/api';
import { useLocation, useNavigate } from '@portal/router';
import { checkoutReturn, invoiceIdOf, notedInvoice, returnedCheckoutId } from './payInvoice';

/** What the page tells about a payment: how the checkout went (back from it), or that Pay now found the invoice
 * changed. `closed` and `changed` say what the server recorded on the invoice (`invoiceId`, when known), once
 * the payments have been read again (`checking` until then). */
export type CheckoutNotice =
  | { kind: 'paid' }
  | { kind: 'declined' }
  | { kind: 'cancelled' }
  /** Back from a checkout page whose press did nothing (the checkout was no longer open). */
  | { kind: 'closed'; invoiceId?: string; checking: boolean }
  /** Pay now found the invoice paid meanwhile or its amount due changed: no checkout was opened. */
  | { kind: 'changed'; invoiceId: string; checking: boolean };

export interface CheckoutReturnState {
  /** What to tell, until the student closes the message. */
  notice: CheckoutNotice | undefined;
  dismiss: () => void;
  /** Pay now found `invoice` changed: reads the payments again and says what the server has on it. */
  changed: (invoice: Invoice) => void;
  /** The address the checkout sends the browser back to: this page, on the portal's origin. */
  returnTo: string;
}

/** The notice of a return address (`closed`: the invoice this tab went to pay, from its note). */
function noticeOf(search: string, studentId: string | undefined): CheckoutNotice | undefined {
  const status = checkoutReturn(search);
  if (!status) return undefined;
  if (status !== 'closed') return { kind: status };
  const invoiceId = studentId ? notedInvoice(studentId, returnedCheckoutId(search)) : undefined;
  return { kind: 'closed', checking: true, ...(invoiceId ? { invoiceId } : {}) };
}

/** Back from the checkout (?status=paid|declined|cancelled|closed): says how it went once, reads the payments
 * again after a payment or a press that did nothing (`reread`), and takes the status out of the address (a reload
 * or a second visit says nothing more, and pays nothing). `studentId`: whose notes of a checkout to read. */
export function useCheckoutReturn(reread: () => unknown, studentId: string | undefined): CheckoutReturnState {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<CheckoutNotice | undefined>(() =>
    noticeOf(location.search, studentId),
  );

  /** Reads the payments again, then says what they hold (the notice is no longer `checking`). */
  const check = useCallback(
    (kind: 'closed' | 'changed') => {
      const done = () =>
        setNotice((now) => (now?.kind === kind && now.checking ? { ...now, checking: false } : now));
      Promise.resolve(reread()).then(done, done);
    },
    [reread],
  );

  useEffect(() => {
    const returned = noticeOf(location.search, studentId);
    if (!returned) return;
    setNotice(returned);
    if (returned.kind === 'paid') void reread();
    if (returned.kind === 'closed') check('closed');
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, reread, check, navigate, studentId]);

  return {
    notice,
    dismiss: () => setNotice(undefined),
    changed: (invoice) => {
      setNotice({ kind: 'changed', invoiceId: invoiceIdOf(invoice), checking: true });
      check('changed');
    },
    returnTo: `${window.location.origin}${location.pathname}`,
  };
}

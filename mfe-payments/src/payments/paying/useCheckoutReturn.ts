import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { checkoutReturn, type CheckoutReturn } from './payInvoice';

export interface CheckoutReturnState {
  /** How the checkout went, until the student closes the message. */
  returned: CheckoutReturn | undefined;
  dismiss: () => void;
  /** The address the checkout sends the browser back to: this page, on the portal's origin. */
  returnTo: string;
}

/** Back from the checkout (?status=paid|declined|cancelled): says how it went once, reads the payments again
 * after a payment (`reread`), and takes the status out of the address (a reload or a second visit says nothing
 * more, and pays nothing). */
export function useCheckoutReturn(reread: () => unknown): CheckoutReturnState {
  const location = useLocation();
  const navigate = useNavigate();
  const [returned, setReturned] = useState<CheckoutReturn | undefined>(() => checkoutReturn(location.search));
  useEffect(() => {
    const status = checkoutReturn(location.search);
    if (!status) return;
    setReturned(status);
    if (status === 'paid') void reread();
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, reread, navigate]);
  return {
    returned,
    dismiss: () => setReturned(undefined),
    returnTo: `${window.location.origin}${location.pathname}`,
  };
}

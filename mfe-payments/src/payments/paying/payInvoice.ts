import {
  createStudentStripeSession,
  deviceEntry,
  fetchInvoicePricing,
  isApiError,
  type Invoice,
  type PaymentAttempt,
} from '@portal/api';

/** The checkout's answer in the return address: `?status=paid|declined|cancelled&checkoutId=...`, or `closed`
 * when a press on the checkout page did nothing (the checkout was no longer open, e.g. paid or cancelled in
 * another tab, or its invoice paid meanwhile): the page then reads what the server recorded. */
export type CheckoutReturn = 'paid' | 'declined' | 'cancelled' | 'closed';

const RETURNS: readonly string[] = ['paid', 'declined', 'cancelled', 'closed'] satisfies CheckoutReturn[];

/** What the return address says of a checkout; undefined for an ordinary visit. */
export function checkoutReturn(search: string): CheckoutReturn | undefined {
  const status = new URLSearchParams(search).get('status');
  return status && RETURNS.includes(status) ? (status as CheckoutReturn) : undefined;
}

/** The checkout id of the return address, if it has a plausible one. */
export function returnedCheckoutId(search: string): string | undefined {
  const id = new URLSearchParams(search).get('checkoutId');
  return id && /^[A-Za-z0-9_-]{1,80}$/.test(id) ? id : undefined;
}

/** The id the API knows the invoice by (its InvoiceID; the number when it has none). */
export const invoiceIdOf = (invoice: Invoice): string => invoice.invoiceID ?? invoice.invoiceNumber;

/** An invoice offers "Pay now" while something is due on it. */
export const canPay = (invoice: Invoice): boolean => invoice.amountDue > 0;

/** What starting a payment came to: a checkout page to go to, or nothing opened because the server's invoice
 * is not what this page showed (paid meanwhile, e.g. in another tab, or its amount due changed): the page reads
 * the payments again and says so. */
export type PaymentStart = { kind: 'checkout'; url: string; checkoutId?: string } | { kind: 'changed' };

/**
 * Starts paying an invoice: reads what is due on it (invoice pricing), then opens the student's card
 * checkout for it (v1/student/{id}/stripeSession, with the student's token and the attempt's Idempotency-Key),
 * and answers the checkout page's address. With a checkout of the invoice already open (another tab), the
 * server answers that one: one checkout at a time. Nothing due, the server's 409 (nothing due, or another
 * amount) or an attempt's checkout no longer open: `changed`. The checkout sends the browser back to
 * `returnTo` (this page, on the portal's origin).
 */
export async function startInvoicePayment(
  studentId: string,
  invoice: Invoice,
  returnTo: string,
  attempt: PaymentAttempt = {},
): Promise<PaymentStart> {
  const invoiceId = invoiceIdOf(invoice);
  const pricing = await fetchInvoicePricing(invoiceId);
  const due = typeof pricing.amountDue === 'number' ? pricing.amountDue : invoice.amountDue;
  if (!(due > 0)) return { kind: 'changed' };
  let session;
  try {
    session = await createStudentStripeSession(
      studentId,
      { invoiceId, successUrl: returnTo, cancelUrl: returnTo },
      undefined,
      attempt,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { kind: 'changed' };
    throw error;
  }
  if (session?.status !== undefined && session.status !== 'open') return { kind: 'changed' };
  if (typeof session?.url !== 'string' || !session.url) throw new Error(NO_CHECKOUT);
  return { kind: 'checkout', url: session.url, checkoutId: session.id };
}

const NO_CHECKOUT = 'The checkout did not give its address';

/** What this tab keeps of the checkout it went to (in the tab's session storage, for its return): which
 * invoice it was for, so that the return can say what the server recorded on it. */
type CheckoutNote = { checkoutId: string; invoiceId: string };

const noteOf = (studentId: string) => {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // storage turned off: the return says less
  }
  return storage ? deviceEntry<CheckoutNote>('checkout', studentId, storage) : undefined;
};

/** Keeps which invoice the checkout `checkoutId` is for, for the return to this tab. */
export function noteCheckout(studentId: string, checkoutId: string, invoice: Invoice): void {
  noteOf(studentId)?.write({ checkoutId, invoiceId: invoiceIdOf(invoice) });
}

/** The invoice the checkout `checkoutId` was for, if this tab went to it (the note stays until the next
 * checkout: reading it twice, as a re-run effect does, gives the same answer). */
export function notedInvoice(studentId: string, checkoutId: string | undefined): string | undefined {
  const note = noteOf(studentId)?.read();
  return note && note.checkoutId === checkoutId && typeof note.invoiceId === 'string'
    ? note.invoiceId
    : undefined;
}

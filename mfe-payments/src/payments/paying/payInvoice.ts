import { createStudentStripeSession, fetchInvoicePricing, type Invoice } from '@portal/api';

/** The checkout's answer in the return address: `?status=paid|declined|cancelled&checkoutId=...`. */
export type CheckoutReturn = 'paid' | 'declined' | 'cancelled';

/** What the return address says of a checkout; undefined for an ordinary visit. */
export function checkoutReturn(search: string): CheckoutReturn | undefined {
  const status = new URLSearchParams(search).get('status');
  return status === 'paid' || status === 'declined' || status === 'cancelled' ? status : undefined;
}

/** The id the API knows the invoice by (its InvoiceID; the number when it has none). */
const invoiceIdOf = (invoice: Invoice): string => invoice.invoiceID ?? invoice.invoiceNumber;

/** An invoice offers "Pay now" while something is due on it. */
export const canPay = (invoice: Invoice): boolean => invoice.amountDue > 0;

/**
 * Starts paying an invoice: reads what is due on it (invoice pricing), then opens the student's card
 * checkout for it (v1/student/{id}/stripeSession, with the student's token), and answers the checkout
 * page's address. The checkout sends the browser back to `returnTo` (this page, on the portal's origin).
 */
export async function startInvoicePayment(
  studentId: string,
  invoice: Invoice,
  returnTo: string,
): Promise<string> {
  const invoiceId = invoiceIdOf(invoice);
  const pricing = await fetchInvoicePricing(invoiceId);
  const due = typeof pricing.amountDue === 'number' ? pricing.amountDue : invoice.amountDue;
  if (!(due > 0)) throw new Error(NOTHING_DUE);
  const session = await createStudentStripeSession(studentId, {
    invoiceId,
    successUrl: returnTo,
    cancelUrl: returnTo,
  });
  if (typeof session?.url !== 'string' || !session.url) throw new Error(NO_CHECKOUT);
  return session.url;
}

const NOTHING_DUE = 'Nothing is due on this invoice any more';
const NO_CHECKOUT = 'The checkout did not give its address';

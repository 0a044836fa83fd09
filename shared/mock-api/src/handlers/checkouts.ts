/** Checkout sessions, card (Stripe-style) and Zip, that open the development checkout page (the local
 * backend's simulator): for an application's course, or for what a student owes on their invoices; and the
 * card payments a paid student checkout becomes.
 *
 * A checkout page's address carries a secret of its own (not the checkout id, not a token of the student):
 * only whoever opened the session (and so got the address) can see or use the page. */
import { pricingOf } from '../seed/products';
import type { Store, StoredRecord, XeroPayment } from '../types';
import { recordPayment, refuseSettled } from './applicationPayment';
import { productOfApplication } from './catalogue';
import { ApiError, json, type Ctx } from './define';
import { addRecord, findRecord } from './records';

/** How long a checkout page can be used (a Stripe checkout session lasts a day). */
export const CHECKOUT_HOURS = 24;

/** Bytes as lowercase hexadecimal. */
export const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The checkout page's secret as stored (its SHA-256: the data does not hold a usable address). */
export const pageKeyHash = async (key: string): Promise<string> =>
  hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))));

/** A return address of the checkout: only the portal's own origins (no open redirect). */
function returnAddress(ctx: Ctx, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const url = typeof value === 'string' ? URL.parse(value) : null;
  if (!url || !ctx.services.origins.has(url.origin))
    throw new ApiError(400, 'The return address must be a page of the portal');
  return url.href;
}

interface CheckoutRequest {
  kind: 'card' | 'zip';
  amount: number;
  currency: string;
  description: string;
  applicationId?: string;
  studentUPId?: string;
  /** The student's invoice being paid (its InvoiceID); none: all that is due. */
  invoiceId?: string;
}

/** Stores an open checkout and answers with the address of its development checkout page. Its amount is the
 * server's (the course's price, an invoice's amount due), never the body's: what a checkout charges is not
 * the caller's to choose. */
async function openCheckout(ctx: Ctx, request: CheckoutRequest, body: Record<string, unknown>) {
  const returnUrl = returnAddress(ctx, body.returnUrl ?? body.redirectUri);
  const successUrl = returnAddress(ctx, body.successUrl) ?? returnUrl;
  const cancelUrl = returnAddress(ctx, body.cancelUrl) ?? returnUrl;
  const { amount, currency } = request;
  // 256 random bits: the page's address, which the browser is sent to (no bearer header there).
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const pageKey = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const checkout = addRecord(ctx.store, 'checkouts', {
    ...request,
    status: 'open',
    successUrl,
    cancelUrl,
    pageKeyHash: await pageKeyHash(pageKey),
    expiresAt: new Date(Date.now() + CHECKOUT_HOURS * 3600 * 1000).toISOString(),
  });
  const url = `${ctx.url.origin}/dev/checkout/${pageKey}`;
  if (request.applicationId) {
    const application = findRecord(ctx.store, 'applications', request.applicationId, 'application');
    const payment = {
      method: request.kind,
      status: 'open',
      checkoutId: checkout.id,
      amount,
      currency,
    } as const;
    recordPayment(ctx.store, application, payment);
  }
  const { id } = checkout;
  // Zip's own answer names the page `uri`.
  const uri = request.kind === 'zip' ? { uri: url } : {};
  return json({ id, sessionId: id, url, ...uri, amount, currency, status: 'open' }, 201);
}

/** A checkout for an application's course, for its full price. */
export async function applicationCheckout(
  ctx: Ctx,
  applicationId: string,
  kind: CheckoutRequest['kind'],
  body: Record<string, unknown>,
) {
  const { application, product } = await productOfApplication(ctx, applicationId);
  refuseSettled(application);
  const { totalAmount: amount, currency } = pricingOf(product);
  const request = { kind, amount, currency, description: product.name, applicationId: application.id };
  return openCheckout(ctx, request, body);
}

const cents = (amount: number): number => Math.round(amount * 100);

/** The student's checkout of one invoice (body `invoiceId`: its InvoiceID or number), for its amount due;
 * without one, for everything due. 404 for an invoice that is not the student's, 409 when nothing is due. */
export function studentCheckout(ctx: Ctx, studentUPId: string, body: Record<string, unknown>) {
  const invoices = ctx.store.get('payments', studentUPId)?.invoices ?? [];
  const wanted = body.invoiceId;
  if (wanted !== undefined && wanted !== null && wanted !== '') {
    const invoice = invoices.find((i) => i.InvoiceID === wanted || i.InvoiceNumber === wanted);
    if (!invoice) throw new ApiError(404, 'No matching invoice');
    if (cents(invoice.AmountDue) <= 0) throw new ApiError(409, 'Nothing is due on this invoice');
    const request: CheckoutRequest = {
      kind: 'card',
      amount: invoice.AmountDue,
      currency: invoice.CurrencyCode,
      description: `Invoice ${invoice.InvoiceNumber}`,
      studentUPId,
      invoiceId: invoice.InvoiceID,
    };
    return openCheckout(ctx, request, body);
  }
  const due = cents(invoices.reduce((sum, i) => sum + i.AmountDue, 0)) / 100;
  if (due <= 0) throw new ApiError(409, 'Nothing is due');
  const currency = invoices[0]?.CurrencyCode ?? 'NZD';
  // The page shows the description: nothing about who the student is.
  return openCheckout(
    ctx,
    { kind: 'card', amount: due, currency, description: 'Outstanding fees', studentUPId },
    body,
  );
}

/** A paid student checkout becomes card payments in the student's record (what GET v1/secure/payment
 * answers): one per invoice it pays (the checkout's invoice, or the invoices with something due, oldest first),
 * each reducing its invoice's amount due. Called once per checkout (the page refuses a second Pay). */
export function recordStudentPayment(store: Store, checkout: StoredRecord, now = new Date()): string[] {
  const studentUPId = typeof checkout.studentUPId === 'string' ? checkout.studentUPId : undefined;
  const record = studentUPId ? store.get('payments', studentUPId) : undefined;
  if (!studentUPId || !record) return [];
  const invoices = record.invoices.map((invoice) => ({ ...invoice, Payments: [...invoice.Payments] }));
  const targets = (
    typeof checkout.invoiceId === 'string'
      ? invoices.filter((i) => i.InvoiceID === checkout.invoiceId)
      : [...invoices].sort((a, b) => a.Date.localeCompare(b.Date))
  ).filter((i) => cents(i.AmountDue) > 0);
  let left = cents(Number(checkout.amount ?? 0));
  const added: XeroPayment[] = [];
  for (const invoice of targets) {
    if (left <= 0) break;
    const paid = Math.min(left, cents(invoice.AmountDue));
    left -= paid;
    const payment: XeroPayment = {
      PaymentID: crypto.randomUUID(),
      PaymentType: 'ACCRECPAYMENT',
      Status: 'AUTHORISED',
      Amount: paid / 100,
      Date: now.toISOString(),
      Reference: `Card payment ${invoice.InvoiceNumber}`,
      CurrencyCode: invoice.CurrencyCode,
      Account: { Code: '090' },
      Invoice: { InvoiceNumber: invoice.InvoiceNumber },
    };
    added.push(payment);
    invoice.AmountDue = (cents(invoice.AmountDue) - paid) / 100;
    invoice.AmountPaid = (cents(invoice.AmountPaid) + paid) / 100;
    invoice.Payments.push({ PaymentID: payment.PaymentID });
    if (cents(invoice.AmountDue) === 0) invoice.Status = 'PAID';
  }
  if (!added.length) return [];
  store.put('payments', studentUPId, { ...record, invoices, payments: [...added, ...record.payments] });
  return added.map((p) => p.PaymentID);
}

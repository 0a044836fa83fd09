/** Checkout sessions, card (Stripe-style) and Zip, that open the development checkout page (the local
 * backend's simulator): for an application's course, or for what a student owes on their invoices (and the card
 * payments a paid student checkout becomes: ./invoicePayments.ts). The page's address carries a secret of its own
 * (./checkoutPageKeys.ts).
 *
 * One payment at a time, as a card processor's idempotency does:
 * - What a checkout is for (an application; a student's invoice, or all that is due) has one open checkout at a
 *   time. Asked again while one is open, not expired, of the same kind and for the same amount, the server
 *   answers that one (200: the same id and page); otherwise the old one is closed and a new one opened (201).
 * - An `Idempotency-Key` header names one attempt: the same key again answers that attempt's checkout as it is
 *   now (also once paid); the same key for something else is refused (422).
 * - A checkout is charged only while what it was for is still due: an application whose payment is this
 *   checkout's, an invoice (or the total due) with the checkout's amount still due (see notChargeable).
 *
 * A checkout's status: 'open'; 'paid', 'declined', 'cancelled' (its page's buttons); 'closed' (the server
 * closed it, nothing charged: a newer checkout replaced it, or what it was for was paid or changed meanwhile). */
import { pricingOf } from '../seed/products';
import type { Store, StoredRecord } from '../types';
import { paymentOf, recordPayment, refuseSettled } from './applicationPayment';
import { productOfApplication } from './catalogue';
import { checkoutSecret, pageKeyHash, pageKeyOf, pageKeyOfStored } from './checkoutPageKeys';
import { ApiError, json, type Ctx } from './define';
import { cents, dueOf } from './invoicePayments';
import { addRecord, findRecord, updateRecord } from './records';

/** How long a checkout page can be used (a Stripe checkout session lasts a day). */
export const CHECKOUT_HOURS = 24;

/** A return address of the checkout: only the portal's own origins (no open redirect). */
function returnAddress(ctx: Ctx, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const url = typeof value === 'string' ? URL.parse(value) : null;
  if (!url || !ctx.services.origins.has(url.origin))
    throw new ApiError(400, 'The return address must be a page of the portal');
  return url.href;
}

/** The `Idempotency-Key` header: 1 to 255 visible ASCII characters (400 otherwise); undefined without one. */
function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key');
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw new ApiError(400, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters');
  return key;
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

/** Whether a checkout is for the same thing as a request: the same application, or the same student's same
 * invoice (or all that is due). */
const sameTarget = (checkout: StoredRecord, request: CheckoutRequest): boolean =>
  request.applicationId
    ? checkout.applicationId === request.applicationId
    : checkout.applicationId === undefined &&
      checkout.studentUPId === request.studentUPId &&
      (checkout.invoiceId ?? null) === (request.invoiceId ?? null);

export const isExpired = (checkout: StoredRecord, now = new Date()): boolean =>
  typeof checkout.expiresAt === 'string' && checkout.expiresAt <= now.toISOString();

/** The open checkouts for the same thing as `request`. */
const openFor = (store: Store, request: CheckoutRequest): StoredRecord[] =>
  store.list('checkouts').filter((c) => c.status === 'open' && sameTarget(c, request));

/** An open checkout the request may be given again: not expired, the same kind, amount and currency. */
const reusable = (checkout: StoredRecord, request: CheckoutRequest): boolean =>
  !isExpired(checkout) &&
  checkout.kind === request.kind &&
  cents(checkout.amount) === cents(request.amount) &&
  checkout.currency === request.currency;

/** The response of a checkout session: its id, page address, amount and status (201 new, 200 given again). */
async function answerOf(ctx: Ctx, checkout: StoredRecord, pageKey: string, status: 200 | 201) {
  const url = `${ctx.url.origin}/dev/checkout/${pageKey}`;
  const { id, amount, currency, expiresAt } = checkout;
  // Zip's own answer names the page `uri`.
  const uri = checkout.kind === 'zip' ? { uri: url } : {};
  return json(
    { id, sessionId: id, url, ...uri, amount, currency, status: checkout.status, expiresAt },
    status,
  );
}

/** Opens a checkout, or answers the one already open for the same thing, or the attempt's own (see the top of
 * this file); 409 when it is not to be paid (refuseUnpayable), looked at again after the waits. Its amount is
 * the server's (the course's price, an invoice's amount due), never the body's: what a checkout charges is not the
 * caller's to choose. */
async function openCheckout(ctx: Ctx, request: CheckoutRequest, body: Record<string, unknown>) {
  const returnUrl = returnAddress(ctx, body.returnUrl ?? body.redirectUri);
  const successUrl = returnAddress(ctx, body.successUrl) ?? returnUrl;
  const cancelUrl = returnAddress(ctx, body.cancelUrl) ?? returnUrl;
  const key = idempotencyKeyOf(ctx.request);
  // A key is the caller's own: kept as `<account> <key>` on the checkout it was responded with.
  const attempt = key === undefined ? undefined : `${(await ctx.account())?.id ?? ''} ${key}`;
  const secret = checkoutSecret(ctx.services);
  const { store } = ctx;
  const attemptKeysOf = (c: StoredRecord): string[] => (Array.isArray(c.attemptKeys) ? c.attemptKeys : []);
  /** The response with `checkout`, given again (200): the attempt's key is kept on it. */
  const givenAgain = (checkout: StoredRecord, pageKey: string) => {
    const keys = attemptKeysOf(checkout);
    const kept =
      attempt && !keys.includes(attempt)
        ? updateRecord(store, 'checkouts', checkout, { attemptKeys: [...keys, attempt] })
        : checkout;
    return answerOf(ctx, kept, pageKey, 200);
  };

  // The same attempt again: its checkout as it is now; the key of another request: refused.
  if (attempt) {
    const earlier = store.list('checkouts').find((c) => attemptKeysOf(c).includes(attempt));
    if (earlier) {
      if (!sameTarget(earlier, request) || earlier.kind !== request.kind)
        throw new ApiError(422, 'This Idempotency-Key was used for another request');
      const pageKey = await pageKeyOfStored(secret, earlier);
      if (pageKey) return answerOf(ctx, earlier, pageKey, 200);
    }
  }
  refuseUnpayable(store, request);

  // 256 bits of the server's HMAC: the page's address, which the browser is sent to (no bearer header there).
  // Made before the look for an open checkout, so that nothing waits between the look and the write: two
  // requests at once open one checkout.
  const pageId = crypto.randomUUID();
  const pageKey = await pageKeyOf(secret, pageId);
  const hash = await pageKeyHash(pageKey);
  const skipped = new Set<string>();
  for (;;) {
    const open = openFor(store, request).find((c) => reusable(c, request) && !skipped.has(c.id));
    if (!open) break;
    const openKey = await pageKeyOfStored(secret, open);
    // Read again after the wait: still open (a press may have come meanwhile).
    const now = store.get('checkouts', open.id);
    if (openKey && now?.status === 'open') return givenAgain(now, openKey);
    skipped.add(open.id);
  }

  // Looked at again after the waits above: paid meanwhile, nothing is opened.
  refuseUnpayable(store, request);
  // Any other open checkout for the same thing is closed: one is open at a time.
  for (const old of openFor(store, request))
    updateRecord(store, 'checkouts', old, {
      status: 'closed',
      closedBecause: 'A newer checkout of the same payment took its place.',
    });
  const checkout = addRecord(store, 'checkouts', {
    ...request,
    status: 'open',
    successUrl,
    cancelUrl,
    pageId,
    pageKeyHash: hash,
    ...(attempt ? { attemptKeys: [attempt] } : {}),
    expiresAt: new Date(Date.now() + CHECKOUT_HOURS * 3600 * 1000).toISOString(),
  });
  if (request.applicationId) {
    const application = findRecord(store, 'applications', request.applicationId, 'application');
    const { kind: method, amount, currency } = request;
    recordPayment(store, application, { method, status: 'open', checkoutId: checkout.id, amount, currency });
  }
  return answerOf(ctx, checkout, pageKey, 201);
}

/** A checkout for an application's course, for its full price (409: see refuseUnpayable). */
export async function applicationCheckout(
  ctx: Ctx,
  applicationId: string,
  kind: CheckoutRequest['kind'],
  body: Record<string, unknown>,
) {
  const { application, product } = await productOfApplication(ctx, applicationId);
  const { totalAmount: amount, currency } = pricingOf(product);
  const request = { kind, amount, currency, description: product.name, applicationId: application.id };
  return openCheckout(ctx, request, body);
}

/** 409 when what a checkout would be for is not to be paid (now): an application's fees paid or planned, or an
 * approved Zip payment waiting to be taken; nothing due on the invoice (or at all), or a different amount. */
function refuseUnpayable(store: Store, request: CheckoutRequest): void {
  if (request.applicationId) {
    const application = findRecord(store, 'applications', request.applicationId, 'application');
    refuseSettled(application);
    if (paymentOf(application)?.status === 'approved')
      throw new ApiError(409, 'A Zip payment of this application is approved and waiting to be taken');
    return;
  }
  const due = dueOf(store, { ...request });
  if (due <= 0)
    throw new ApiError(409, request.invoiceId ? 'Nothing is due on this invoice' : 'Nothing is due');
  if (due !== cents(request.amount)) throw new ApiError(409, 'The amount due changed: try again');
}

/** The student's checkout of one invoice (body `invoiceId`: its InvoiceID or number), for its amount due;
 * without one, for everything due. 404 for an invoice that is not the student's, 409 when nothing is due (see
 * refuseUnpayable). */
export function studentCheckout(ctx: Ctx, studentUPId: string, body: Record<string, unknown>) {
  const invoices = ctx.store.get('payments', studentUPId)?.invoices ?? [];
  const wanted = body.invoiceId;
  if (wanted !== undefined && wanted !== null && wanted !== '') {
    const invoice = invoices.find((i) => i.InvoiceID === wanted || i.InvoiceNumber === wanted);
    if (!invoice) throw new ApiError(404, 'No matching invoice');
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
  const due = dueOf(ctx.store, { studentUPId });
  const currency = invoices[0]?.CurrencyCode ?? 'NZD';
  // The page shows the description: nothing about who the student is.
  return openCheckout(
    ctx,
    { kind: 'card', amount: due / 100, currency, description: 'Outstanding fees', studentUPId },
    body,
  );
}

/** Why Pay on a checkout must not charge now, in words for its page; undefined when it may. An application's
 * checkout: while the application's payment is this checkout's (a newer checkout, or fees paid or planned
 * another way, take its place). A student's: while its invoice (or all that is due) still has the checkout's
 * amount due. */
export function notChargeable(store: Store, checkout: StoredRecord): string | undefined {
  if (typeof checkout.applicationId === 'string') {
    const application = store.get('applications', checkout.applicationId);
    const payment = application ? paymentOf(application) : undefined;
    if (payment?.checkoutId === checkout.id) return undefined;
    return payment?.status === 'paid' || payment?.status === 'set up' || payment?.status === 'approved'
      ? 'These fees were paid or planned meanwhile.'
      : 'A newer checkout of these fees took its place.';
  }
  const due = dueOf(store, checkout);
  if (due === cents(checkout.amount)) return undefined;
  return due <= 0 ? 'What it was for was paid meanwhile.' : 'The amount due changed meanwhile.';
}

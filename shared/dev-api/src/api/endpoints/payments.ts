/** Paying: card (Stripe-style) and Zip checkout sessions that open the development checkout page,
 * the Zip charge, direct debit (debitSuccess) and card subscriptions.
 *
 * A checkout page's address carries a secret of its own (not the checkout id, not a token of the
 * student): only whoever opened the session (and so got the address) can see or use the page. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { pricingOf } from '../../products';
import type { DataStore } from '../../store';
import type { StoredRecord, XeroPayment } from '../../types';
import { readJson, readObject } from '../body';
import {
  NO_MATCHING_STUDENT,
  bearerSignedIn,
  contractRoute,
  selfBase,
  signedIn,
  type ApiContext,
  type Route,
} from '../context';
import { HttpError, sendJson } from '../http';
import { addRecord, findRecord } from '../records';
import { productOfApplication } from './catalogue';

/** Header the Zip charge needs (spec enrolment §7). */
export const OPPORTUNITY_HEADER = 'opportunityid';

const token = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** How long a checkout page can be used (a Stripe checkout session lasts a day). */
export const CHECKOUT_HOURS = 24;

/** The checkout page's secret as stored (its hash: the data folder does not hold a usable address). */
export const pageKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A return address of the checkout: only the portal's own origins (no open redirect). */
function returnAddress(ctx: ApiContext, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const url = typeof value === 'string' ? URL.parse(value) : null;
  if (!url || !ctx.allowedOrigins.has(url.origin))
    throw new HttpError(400, 'The return address must be a page of the portal');
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

type Body = Record<string, unknown>;
const readBody = async (ctx: ApiContext): Promise<Body> => ((await readJson(ctx.req)) ?? {}) as Body;

/** Stores an open checkout and answers with the address of its development checkout page. The body's
 * `amount` is taken unless the request's amount is fixed (an invoice's amount due). */
async function openCheckout(
  ctx: ApiContext,
  request: CheckoutRequest,
  body: Body,
  fixedAmount = false,
): Promise<void> {
  const returnUrl = returnAddress(ctx, body.returnUrl ?? body.redirectUri);
  const successUrl = returnAddress(ctx, body.successUrl) ?? returnUrl;
  const cancelUrl = returnAddress(ctx, body.cancelUrl) ?? returnUrl;
  const amount =
    !fixedAmount && typeof body.amount === 'number' && body.amount > 0 ? body.amount : request.amount;
  // 256 random bits: the page's address, which the browser is sent to (no bearer header there).
  const pageKey = randomBytes(32).toString('base64url');
  const checkout = addRecord(ctx.store, 'checkouts', {
    ...request,
    amount,
    status: 'open',
    successUrl,
    cancelUrl,
    pageKeyHash: pageKeyHash(pageKey),
    expiresAt: new Date(Date.now() + CHECKOUT_HOURS * 3600 * 1000).toISOString(),
  });
  const url = `${selfBase(ctx)}/dev/checkout/${pageKey}`;
  sendJson(ctx.res, 201, {
    id: checkout.id,
    sessionId: checkout.id,
    url,
    // Zip's own answer names the page `uri`.
    ...(request.kind === 'zip' ? { uri: url } : {}),
    amount,
    currency: request.currency,
    status: 'open',
  });
}

/** A checkout for an application's course (its full price unless the body names an amount). */
async function applicationCheckout(
  ctx: ApiContext,
  applicationId: string,
  kind: CheckoutRequest['kind'],
): Promise<void> {
  const body = await readBody(ctx);
  const { application, product } = productOfApplication(ctx, applicationId);
  const pricing = pricingOf(product);
  return openCheckout(
    ctx,
    {
      kind,
      amount: pricing.totalAmount,
      currency: pricing.currency,
      description: product.name,
      applicationId: application.id,
    },
    body,
  );
}

const cents = (amount: number): number => Math.round(amount * 100);

/** The student's checkout of one invoice (body `invoiceId`: its InvoiceID or number), for its amount due;
 * without one, for everything due. 404 for an invoice that is not the student's, 409 when nothing is due. */
function studentCheckout(ctx: ApiContext, studentUPId: string, body: Body): Promise<void> {
  const invoices = ctx.store.data.payments[studentUPId]?.invoices ?? [];
  const wanted = body.invoiceId;
  if (wanted !== undefined && wanted !== null && wanted !== '') {
    const invoice = invoices.find((i) => i.InvoiceID === wanted || i.InvoiceNumber === wanted);
    if (!invoice) throw new HttpError(404, 'No matching invoice');
    if (cents(invoice.AmountDue) <= 0) throw new HttpError(409, 'Nothing is due on this invoice');
    const request: CheckoutRequest = {
      kind: 'card',
      amount: invoice.AmountDue,
      currency: invoice.CurrencyCode,
      description: `Invoice ${invoice.InvoiceNumber}`,
      studentUPId,
      invoiceId: invoice.InvoiceID,
    };
    return openCheckout(ctx, request, body, true);
  }
  const due = cents(invoices.reduce((sum, i) => sum + i.AmountDue, 0)) / 100;
  if (due <= 0) throw new HttpError(409, 'Nothing is due');
  return openCheckout(
    ctx,
    {
      kind: 'card',
      amount: due,
      currency: invoices[0]?.CurrencyCode ?? 'NZD',
      // The page shows this: nothing about who the student is.
      description: 'Outstanding fees',
      studentUPId,
    },
    body,
    true,
  );
}

/**
 * A paid student checkout becomes card payments in the student's record (what GET v1/secure/payment
 * answers): one per invoice it pays (the checkout's invoice, or the invoices with something due, oldest
 * first), each reducing its invoice's amount due. Called once per checkout (the page refuses a second Pay).
 */
export function recordStudentPayment(store: DataStore, checkout: StoredRecord, now = new Date()): string[] {
  const studentUPId = typeof checkout.studentUPId === 'string' ? checkout.studentUPId : undefined;
  const record = studentUPId ? store.data.payments[studentUPId] : undefined;
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
      PaymentID: randomUUID(),
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
  store.putPayments(studentUPId, { ...record, invoices, payments: [...added, ...record.payments] });
  return added.map((p) => p.PaymentID);
}

export const PAYMENT_ROUTES: Route[] = [
  contractRoute('applicationStripeSession', (ctx) =>
    applicationCheckout(ctx, ctx.params.applicationId, 'card'),
  ),
  contractRoute('zipCheckout', (ctx) => applicationCheckout(ctx, ctx.params.applicationId, 'zip')),
  // A public path, but what is due is the student's own business: only with that student's token
  // (401 without one; the same 404 for another student as for nobody).
  contractRoute('studentStripeSession', async (ctx) => {
    const account = await bearerSignedIn(ctx);
    const id = ctx.params.studentId;
    const student = ctx.store.data.students.find((s) => s.studentUPId === id || s.studentId === id);
    if (!student || !account.studentUPId || student.studentUPId !== account.studentUPId)
      throw new HttpError(404, NO_MATCHING_STUDENT);
    return studentCheckout(ctx, student.studentUPId, await readBody(ctx));
  }),
  contractRoute('zipCharge', async (ctx) => {
    const opportunityId = ctx.req.headers[OPPORTUNITY_HEADER];
    if (typeof opportunityId !== 'string' || !opportunityId)
      throw new HttpError(400, 'The opportunityId header is required');
    const body = await readBody(ctx);
    const checkout =
      typeof body.checkoutId === 'string'
        ? findRecord(ctx.store, 'checkouts', body.checkoutId, 'checkout')
        : undefined;
    const charge = addRecord(ctx.store, 'charges', {
      opportunityId,
      checkoutId: checkout?.id ?? null,
      amount: typeof body.amount === 'number' ? body.amount : (checkout?.amount ?? 0),
      currency: typeof body.currency === 'string' ? body.currency : (checkout?.currency ?? 'NZD'),
      state: 'captured',
    });
    sendJson(ctx.res, 201, charge);
  }),
  contractRoute('debitSuccess', async (ctx) => {
    const body = await readObject(ctx.req);
    const record = addRecord(ctx.store, 'debitSuccess', {
      ...body,
      kind: 'account',
      accountReference: `DS${String(100000 + ctx.store.data.records.debitSuccess.length).slice(-6)}`,
      status: 'Active',
      owner: signedIn(ctx).email,
    });
    sendJson(ctx.res, 201, record);
  }),
  contractRoute('debitSuccessNotification', async (ctx) => {
    const { a: reference, b: event } = ctx.params;
    const record = addRecord(ctx.store, 'debitSuccess', {
      kind: 'notification',
      reference,
      event,
      payload: (await readJson(ctx.req)) ?? null,
    });
    sendJson(ctx.res, 200, { received: true, id: record.id });
  }),
  contractRoute('stripeIntentAndSubscription', async (ctx) => {
    const body = await readBody(ctx);
    const paymentIntentId = token('pi');
    const subscription = addRecord(ctx.store, 'subscriptions', {
      ...body,
      subscriptionId: token('sub'),
      paymentIntentId,
      clientSecret: `${paymentIntentId}_secret_${randomBytes(8).toString('hex')}`,
      status: 'incomplete',
      owner: signedIn(ctx).email,
    });
    sendJson(ctx.res, 201, subscription);
  }),
];

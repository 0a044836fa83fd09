/** Paying: card (Stripe-style) and Zip checkout sessions that open the development checkout page (the local
 * backend's simulator), the Zip charge, direct debit (debitSuccess) and card subscriptions.
 *
 * What is paid for an application is kept on it as `payment` (the fees step reads it back to confirm an
 * outcome; the client cannot write it): the checkout opened ('open'), its outcome on the checkout page
 * ('paid', 'cancelled', 'declined'; a Zip checkout is 'approved' until it is charged), the Zip charge ('paid',
 * once per checkout: charging again answers the same charge) and an instalment plan ('set up').
 *
 * A checkout page's address carries a secret of its own (not the checkout id, not a token of the student):
 * only whoever opened the session (and so got the address) can see or use the page. */
import { pricingOf } from '../seed/products';
import type { Store, StoredRecord, XeroPayment } from '../types';
import { ownApplication, ownApplicationOfOpportunity } from './applications';
import { productOfApplication } from './catalogue';
import {
  ApiError,
  NO_MATCHING_STUDENT,
  json,
  readJson,
  readObject,
  type Ctx,
  type Resolvers,
} from './define';
import { addRecord, findRecord, updateRecord } from './records';

/** How long a checkout page can be used (a Stripe checkout session lasts a day). */
export const CHECKOUT_HOURS = 24;

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const randomHex = (size: number) => hex(crypto.getRandomValues(new Uint8Array(size)));
const token = (prefix: string): string => `${prefix}_${randomHex(12)}`;

/** The checkout page's secret as stored (its SHA-256: the data does not hold a usable address). */
export const pageKeyHash = async (key: string): Promise<string> =>
  hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))));

/** What an application's `payment` says (see the top of this file). */
export type ApplicationPayment = {
  way: 'card' | 'zip' | 'instalments';
  status: 'open' | 'paid' | 'cancelled' | 'declined' | 'approved' | 'set up';
  checkoutId?: string;
  chargeId?: string;
  amount?: number;
  currency?: string;
  method?: string;
  frequency?: string;
  reference?: string;
  recordId?: string;
  updatedAt: string;
};

export const paymentOf = (application: StoredRecord): ApplicationPayment | undefined =>
  application.payment && typeof application.payment === 'object'
    ? (application.payment as ApplicationPayment)
    : undefined;

/** Keeps what happened to the payment on the application (its `payment`). */
export function recordPayment(
  store: Store,
  application: StoredRecord,
  fields: Omit<ApplicationPayment, 'updatedAt'>,
): StoredRecord {
  return updateRecord(store, 'applications', application, {
    payment: { ...fields, updatedAt: new Date().toISOString() },
  });
}

/** 409 when the application's fees are already settled: nothing is charged twice. */
function refuseSettled(application: StoredRecord): void {
  const status = paymentOf(application)?.status;
  if (status === 'paid' || status === 'set up')
    throw new ApiError(409, 'The fees of this application are already paid or planned');
}

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

type Body = Record<string, unknown>;
const readBody = async (ctx: Ctx): Promise<Body> => ((await readJson(ctx.request)) ?? {}) as Body;

/** Stores an open checkout and answers with the address of its development checkout page. Its amount is the
 * server's (the course's price, an invoice's amount due), never the body's: what a checkout charges is not
 * the caller's to choose. */
async function openCheckout(ctx: Ctx, request: CheckoutRequest, body: Body) {
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
    const payment = { way: request.kind, status: 'open', checkoutId: checkout.id, amount, currency } as const;
    recordPayment(ctx.store, application, payment);
  }
  const { id } = checkout;
  // Zip's own answer names the page `uri`.
  const uri = request.kind === 'zip' ? { uri: url } : {};
  return json({ id, sessionId: id, url, ...uri, amount, currency, status: 'open' }, 201);
}

/** A checkout for an application's course, for its full price. */
async function applicationCheckout(ctx: Ctx, applicationId: string, kind: CheckoutRequest['kind']) {
  const body = await readBody(ctx);
  const { application, product } = await productOfApplication(ctx, applicationId);
  refuseSettled(application);
  const { totalAmount: amount, currency } = pricingOf(product);
  const request = { kind, amount, currency, description: product.name, applicationId: application.id };
  return openCheckout(ctx, request, body);
}

const cents = (amount: number): number => Math.round(amount * 100);

/** The student's checkout of one invoice (body `invoiceId`: its InvoiceID or number), for its amount due;
 * without one, for everything due. 404 for an invoice that is not the student's, 409 when nothing is due. */
function studentCheckout(ctx: Ctx, studentUPId: string, body: Body) {
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

/** An instalment plan of an application (the body names `applicationId`): the signed-in account's own; 409
 * when its fees are paid; the plan already set up the same way is answered again (no second plan). Without an
 * application the plan is only recorded. */
async function instalmentPlanOf(ctx: Ctx, body: Body, method: 'Credit Card' | 'Bank Account') {
  const none = { existing: undefined, record: (_record: StoredRecord, _reference: string) => undefined };
  if (typeof body.applicationId !== 'string') return none;
  const application = await ownApplication(ctx, body.applicationId);
  const payment = paymentOf(application);
  const frequency = typeof body.frequency === 'string' ? body.frequency : undefined;
  if (payment?.status === 'set up' && payment.method === method && payment.frequency === frequency) {
    const existing = ctx.store.get(
      method === 'Credit Card' ? 'subscriptions' : 'debitSuccess',
      payment.recordId ?? '',
    );
    if (existing) return { ...none, existing };
  }
  if (payment?.status === 'paid') refuseSettled(application);
  return {
    existing: undefined,
    record: (record: StoredRecord, reference: string) => {
      recordPayment(ctx.store, application, {
        way: 'instalments',
        status: 'set up',
        method,
        ...(frequency ? { frequency } : {}),
        reference,
        recordId: record.id,
        ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
        ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
      });
    },
  };
}

export const PAYMENTS: Resolvers = {
  applicationStripeSession: (ctx) => applicationCheckout(ctx, ctx.params.applicationId, 'card'),
  zipCheckout: (ctx) => applicationCheckout(ctx, ctx.params.applicationId, 'zip'),
  // A public path, but what is due is the student's own business: only with that student's token (401
  // without one; the same 404 for another student as for nobody).
  studentStripeSession: async (ctx) => {
    const account = await ctx.signedIn();
    const id = ctx.params.studentId;
    const student = ctx.store.list('students').find((s) => s.studentUPId === id || s.studentId === id);
    if (!student || !account.studentUPId || student.studentUPId !== account.studentUPId)
      throw new ApiError(404, NO_MATCHING_STUDENT);
    return studentCheckout(ctx, student.studentUPId, await readBody(ctx));
  },
  // A charge is of an approved Zip checkout of the caller's own application (the one the opportunityId header
  // names): the one the body names, else the one its payment record holds. It charges the checkout's amount;
  // the body's is never read. Another applicant's opportunity is answered as one that does not exist.
  zipCharge: async (ctx) => {
    // The opportunity travels in the `opportunityId` header.
    const opportunityId = ctx.request.headers.get('opportunityid');
    if (!opportunityId) throw new ApiError(400, 'The opportunityId header is required');
    const body = await readBody(ctx);
    const application = await ownApplicationOfOpportunity(ctx, opportunityId);
    const checkoutId =
      typeof body.checkoutId === 'string' ? body.checkoutId : paymentOf(application)?.checkoutId;
    if (!checkoutId) throw new ApiError(409, 'This application has no approved Zip checkout');
    const checkout = ctx.store.get('checkouts', checkoutId);
    if (!checkout || checkout.applicationId !== application.id)
      throw new ApiError(404, 'No matching checkout');
    if (checkout.kind !== 'zip') throw new ApiError(409, 'This checkout is not a Zip checkout');
    // Idempotent: a checkout is charged once; charging it again answers that charge.
    const existing = ctx.store.list('charges').find((c) => c.checkoutId === checkout.id);
    if (existing) return json(existing);
    if (checkout.status !== 'paid')
      throw new ApiError(409, `This Zip checkout is ${String(checkout.status)}, not approved`);
    const { amount, currency } = checkout;
    const charge = addRecord(ctx.store, 'charges', {
      opportunityId,
      checkoutId: checkout.id,
      amount,
      currency,
      state: 'captured',
    });
    recordPayment(ctx.store, application, {
      way: 'zip',
      status: 'paid',
      checkoutId: checkout.id,
      chargeId: charge.id,
      amount: Number(amount),
      currency: String(currency),
    });
    return json(charge, 201);
  },
  debitSuccess: async (ctx) => {
    const body = await readObject(ctx.request);
    const plan = await instalmentPlanOf(ctx, body, 'Bank Account');
    if (plan.existing) return json(plan.existing);
    const record = addRecord(ctx.store, 'debitSuccess', {
      ...body,
      kind: 'account',
      accountReference: `DS${String(100000 + ctx.store.list('debitSuccess').length).slice(-6)}`,
      status: 'Active',
      owner: (await ctx.signedIn()).email,
    });
    plan.record(record, String(record.accountReference));
    return json(record, 201);
  },
  debitSuccessNotification: async (ctx) => {
    const { a: reference, b: event } = ctx.params;
    const payload = (await readJson(ctx.request)) ?? null;
    const record = addRecord(ctx.store, 'debitSuccess', { kind: 'notification', reference, event, payload });
    return json({ received: true, id: record.id });
  },
  stripeIntentAndSubscription: async (ctx) => {
    const body = await readBody(ctx);
    const plan = await instalmentPlanOf(ctx, body, 'Credit Card');
    if (plan.existing) return json(plan.existing);
    const paymentIntentId = token('pi');
    const subscription = addRecord(ctx.store, 'subscriptions', {
      ...body,
      subscriptionId: token('sub'),
      paymentIntentId,
      clientSecret: `${paymentIntentId}_secret_${randomHex(8)}`,
      status: 'incomplete',
      owner: (await ctx.signedIn()).email,
    });
    plan.record(subscription, String(subscription.subscriptionId));
    return json(subscription, 201);
  },
};

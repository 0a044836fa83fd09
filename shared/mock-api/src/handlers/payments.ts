/** Paying: card (Stripe-style) and Zip checkout sessions that open the development checkout page (the local
 * backend's simulator, ./checkouts.ts), the Zip charge, direct debit (debitSuccess) and card subscriptions
 * (./instalments.ts). What is paid for an application is kept on it as `payment`
 * (./applicationPayment.ts). */
import { ownApplicationOfOpportunity } from './applicationOwner';
import { paymentOf, recordPayment } from './applicationPayment';
import { hex } from './checkoutPageKeys';
import { applicationCheckout, studentCheckout } from './checkouts';
import {
  ApiError,
  NO_MATCHING_STUDENT,
  json,
  readJson,
  readObject,
  type Ctx,
  type Resolvers,
} from './define';
import { instalmentPlanOf } from './instalments';
import { addRecord, validated } from './records';

const randomHex = (size: number) => hex(crypto.getRandomValues(new Uint8Array(size)));
const token = (prefix: string): string => `${prefix}_${randomHex(12)}`;

type Body = Record<string, unknown>;
const readBody = async (ctx: Ctx): Promise<Body> => ((await readJson(ctx.request)) ?? {}) as Body;

export const PAYMENTS: Resolvers = {
  applicationStripeSession: async (ctx) =>
    applicationCheckout(ctx, ctx.params.applicationId, 'card', await readBody(ctx)),
  zipCheckout: async (ctx) => applicationCheckout(ctx, ctx.params.applicationId, 'zip', await readBody(ctx)),
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
  // the body's is never read. Another applicant's opportunity gets the response of one that does not exist.
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
    // Taken only while the application's payment is this checkout's (not once the fees were paid or planned
    // another way, or a newer checkout opened, meanwhile).
    if (paymentOf(application)?.checkoutId !== checkout.id)
      throw new ApiError(
        409,
        'The fees of this application were paid or planned another way: nothing was charged',
      );
    const { amount, currency } = checkout;
    const charge = addRecord(ctx.store, 'charges', {
      opportunityId,
      checkoutId: checkout.id,
      amount,
      currency,
      state: 'captured',
    });
    recordPayment(ctx.store, application, {
      method: 'zip',
      status: 'paid',
      checkoutId: checkout.id,
      chargeId: charge.id,
      amount: Number(amount),
      currency: String(currency),
    });
    return json(charge, 201);
  },
  debitSuccess: async (ctx) => {
    const body = await validated<Body>('instalmentPlan', await readObject(ctx.request));
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
    const body = await validated<Body>('instalmentPlan', await readBody(ctx));
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

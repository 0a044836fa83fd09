/** Instalment plans of an application's fees: direct debit (debitSuccess) or a card subscription. */
import { pricingOf } from '../seed/products';
import type { StoredRecord } from '../types';
import { paymentOf, recordPayment, refuseSettled } from './applicationPayment';
import { productOfApplication } from './catalogue';
import { ApiError, type Ctx } from './define';

const cents = (amount: number) => Math.round(amount * 100);
const money = (amount: number, currency: string) => `${(cents(amount) / 100).toFixed(2)} ${currency}`;

/** 400 unless the plan is one the application's pricing offers, as the fees step shows it: one of its plans'
 * frequencies, with that plan's instalment amount and count, the pricing's deposit and currency, and a schedule
 * (when sent) that adds up to the fees' total. A plan of any other amount or currency is not the application's:
 * its fees are not counted as planned. */
function refuseOtherPlan(body: Record<string, unknown>, pricing: ReturnType<typeof pricingOf>): void {
  const { frequency, amount, count, deposit, currency, schedule } = body;
  if (typeof frequency !== 'string' || typeof amount !== 'number' || typeof currency !== 'string')
    throw new ApiError(400, "An application's instalment plan names its frequency, amount and currency");
  const plan = pricing.instalmentPlans.find((p) => p.frequency === frequency);
  if (!plan)
    throw new ApiError(
      400,
      `frequency must be one of ${pricing.instalmentPlans.map((p) => p.frequency).join(', ')}: the plans of this application's course`,
    );
  if (currency !== pricing.currency)
    throw new ApiError(400, `currency must be ${pricing.currency}, the currency of this application's fees`);
  if (cents(amount) !== cents(plan.amount))
    throw new ApiError(
      400,
      `amount must be ${money(plan.amount, pricing.currency)}, the instalment of the ${frequency} plan`,
    );
  if (count !== undefined && count !== plan.count)
    throw new ApiError(400, `count must be ${plan.count}, the instalments of the ${frequency} plan`);
  if (deposit !== undefined && cents(deposit as number) !== cents(pricing.deposit))
    throw new ApiError(
      400,
      `deposit must be ${money(pricing.deposit, pricing.currency)}, this application's`,
    );
  if (Array.isArray(schedule)) {
    const total = (schedule as { amount: number }[]).reduce((sum, row) => sum + cents(row.amount), 0);
    if (total !== cents(pricing.totalAmount))
      throw new ApiError(
        400,
        `The schedule adds up to ${money(total / 100, pricing.currency)}, not the fees' total of ${money(pricing.totalAmount, pricing.currency)}`,
      );
  }
}

/** An instalment plan of an application (the body, checked against the instalmentPlan schema, names
 * `applicationId`): the signed-in account's own; 400 for a plan its pricing does not offer; 409 when its fees
 * are paid; the plan already set up the same way is returned again (no second plan). Without an application the
 * plan is only recorded: no application's fees count as planned by it. */
export async function instalmentPlanOf(
  ctx: Ctx,
  body: Record<string, unknown>,
  method: 'Credit Card' | 'Bank Account',
) {
  const none = { existing: undefined, record: (_record: StoredRecord, _reference: string) => undefined };
  if (typeof body.applicationId !== 'string') return none;
  const { application, product } = await productOfApplication(ctx, body.applicationId);
  refuseOtherPlan(body, pricingOf(product));
  const payment = paymentOf(application);
  const frequency = body.frequency as string;
  if (
    payment?.status === 'set up' &&
    payment.instalmentMethod === method &&
    payment.frequency === frequency
  ) {
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
      const now = ctx.store.get('applications', application.id) ?? application;
      recordPayment(ctx.store, now, {
        method: 'instalments',
        status: 'set up',
        instalmentMethod: method,
        frequency,
        reference,
        recordId: record.id,
        amount: body.amount as number,
        currency: body.currency as string,
      });
    },
  };
}

/** Instalment plans of an application's fees: direct debit (debitSuccess) or a card subscription. */
import type { StoredRecord } from '../types';
import { ownApplication } from './applications';
import { paymentOf, recordPayment, refuseSettled } from './applicationPayment';
import type { Ctx } from './define';

/** An instalment plan of an application (the body names `applicationId`): the signed-in account's own; 409
 * when its fees are paid; the plan already set up the same way is answered again (no second plan). Without an
 * application the plan is only recorded. */
export async function instalmentPlanOf(
  ctx: Ctx,
  body: Record<string, unknown>,
  method: 'Credit Card' | 'Bank Account',
) {
  const none = { existing: undefined, record: (_record: StoredRecord, _reference: string) => undefined };
  if (typeof body.applicationId !== 'string') return none;
  const application = await ownApplication(ctx, body.applicationId);
  const payment = paymentOf(application);
  const frequency = typeof body.frequency === 'string' ? body.frequency : undefined;
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
      recordPayment(ctx.store, application, {
        method: 'instalments',
        status: 'set up',
        instalmentMethod: method,
        ...(frequency ? { frequency } : {}),
        reference,
        recordId: record.id,
        ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
        ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
      });
    },
  };
}

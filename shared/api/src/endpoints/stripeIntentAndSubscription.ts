import { getApi, type ApiClient } from '../client';
import type { ApiRecord, WriteAnswer } from '../answers';

/** POST v1/secure/createStripeIntentAndSubscription: a card payment plan (instalments by card). */
export const stripeIntentAndSubscriptionPath = (): string => 'v1/secure/createStripeIntentAndSubscription';

export function createStripeIntentAndSubscription(
  plan: ApiRecord,
  api: ApiClient = getApi(),
): Promise<WriteAnswer> {
  return api.post<WriteAnswer>(stripeIntentAndSubscriptionPath(), plan);
}

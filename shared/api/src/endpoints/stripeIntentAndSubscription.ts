import { type ApiRecord, type WriteResponse, stripeIntentAndSubscriptionCall } from '@portal/api-contract';
import { getApi, type ApiClient } from '@portal/api-client';

/** POST v1/secure/createStripeIntentAndSubscription: a card payment plan (instalments by card). */
export const stripeIntentAndSubscriptionPath = (): string => stripeIntentAndSubscriptionCall.path();

export function createStripeIntentAndSubscription(
  plan: ApiRecord,
  api: ApiClient = getApi(),
): Promise<WriteResponse> {
  return api.post<WriteResponse>(stripeIntentAndSubscriptionPath(), plan);
}

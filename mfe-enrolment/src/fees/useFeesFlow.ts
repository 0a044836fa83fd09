// The fees step's payment flow: its phase (the state machine of feesFlow.ts, kept in the application's
// store) and the calls the phase asks for: the return from a checkout confirmed with the server, an approved Zip
// checkout charged, a checkout started, an instalment plan set up.
import { useCallback, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  chargeZip,
  createApplicationStripeSession,
  createDebitSuccess,
  createStripeIntentAndSubscription,
  createZipCheckout,
  isApiError,
  newIdempotencyKey,
  type ApiResource,
  type ApplicationPayload,
} from '@portal/api';
import { useLocation, useNavigate } from '@portal/router';
import type { ApplicationEvent } from '../application/applicationState';
import { useApplicationSelector, useApplicationStore } from '../application/ApplicationStoreContext';
import type { InstalmentMethod } from '../form/values';
import { isBusy, paymentOfApplication, returnOf, type FeesPhase } from './feesFlow';
import type { ScheduleRow } from './schedule';

/** The return address of a checkout: this page (the fees step) of the portal. */
const returnUrl = (): string => `${window.location.origin}${window.location.pathname}`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** An instalment plan as its set-up call sends it, but for the application's number (the flow adds it). */
export type PlanRequest = {
  frequency: string;
  count: number;
  amount: number;
  deposit: number;
  currency: string;
  firstPaymentDate: string | undefined;
  schedule: ScheduleRow[];
};

export interface FeesFlow {
  phase: FeesPhase;
  /** A call is under way: the choice and the buttons are off (no double submit). */
  busy: boolean;
  /** Asks for a card or Zip checkout and goes to its page. */
  startCheckout: (method: 'card' | 'zip') => Promise<void>;
  /** Sets up the instalment plan: a card subscription, or a direct debit from a bank account. */
  setUpPlan: (method: InstalmentMethod, plan: PlanRequest) => Promise<void>;
  /** Back to choosing, after a stop or a failure. */
  reset: () => void;
}

/** The payment flow of the application `applicationId` (`application`: its record, which says what was paid), in
 * the page's application store. */
export function useFeesFlow(
  applicationId: string | undefined,
  application: ApiResource<ApplicationPayload>,
): FeesFlow {
  const { t } = useLingui();
  const store = useApplicationStore();
  const phase = useApplicationSelector(store, (state) => state.fees.phase);
  const busy = isBusy(phase);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { mutate, data } = application;
  const opportunityId = typeof data?.opportunityId === 'string' ? data.opportunityId : applicationId;

  /** Moves the flow; true when it moved (an event that does not apply where the flow is changes nothing). */
  const move = useCallback(
    (event: ApplicationEvent): boolean => {
      const before = store.getState().fees.phase;
      store.dispatch(event);
      return store.getState().fees.phase !== before;
    },
    [store],
  );

  const failed = useCallback(
    (error: unknown) => move({ type: 'fees', event: { type: 'failed', detail: messageOf(error) } }),
    [move],
  );

  // The server's word on the payment (`event`: how it is heard). An approved Zip checkout is then charged, once
  // each time the flow comes to charge it (the server answers a second charge of the same checkout with the first
  // one).
  const hear = useCallback(
    (
      record: ApplicationPayload | undefined,
      event: 'first' | 'server' | 'refused' = 'server',
      detail = '',
    ) => {
      const payment = paymentOfApplication(record);
      const moved = move(
        event === 'first'
          ? { type: 'feesRead', payment }
          : {
              type: 'fees',
              event: event === 'server' ? { type: 'server', payment } : { type: 'refused', payment, detail },
            },
      );
      const now = store.getState().fees.phase;
      if (!moved || now.name !== 'charging' || !opportunityId) return;
      chargeZip(opportunityId, { checkoutId: now.checkoutId })
        .then(() => mutate())
        .then((fresh) => hear(fresh), failed);
    },
    [move, failed, store, opportunityId, mutate],
  );

  // Back from the checkout page: the address names the checkout; the server says what happened. The query is
  // taken out of the address (a reload or Next does not bring it back). Otherwise the flow starts from the
  // server's record, read once.
  useEffect(() => {
    const back = returnOf(search);
    if (back) {
      void navigate(pathname, { replace: true });
      // Confirmed once: a return while a call is under way, or once settled, asks nothing more.
      const closed = back.status === 'closed';
      if (!move({ type: 'fees', event: { type: 'returned', checkoutId: back.checkoutId, closed } })) return;
      mutate().then((fresh) => hear(fresh), failed);
    } else if (data) hear(data, 'first');
  }, [search, pathname, data, navigate, mutate, move, hear, failed]);

  // The attempt's Idempotency-Key, kept for a start after a call that got no answer (the server may have opened
  // the checkout: the same key answers that one), new after any answer or for another way to pay.
  const attempt = useRef<{ method: 'card' | 'zip'; key: string } | undefined>(undefined);
  const startCheckout = useCallback(
    async (method: 'card' | 'zip') => {
      if (!applicationId || !move({ type: 'fees', event: { type: 'start', method } })) return;
      if (attempt.current?.method !== method) attempt.current = { method, key: newIdempotencyKey() };
      const named = { idempotencyKey: attempt.current.key };
      try {
        const back = returnUrl();
        const answer = (await (method === 'card'
          ? createApplicationStripeSession(
              applicationId,
              { successUrl: back, cancelUrl: back },
              undefined,
              named,
            )
          : createZipCheckout(applicationId, { redirectUri: back }, undefined, named))) as {
          url?: unknown;
          uri?: unknown;
          status?: unknown;
        };
        attempt.current = undefined;
        // The attempt's checkout, answered again, is no longer open (e.g. paid): the record says what happened.
        const { status } = answer;
        if (typeof status === 'string' && status !== 'open') {
          const detail = t`The checkout is ${status}.`;
          await mutate().then((fresh) => hear(fresh, 'refused', detail), failed);
          return;
        }
        const url = typeof answer.url === 'string' ? answer.url : answer.uri;
        if (typeof url !== 'string') throw new Error(t`The checkout did not say where to pay`);
        move({ type: 'fees', event: { type: 'checkoutOpened', method, url } });
        window.location.assign(url);
      } catch (error) {
        if (isApiError(error) && error.status !== undefined) attempt.current = undefined;
        // Refused (409): the fees were paid or planned meanwhile (e.g. in another tab), or an approved Zip payment
        // waits to be taken: the record, read again, says which.
        if (isApiError(error) && error.status === 409)
          mutate().then((fresh) => hear(fresh, 'refused', messageOf(error)), failed);
        else failed(error);
      }
    },
    [applicationId, move, failed, t, mutate, hear],
  );

  const setUpPlan = useCallback(
    async (method: InstalmentMethod, plan: PlanRequest) => {
      if (!applicationId || !move({ type: 'fees', event: { type: 'start', method: 'instalments' } })) return;
      const body = { applicationId, ...plan };
      try {
        await (method === 'Credit Card' ? createStripeIntentAndSubscription(body) : createDebitSuccess(body));
        await mutate();
        move({ type: 'fees', event: { type: 'planSetUp' } });
      } catch (error) {
        failed(error);
      }
    },
    [applicationId, move, failed, mutate],
  );

  const reset = useCallback(() => void move({ type: 'fees', event: { type: 'reset' } }), [move]);

  return { phase, busy, startCheckout, setUpPlan, reset };
}

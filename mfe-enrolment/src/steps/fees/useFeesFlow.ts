// The fees step's payment flow: its phase (the state machine of ../../fees/feesFlow) and the calls the phase
// asks for: the return from a checkout confirmed with the server, an approved Zip checkout charged, a checkout
// started, an instalment plan set up.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  chargeZip,
  createApplicationStripeSession,
  createDebitSuccess,
  createStripeIntentAndSubscription,
  createZipCheckout,
  type ApiResource,
  type ApplicationPayload,
} from '@portal/api';
import { useLocation, useNavigate } from '@portal/router';
import {
  feesReducer,
  INITIAL_PHASE,
  isBusy,
  paymentOfApplication,
  returnOf,
  type FeesPhase,
} from '../../fees/feesFlow';
import type { ScheduleRow } from '../../fees/schedule';
import type { InstalmentMethod } from '../feesStep';

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
  startCheckout: (way: 'card' | 'zip') => Promise<void>;
  /** Sets up the instalment plan: a card subscription, or a direct debit from a bank account. */
  setUpPlan: (method: InstalmentMethod, plan: PlanRequest) => Promise<void>;
  /** Back to choosing, after a stop or a failure. */
  reset: () => void;
}

/** The payment flow of the application `applicationId` (`application`: its record, which says what was paid). */
export function useFeesFlow(
  applicationId: string | undefined,
  application: ApiResource<ApplicationPayload>,
): FeesFlow {
  const { t } = useLingui();
  const [phase, dispatch] = useReducer(feesReducer, INITIAL_PHASE);
  const busy = isBusy(phase);
  const location = useLocation();
  const navigate = useNavigate();

  // Back from the checkout page: the address names the checkout; the server says what happened. The query is
  // read once and taken out of the address (a reload or Next does not bring it back).
  const returned = useRef(returnOf(location.search));
  const handled = useRef(false);
  const { mutate } = application;
  useEffect(() => {
    if (handled.current) return;
    if (returned.current) {
      handled.current = true;
      const { checkoutId } = returned.current;
      dispatch({ type: 'returned', checkoutId });
      void navigate(location.pathname, { replace: true });
      mutate().then(
        (fresh) => dispatch({ type: 'server', payment: paymentOfApplication(fresh) }),
        (error: unknown) => dispatch({ type: 'failed', detail: messageOf(error) }),
      );
    } else if (application.data) {
      handled.current = true;
      dispatch({ type: 'server', payment: paymentOfApplication(application.data) });
    }
  }, [application.data, location.pathname, mutate, navigate]);

  // An approved Zip checkout is charged (the server answers a second charge of it with the first one).
  const charging = phase.name === 'charging' ? phase.checkoutId : undefined;
  useEffect(() => {
    if (!charging || !applicationId) return;
    const opportunityId =
      typeof application.data?.opportunityId === 'string' ? application.data.opportunityId : applicationId;
    chargeZip(opportunityId, { checkoutId: charging })
      .then(() => mutate())
      .then(
        (fresh) => dispatch({ type: 'server', payment: paymentOfApplication(fresh) }),
        (error: unknown) => dispatch({ type: 'failed', detail: messageOf(error) }),
      );
    // Once per charging phase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [charging]);

  const startCheckout = useCallback(
    async (way: 'card' | 'zip') => {
      if (!applicationId || busy) return;
      dispatch({ type: 'start', way });
      try {
        const back = returnUrl();
        const answer = (await (way === 'card'
          ? createApplicationStripeSession(applicationId, { successUrl: back, cancelUrl: back })
          : createZipCheckout(applicationId, { redirectUri: back }))) as { url?: unknown; uri?: unknown };
        const url = typeof answer.url === 'string' ? answer.url : answer.uri;
        if (typeof url !== 'string') throw new Error(t`The checkout did not say where to pay`);
        dispatch({ type: 'checkoutOpened', way, url });
        window.location.assign(url);
      } catch (error) {
        dispatch({ type: 'failed', detail: messageOf(error) });
      }
    },
    [applicationId, busy, t],
  );

  const setUpPlan = useCallback(
    async (method: InstalmentMethod, plan: PlanRequest) => {
      if (!applicationId || busy) return;
      dispatch({ type: 'start', way: 'instalments' });
      const body = { applicationId, ...plan };
      try {
        await (method === 'Credit Card' ? createStripeIntentAndSubscription(body) : createDebitSuccess(body));
        await mutate();
        dispatch({ type: 'planSetUp' });
      } catch (error) {
        dispatch({ type: 'failed', detail: messageOf(error) });
      }
    },
    [applicationId, busy, mutate],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { phase, busy, startCheckout, setUpPlan, reset };
}

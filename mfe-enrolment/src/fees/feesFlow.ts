// The fees step's state machine: what is under way and what the applicant is told, from choosing a
// way to pay to the server's word on its outcome. Pure: the step's component runs the calls it asks for.
import type { PaymentMethod } from '../form/values';

/** The ways to pay the fees step offers, in the order it shows them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'instalments', 'zip', 'bank'];

/** What the server keeps on the application about its payment (the dev-api's `payment`). */
export interface ServerPayment {
  method: 'card' | 'zip' | 'instalments';
  status: 'open' | 'paid' | 'cancelled' | 'declined' | 'approved' | 'set up';
  checkoutId?: string;
  chargeId?: string;
  instalmentMethod?: string;
  frequency?: string;
  reference?: string;
  amount?: number;
  currency?: string;
}

export const paymentOfApplication = (application: unknown): ServerPayment | undefined => {
  const payment = (application as { payment?: unknown } | undefined)?.payment;
  return payment && typeof payment === 'object' && typeof (payment as ServerPayment).status === 'string'
    ? (payment as ServerPayment)
    : undefined;
};

/** Where the flow is. */
export type FeesPhase =
  /** Nothing under way: the applicant chooses a way. */
  | { name: 'idle' }
  /** Asking the server for a checkout (card, Zip) or to set up the instalment plan. */
  | { name: 'starting'; method: PaymentMethod }
  /** On the way to the hosted checkout page. */
  | { name: 'redirecting'; method: 'card' | 'zip'; url: string }
  /** Back from the checkout page: reading from the server what happened (the address alone is not trusted).
   * `closed`: the page's press did nothing (the checkout was no longer open: paid, cancelled or replaced, e.g.
   * in another tab), so whatever the server's record says, nothing was charged by it. */
  | { name: 'confirming'; checkoutId: string; closed?: boolean }
  /** An approved Zip checkout: charging it (once: the server answers a second charge with the first). */
  | { name: 'charging'; checkoutId: string }
  /** Settled: paid (card, Zip) or the instalment plan set up. `already`: settled before (e.g. in another tab),
   * and nothing more was charged here. */
  | { name: 'done'; outcome: 'paid' | 'planned'; method: 'card' | 'zip' | 'instalments'; already?: boolean }
  /** Not paid, and the applicant can try again: cancelled or declined on the checkout page, or a checkout left
   * unfinished (a closed tab). */
  | { name: 'stopped'; outcome: 'cancelled' | 'declined' | 'unfinished'; method: 'card' | 'zip' }
  /** A call failed (or the server did not confirm what the address said): a message and Try again. */
  | {
      name: 'failed';
      during: 'start' | 'confirm' | 'charge';
      /** 'mismatch': the server's payment is not the checkout of the address; 'notCharged': approved, the charge
       * did not take; 'error': a call failed (`detail` says how). */
      reason: 'mismatch' | 'notCharged' | 'error';
      detail?: string;
    };

export type FeesEvent =
  | { type: 'start'; method: PaymentMethod }
  | { type: 'checkoutOpened'; method: 'card' | 'zip'; url: string }
  | { type: 'planSetUp' }
  /** The page opened with the checkout's return query (`closed`: its press did nothing). */
  | { type: 'returned'; checkoutId: string; closed?: boolean }
  /** The server's payment record: when opening the step, after a return, or after a charge. */
  | { type: 'server'; payment: ServerPayment | undefined }
  | { type: 'failed'; detail: string }
  /** The server refused to open a checkout (409: the fees paid or planned meanwhile, e.g. in another tab, or a
   * Zip payment approved and waiting to be taken); `payment`: its record, read again. */
  | { type: 'refused'; payment: ServerPayment | undefined; detail: string }
  /** Try again (after a stop or a failure), or choose another way. */
  | { type: 'reset' };

export const INITIAL_PHASE: FeesPhase = { name: 'idle' };

/** Whether a call is under way (the choice and the buttons are off: no double submit). */
export const isBusy = (phase: FeesPhase): boolean =>
  phase.name === 'starting' ||
  phase.name === 'redirecting' ||
  phase.name === 'confirming' ||
  phase.name === 'charging';

/** What the server's record says, in phases. `expected` is the checkout the applicant came back from. */
export function phaseOfPayment(payment: ServerPayment | undefined, expected?: string): FeesPhase {
  if (expected && payment?.checkoutId !== expected)
    return { name: 'failed', during: 'confirm', reason: 'mismatch' };
  if (!payment) return INITIAL_PHASE;
  if (payment.method === 'instalments')
    return payment.status === 'set up'
      ? { name: 'done', outcome: 'planned', method: 'instalments' }
      : INITIAL_PHASE;
  switch (payment.status) {
    case 'paid':
      return { name: 'done', outcome: 'paid', method: payment.method };
    case 'approved':
      // Approved and not charged yet (also after a tab closed between the two): charge it now.
      return payment.method === 'zip' && payment.checkoutId
        ? { name: 'charging', checkoutId: payment.checkoutId }
        : INITIAL_PHASE;
    case 'cancelled':
    case 'declined':
      return { name: 'stopped', outcome: payment.status, method: payment.method };
    case 'open':
      return { name: 'stopped', outcome: 'unfinished', method: payment.method };
    default:
      return INITIAL_PHASE;
  }
}

/** The next phase; an event that does not apply where the flow is changes nothing. */
export function feesReducer(phase: FeesPhase, event: FeesEvent): FeesPhase {
  switch (event.type) {
    case 'start':
      // Only from a resting phase: a second press while a call is under way, or once settled, does nothing.
      return phase.name === 'idle' || phase.name === 'stopped' || phase.name === 'failed'
        ? { name: 'starting', method: event.method }
        : phase;
    case 'checkoutOpened':
      return phase.name === 'starting'
        ? { name: 'redirecting', method: event.method, url: event.url }
        : phase;
    case 'planSetUp':
      return phase.name === 'starting' ? { name: 'done', outcome: 'planned', method: 'instalments' } : phase;
    case 'returned':
      return phase.name === 'done' || isBusy(phase)
        ? phase
        : { name: 'confirming', checkoutId: event.checkoutId, ...(event.closed ? { closed: true } : {}) };
    case 'server': {
      if (phase.name === 'confirming') {
        // A press that did nothing: the record may name a newer checkout; what it says is all there is.
        if (!phase.closed) return phaseOfPayment(event.payment, phase.checkoutId);
        return settledBefore(phaseOfPayment(event.payment));
      }
      if (phase.name === 'charging') {
        const next = phaseOfPayment(event.payment, phase.checkoutId);
        // Still approved after the charge: the charge did not take; say so rather than charge in a loop.
        return next.name === 'charging' ? { name: 'failed', during: 'charge', reason: 'notCharged' } : next;
      }
      // Opening the step: the server's record, unless something is under way here.
      return phase.name === 'idle' ? phaseOfPayment(event.payment) : phase;
    }
    case 'failed': {
      if (!isBusy(phase)) return phase;
      const during = phase.name === 'charging' ? 'charge' : phase.name === 'confirming' ? 'confirm' : 'start';
      return { name: 'failed', during, reason: 'error', detail: event.detail };
    }
    case 'refused': {
      if (phase.name !== 'starting') return phase;
      const next = phaseOfPayment(event.payment);
      if (next.name === 'done') return settledBefore(next);
      if (next.name === 'charging') return next;
      return { name: 'failed', during: 'start', reason: 'error', detail: event.detail };
    }
    case 'reset':
      return phase.name === 'stopped' || phase.name === 'failed' ? INITIAL_PHASE : phase;
  }
}

/** A settled phase as one settled before: nothing more was charged here. */
const settledBefore = (phase: FeesPhase): FeesPhase =>
  phase.name === 'done' ? { ...phase, already: true } : phase;

/** The checkout's return query (`status` and `checkoutId`, as the checkout page sends them), if the address has
 * one. The outcome is the server's to say: the status only tells a press that did nothing (`closed`) from one
 * that did something. */
export function returnOf(search: string): { checkoutId: string; status: string | undefined } | undefined {
  const query = new URLSearchParams(search);
  const checkoutId = query.get('checkoutId');
  if (!checkoutId || !/^[A-Za-z0-9_-]{1,80}$/.test(checkoutId)) return undefined;
  return { checkoutId, status: query.get('status') ?? undefined };
}

import {
  feesReducer,
  INITIAL_PHASE,
  isBusy,
  phaseOfPayment,
  returnOf,
  type FeesEvent,
  type FeesPhase,
  type ServerPayment,
} from './feesFlow';

const run = (events: FeesEvent[], from: FeesPhase = INITIAL_PHASE) => events.reduce(feesReducer, from);
const card = (status: ServerPayment['status'], checkoutId = 'C1'): ServerPayment => ({
  method: 'card',
  status,
  checkoutId,
});
const zip = (status: ServerPayment['status'], checkoutId = 'Z1'): ServerPayment => ({
  method: 'zip',
  status,
  checkoutId,
});

describe('card, paid now', () => {
  it('starts, goes to the checkout, and is paid once the server says so', () => {
    const away = run([
      { type: 'start', method: 'card' },
      { type: 'checkoutOpened', method: 'card', url: 'http://x/dev/checkout/k' },
    ]);
    expect(away).toEqual({ name: 'redirecting', method: 'card', url: 'http://x/dev/checkout/k' });
    expect(isBusy(away)).toBe(true);
    // Back on the page (a new page load): the address names the checkout; the server says what happened.
    const back = run([{ type: 'returned', checkoutId: 'C1' }]);
    expect(back).toEqual({ name: 'confirming', checkoutId: 'C1' });
    expect(feesReducer(back, { type: 'server', payment: card('paid') })).toEqual({
      name: 'done',
      outcome: 'paid',
      method: 'card',
    });
  });

  it('cancelled or declined stops with a way to try again; a retry starts afresh', () => {
    const cancelled = run([
      { type: 'returned', checkoutId: 'C1' },
      { type: 'server', payment: card('cancelled') },
    ]);
    expect(cancelled).toEqual({ name: 'stopped', outcome: 'cancelled', method: 'card' });
    expect(feesReducer(cancelled, { type: 'start', method: 'card' })).toEqual({
      name: 'starting',
      method: 'card',
    });
    expect(feesReducer(cancelled, { type: 'reset' })).toEqual(INITIAL_PHASE);
    expect(
      run([
        { type: 'returned', checkoutId: 'C1' },
        { type: 'server', payment: card('declined') },
      ]),
    ).toEqual({ name: 'stopped', outcome: 'declined', method: 'card' });
  });

  it('does not trust the address: a paid status for a checkout the server does not have is refused', () => {
    expect(
      run([
        { type: 'returned', checkoutId: 'FORGED' },
        { type: 'server', payment: card('paid', 'C1') },
      ]),
    ).toEqual({ name: 'failed', during: 'confirm', reason: 'mismatch' });
    // The address said paid, the server says the checkout is still open (a closed tab, or a forged address).
    expect(
      run([
        { type: 'returned', checkoutId: 'C1' },
        { type: 'server', payment: card('open') },
      ]),
    ).toEqual({ name: 'stopped', outcome: 'unfinished', method: 'card' });
  });
});

describe('Zip', () => {
  it('an approved checkout is charged, then paid', () => {
    const approved = run([
      { type: 'returned', checkoutId: 'Z1' },
      { type: 'server', payment: zip('approved') },
    ]);
    expect(approved).toEqual({ name: 'charging', checkoutId: 'Z1' });
    expect(feesReducer(approved, { type: 'server', payment: { ...zip('paid'), chargeId: 'CH1' } })).toEqual({
      name: 'done',
      outcome: 'paid',
      method: 'zip',
    });
  });

  it('returned twice: once paid, the second return charges nothing', () => {
    const paid: FeesPhase = { name: 'done', outcome: 'paid', method: 'zip' };
    expect(feesReducer(paid, { type: 'returned', checkoutId: 'Z1' })).toBe(paid);
    // A new page load of the same return address: the server's record says paid, so no charging phase.
    expect(
      run([
        { type: 'returned', checkoutId: 'Z1' },
        { type: 'server', payment: { ...zip('paid'), chargeId: 'CH1' } },
      ]),
    ).toEqual(paid);
  });

  it('a charge that does not take fails with Try again, instead of charging in a loop', () => {
    const charging: FeesPhase = { name: 'charging', checkoutId: 'Z1' };
    expect(feesReducer(charging, { type: 'server', payment: zip('approved') })).toEqual({
      name: 'failed',
      during: 'charge',
      reason: 'notCharged',
    });
    expect(feesReducer(charging, { type: 'failed', detail: '503: Try again' })).toEqual({
      name: 'failed',
      during: 'charge',
      reason: 'error',
      detail: '503: Try again',
    });
  });

  it('a tab closed after the approval: opening the step charges it', () => {
    expect(feesReducer(INITIAL_PHASE, { type: 'server', payment: zip('approved') })).toEqual({
      name: 'charging',
      checkoutId: 'Z1',
    });
  });
});

describe('instalments and opening the step', () => {
  it('a plan set up is done', () => {
    expect(run([{ type: 'start', method: 'instalments' }, { type: 'planSetUp' }])).toEqual({
      name: 'done',
      outcome: 'planned',
      method: 'instalments',
    });
    expect(
      phaseOfPayment({ method: 'instalments', status: 'set up', instalmentMethod: 'Bank Account' }),
    ).toEqual({
      name: 'done',
      outcome: 'planned',
      method: 'instalments',
    });
  });

  it("reads the server's record when the step opens, and a checkout left open as unfinished", () => {
    expect(feesReducer(INITIAL_PHASE, { type: 'server', payment: undefined })).toEqual(INITIAL_PHASE);
    expect(feesReducer(INITIAL_PHASE, { type: 'server', payment: card('open') })).toEqual({
      name: 'stopped',
      outcome: 'unfinished',
      method: 'card',
    });
    // Something under way here is not overwritten by a late answer.
    const starting: FeesPhase = { name: 'starting', method: 'card' };
    expect(feesReducer(starting, { type: 'server', payment: card('cancelled') })).toBe(starting);
  });
});

describe('no double submit', () => {
  it('a second start while one is under method, or once settled, changes nothing', () => {
    const starting: FeesPhase = { name: 'starting', method: 'card' };
    expect(feesReducer(starting, { type: 'start', method: 'zip' })).toBe(starting);
    const done: FeesPhase = { name: 'done', outcome: 'paid', method: 'card' };
    expect(feesReducer(done, { type: 'start', method: 'card' })).toBe(done);
    expect(feesReducer(done, { type: 'reset' })).toBe(done);
    expect(feesReducer(INITIAL_PHASE, { type: 'failed', detail: 'x' })).toBe(INITIAL_PHASE);
  });

  it('a start that fails can be tried again', () => {
    const failed = run([
      { type: 'start', method: 'zip' },
      { type: 'failed', detail: 'Network problem' },
    ]);
    expect(failed).toEqual({ name: 'failed', during: 'start', reason: 'error', detail: 'Network problem' });
    expect(feesReducer(failed, { type: 'start', method: 'zip' })).toEqual({
      name: 'starting',
      method: 'zip',
    });
  });
});

describe('returnOf', () => {
  it('reads the checkout id of the return address; the status is only a hint', () => {
    expect(returnOf('?status=paid&checkoutId=6f1c-22')).toEqual({ checkoutId: '6f1c-22', status: 'paid' });
    expect(returnOf('')).toBeUndefined();
    expect(returnOf('?status=paid')).toBeUndefined();
    expect(returnOf('?checkoutId=<script>')).toBeUndefined();
  });
});

// The same fees in two tabs: the server answers one checkout to both; a press in the second tab after the first
// paid (or cancelled) does nothing, and the checkout page sends it back with status=closed.
describe('two tabs', () => {
  it('back from a press that did nothing, the fees paid in the other tab: already paid, no second thanks', () => {
    const back = run([{ type: 'returned', checkoutId: 'C1', closed: true }]);
    expect(back).toEqual({ name: 'confirming', checkoutId: 'C1', closed: true });
    expect(feesReducer(back, { type: 'server', payment: card('paid') })).toEqual({
      name: 'done',
      outcome: 'paid',
      method: 'card',
      already: true,
    });
  });

  it('back from a press that did nothing on a checkout a newer one replaced: what the record says, no mismatch', () => {
    const back = run([{ type: 'returned', checkoutId: 'C1', closed: true }]);
    expect(feesReducer(back, { type: 'server', payment: zip('open', 'Z2') })).toEqual({
      name: 'stopped',
      outcome: 'unfinished',
      method: 'zip',
    });
    expect(feesReducer(back, { type: 'server', payment: card('cancelled') })).toEqual({
      name: 'stopped',
      outcome: 'cancelled',
      method: 'card',
    });
  });

  it('a start the server refuses (paid or planned in the other tab): the record says so; else the failure', () => {
    const starting = run([{ type: 'start', method: 'card' }]);
    const refused = (payment: ServerPayment | undefined) =>
      feesReducer(starting, { type: 'refused', payment, detail: 'Conflict: Up API POST x' });
    expect(refused(card('paid'))).toEqual({ name: 'done', outcome: 'paid', method: 'card', already: true });
    expect(refused({ method: 'instalments', status: 'set up' })).toEqual({
      name: 'done',
      outcome: 'planned',
      method: 'instalments',
      already: true,
    });
    expect(refused(zip('approved', 'Z3'))).toEqual({ name: 'charging', checkoutId: 'Z3' });
    expect(refused(undefined)).toEqual({
      name: 'failed',
      during: 'start',
      reason: 'error',
      detail: 'Conflict: Up API POST x',
    });
    // Only while starting.
    expect(feesReducer(INITIAL_PHASE, { type: 'refused', payment: card('paid'), detail: '' })).toBe(
      INITIAL_PHASE,
    );
  });
});

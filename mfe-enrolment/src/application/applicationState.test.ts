import type { ServerPayment } from '../fees/feesFlow';
import { applicationReducer, initialState, type ApplicationStateValue } from './applicationState';
import { emptyDraft, type Draft, type PendingSave } from './draft';

const COURSE = { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' };
const START = { course: COURSE };
const COURSE_SAVE: PendingSave = { step: 'course', section: 'course', payload: { studyDetails: COURSE } };
const PERSONAL_SAVE: PendingSave = {
  step: 'personal',
  section: 'personal',
  payload: { personalDetails: { firstName: 'Aroha', lastName: 'Ngata' } },
};

const run = (state: ApplicationStateValue, ...events: Parameters<typeof applicationReducer>[1][]) =>
  events.reduce(applicationReducer, state);

describe('begin', () => {
  it('starts from the device draft and the application last worked on here', () => {
    const draft: Draft = { applicationId: 'A-1', values: {}, changed: [], pending: [] };
    expect(initialState(draft, undefined).applicationId).toBe('A-1');
    expect(initialState(draft, 'A-2').applicationId).toBe('A-2');
    expect(initialState(undefined, undefined)).toMatchObject({
      applicationId: undefined,
      draft: emptyDraft(),
      startedFrom: undefined,
      saveState: 'idle',
      fees: { phase: { name: 'idle' }, read: false },
    });
  });

  it('measures the first change from the answers the form started from, and tells no one of the start', () => {
    const state = initialState(undefined, 'A-1');
    // The form reports its start: nothing changed, the very same state.
    expect(applicationReducer(state, { type: 'typed', values: START, start: START })).toBe(state);
    const typed = applicationReducer(state, {
      type: 'typed',
      values: { ...START, personal: { firstName: 'A' } },
      start: START,
    });
    expect(typed.startedFrom).toBe(START);
    expect(typed.draft.changed).toEqual(['personal']);
    expect(typed.draft.values).toEqual({ ...START, personal: { firstName: 'A' } });
  });

  it('once changed, measures each change from the answers last held, and keeps every section changed', () => {
    const state = run(
      initialState(undefined, 'A-1'),
      { type: 'typed', values: { ...START, personal: { firstName: 'A' } }, start: START },
      {
        type: 'typed',
        values: { ...START, personal: { firstName: 'A' }, contact: { email: 'a@b.nz' } },
        start: START,
      },
    );
    expect(state.draft.changed).toEqual(['personal', 'contact']);
  });

  it('measures the changes of a form started again from its own start', () => {
    const first = { ...START, personal: { firstName: 'A' } };
    const typed = applicationReducer(initialState(undefined, 'A-1'), {
      type: 'typed',
      values: first,
      start: START,
    });
    // The form opens again (its start is the answers it now holds): reporting them changes nothing.
    const again = { ...first };
    expect(applicationReducer(typed, { type: 'typed', values: again, start: again })).toBe(typed);
    const changed = applicationReducer(typed, {
      type: 'typed',
      values: { ...again, contact: { email: 'a@b.nz' } },
      start: again,
    });
    expect(changed.startedFrom).toBe(again);
    expect(changed.draft.changed).toEqual(['personal', 'contact']);
  });
});

describe('an answer saved', () => {
  it('leaves the changed sections when its save succeeds, with the time and the form answers', () => {
    const state = run(
      initialState(undefined, 'A-1'),
      { type: 'typed', values: { ...START, personal: { firstName: 'Aroha' } }, start: {} },
      { type: 'saving' },
      {
        type: 'saved',
        save: PERSONAL_SAVE,
        at: 1000,
        values: { ...START, personal: { firstName: 'Aroha' } },
      },
      { type: 'synced' },
    );
    expect(state.draft).toMatchObject({
      applicationId: 'A-1',
      changed: ['course'],
      pending: [],
      savedAt: 1000,
    });
    expect(state.saveState).toBe('idle');
  });

  it('takes the number of an application created by the first save, which is not then waited for', () => {
    const state = run(
      initialState(undefined, undefined),
      { type: 'saving' },
      { type: 'created', applicationId: 'A-7' },
      { type: 'saved', save: COURSE_SAVE, at: 5, values: START },
    );
    expect(state).toMatchObject({ applicationId: 'A-7', createdHere: 'A-7', draft: { values: START } });
    expect(state.draft.applicationId).toBe('A-7');
  });
});

describe('sync to the server', () => {
  it('keeps a failed save on the device, the newest payload of a step replacing an older one', () => {
    const failed = run(
      initialState(undefined, undefined),
      { type: 'saving' },
      { type: 'saveFailed', save: COURSE_SAVE, offline: false, values: START },
    );
    expect(failed.saveState).toBe('failed');
    expect(failed.draft.pending).toEqual([COURSE_SAVE]);
    expect(failed.draft.values).toEqual(START);
    const newer = { ...COURSE_SAVE, payload: { studyDetails: { ...COURSE, intakeCRMId: 'I-1' } } };
    const again = applicationReducer(failed, { type: 'saveFailed', save: newer, offline: true });
    expect(again.saveState).toBe('offline');
    expect(again.draft.pending).toEqual([newer]);
  });

  it('sends the saves left again: each one sent leaves pending, and the status is idle once all are sent', () => {
    const left = run(
      initialState(undefined, 'A-1'),
      { type: 'saveFailed', save: COURSE_SAVE, offline: true },
      { type: 'saveFailed', save: PERSONAL_SAVE, offline: true },
    );
    const resending = applicationReducer(left, { type: 'saving', resend: true });
    expect(resending).toMatchObject({ saveState: 'saving', resending: true });
    const one = applicationReducer(resending, { type: 'saved', save: COURSE_SAVE, at: 9 });
    expect(one.draft.pending).toEqual([PERSONAL_SAVE]);
    expect(applicationReducer(one, { type: 'resendFailed', offline: false })).toMatchObject({
      saveState: 'failed',
      resending: false,
    });
    const all = run(one, { type: 'saved', save: PERSONAL_SAVE, at: 10 }, { type: 'synced' });
    expect(all).toMatchObject({ saveState: 'idle', resending: false, draft: { pending: [], savedAt: 10 } });
  });

  it('says offline only while saves wait', () => {
    const state = initialState(undefined, 'A-1');
    expect(applicationReducer(state, { type: 'offline' })).toBe(state);
    const waiting = applicationReducer(state, { type: 'saveFailed', save: COURSE_SAVE, offline: false });
    expect(applicationReducer(waiting, { type: 'offline' }).saveState).toBe('offline');
  });

  it('forgets an application the server no longer has, keeping the answers', () => {
    const state = run(
      initialState({ applicationId: 'A-1', values: START, changed: ['course'], pending: [] }, 'A-1'),
      { type: 'gone' },
    );
    expect(state.applicationId).toBeUndefined();
    expect(state.draft).toEqual({
      values: START,
      changed: ['course'],
      pending: [],
      applicationId: undefined,
    });
  });
});

describe('resume from the draft', () => {
  it('resumes with the unsaved answers and the saves waiting, the form starting again', () => {
    const draft: Draft = {
      applicationId: 'A-3',
      values: { personal: { firstName: 'Aroha' } },
      changed: ['personal'],
      pending: [COURSE_SAVE],
      savedAt: 3,
    };
    const state = initialState(draft, undefined);
    expect(state).toMatchObject({ applicationId: 'A-3', draft, startedFrom: undefined, saveState: 'idle' });
  });

  it('starts afresh after the order and for another application', () => {
    const state = run(initialState(undefined, 'A-1'), {
      type: 'typed',
      values: { personal: { firstName: 'A' } },
      start: {},
    });
    expect(applicationReducer(state, { type: 'submitted' })).toMatchObject({
      applicationId: 'A-1',
      draft: emptyDraft(),
      startedFrom: undefined,
    });
    // The server's list is not read again for it: the new application is not one of those listed.
    expect(applicationReducer(state, { type: 'startedAnother' })).toEqual(
      initialState(emptyDraft(), undefined, true),
    );
  });
});

describe('fees state', () => {
  const paid: ServerPayment = { method: 'card', status: 'paid', checkoutId: 'C-1' };

  it('reads the server payment record once', () => {
    const read = applicationReducer(initialState(undefined, 'A-1'), { type: 'feesRead', payment: paid });
    expect(read.fees).toEqual({ read: true, phase: { name: 'done', outcome: 'paid', method: 'card' } });
    const reset = applicationReducer(read, { type: 'feesRead', payment: undefined });
    expect(reset).toBe(read);
  });

  it('moves the payment flow, and a later reading of the record does not undo a choice made since', () => {
    const stopped: ServerPayment = { method: 'zip', status: 'cancelled', checkoutId: 'C-2' };
    const chosen = run(
      initialState(undefined, 'A-1'),
      { type: 'feesRead', payment: stopped },
      { type: 'fees', event: { type: 'reset' } },
    );
    expect(chosen.fees.phase).toEqual({ name: 'idle' });
    expect(applicationReducer(chosen, { type: 'feesRead', payment: stopped }).fees.phase).toEqual({
      name: 'idle',
    });
    const starting = applicationReducer(chosen, { type: 'fees', event: { type: 'start', method: 'card' } });
    expect(starting.fees.phase).toEqual({ name: 'starting', method: 'card' });
    // A second press while the call is under way changes nothing.
    expect(applicationReducer(starting, { type: 'fees', event: { type: 'start', method: 'zip' } })).toBe(
      starting,
    );
  });

  it('confirms a return from the checkout with the server, not with the record first read', () => {
    const back = applicationReducer(initialState(undefined, 'A-1'), {
      type: 'fees',
      event: { type: 'returned', checkoutId: 'C-1' },
    });
    expect(back.fees).toEqual({ read: true, phase: { name: 'confirming', checkoutId: 'C-1' } });
    expect(applicationReducer(back, { type: 'feesRead', payment: undefined })).toBe(back);
    const confirmed = applicationReducer(back, { type: 'fees', event: { type: 'server', payment: paid } });
    expect(confirmed.fees.phase).toEqual({ name: 'done', outcome: 'paid', method: 'card' });
  });

  it('leaves the answers and the sync alone, and starts again with another application', () => {
    const before = initialState(undefined, 'A-1');
    const state = applicationReducer(before, { type: 'feesRead', payment: paid });
    expect(state.draft).toBe(before.draft);
    expect(state.saveState).toBe(before.saveState);
    expect(applicationReducer(state, { type: 'startedAnother' }).fees).toEqual({
      phase: { name: 'idle' },
      read: false,
    });
  });
});

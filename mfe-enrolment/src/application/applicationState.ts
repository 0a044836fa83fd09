// The application in progress as the enrolment page holds it, and every change to it, as one pure reducer: the
// answers and what of them the server does not have yet (the device draft), the application's number (found on the
// server), the save status, and the fees step's payment flow. The store (applicationStore) keeps this state, writes the device copy
// of it and sends the saves; nothing else holds a copy.
import type { ApplicationPayload } from '@portal/api';
import {
  feesReducer,
  INITIAL_PHASE,
  type FeesEvent,
  type FeesPhase,
  type ServerPayment,
} from '../fees/feesFlow';
import type { EnrolValues } from '../form/values';
import { afterSave, changedSections, emptyDraft, type Draft, type PendingSave } from './draft';
import { applicationToOpen } from './serverApplications';

export type SaveState = 'idle' | 'saving' | 'offline' | 'failed';

/** Why the page opened an application the student did not ask for: the server holds one for the course and intake
 * chosen (in progress, or submitted), and refused a second. */
export type FoundApplication = 'inProgress' | 'submitted';

export interface ApplicationStateValue {
  /** The application the student works on here (none before the first step is saved). */
  applicationId: string | undefined;
  /** The student's applications have been read from the server (or cannot be: signed out, or the API does not list
   * them), and the application to open chosen from them. */
  listed: boolean;
  /** How many times the page has opened another application than the one its form started from (a form starts
   * again from that application's answers). */
  opened: number;
  /** The application was opened because the server holds it for the course and intake chosen. */
  found: FoundApplication | undefined;
  /** An application created on this page: its record is not waited for (the wizard carries on). */
  createdHere: string | undefined;
  draft: Draft;
  /** The answers the form started from (the stored ones with this device's), once it has changed one of them:
   * from then on the draft's values are the form's, and a change is measured against them. Before that, and
   * for a form started again (a new start), a change is measured against its start. */
  startedFrom: EnrolValues | undefined;
  saveState: SaveState;
  /** Saves left by a failure are being sent again (one resend at a time). */
  resending: boolean;
  fees: {
    phase: FeesPhase;
    /** The server's payment record has been read into the phase (once a page; afterwards only calls move it). */
    read: boolean;
  };
}

export type ApplicationEvent =
  /** The form's answers, as they are now; `start` is what the form started from. */
  | { type: 'typed'; values: EnrolValues; start: EnrolValues }
  /** A save is sent (`resend`: the saves a failure left). */
  | { type: 'saving'; resend?: boolean }
  /** The student's applications as the server lists them (undefined: the API does not list them). */
  | { type: 'listed'; applications: readonly ApplicationPayload[] | undefined }
  /** The server created the application (the first step's save). */
  | { type: 'created'; applicationId: string }
  /** The server refused a second application for the course and intake: the one it holds is opened. */
  | { type: 'found'; applicationId: string; found: FoundApplication }
  /** A save succeeded; `values`: the form's answers when it was sent from a step. */
  | { type: 'saved'; save: PendingSave; at: number; values?: EnrolValues }
  /** A save failed: it waits on the device to be sent again. */
  | { type: 'saveFailed'; save: PendingSave; offline: boolean; values?: EnrolValues }
  /** Every save asked for is sent. */
  | { type: 'synced' }
  /** A resend failed (its save stays pending). */
  | { type: 'resendFailed'; offline: boolean }
  /** The browser went offline. */
  | { type: 'offline' }
  /** The server no longer has the application (or it is another account's): it is forgotten here. */
  | { type: 'gone' }
  /** The order is placed: nothing is left to keep on the device. */
  | { type: 'submitted' }
  /** The submitted application is put aside, to start another. */
  | { type: 'startedAnother' }
  /** The server's payment record as the fees step first reads it. */
  | { type: 'feesRead'; payment: ServerPayment | undefined }
  /** A step of the fees step's payment flow. */
  | { type: 'fees'; event: FeesEvent };

/** The state a page starts from: the device's draft of the student, and the application last worked on here
 * (`listed`: there is no server list to wait for). */
export function initialState(
  draft: Draft | undefined,
  applicationId: string | undefined,
  listed = false,
): ApplicationStateValue {
  return {
    applicationId: applicationId ?? draft?.applicationId,
    listed,
    opened: 0,
    found: undefined,
    createdHere: undefined,
    draft: draft ?? emptyDraft(),
    startedFrom: undefined,
    saveState: 'idle',
    resending: false,
    fees: { phase: INITIAL_PHASE, read: false },
  };
}

/** The draft after a save, with the form's answers when the save was sent from a step. */
const withValues = (draft: Draft, values: EnrolValues | undefined): Draft =>
  values ? { ...draft, values } : draft;

/** The next state; an event that changes nothing returns the same state (no one is told). */
export function applicationReducer(
  state: ApplicationStateValue,
  event: ApplicationEvent,
): ApplicationStateValue {
  switch (event.type) {
    case 'typed': {
      // A section is changed when its answers differ from those last held: it stays changed until it is saved.
      const before = state.startedFrom === event.start ? state.draft.values : event.start;
      const changed = changedSections(before, event.values);
      if (!changed.length) return state;
      const draft = state.draft;
      return {
        ...state,
        startedFrom: event.start,
        draft: { ...draft, values: event.values, changed: [...new Set([...draft.changed, ...changed])] },
      };
    }
    case 'saving':
      return { ...state, saveState: 'saving', resending: state.resending || !!event.resend };
    case 'listed':
      // Read once, when the page opens: the application in progress is the server's, whatever this device kept.
      return state.listed
        ? state
        : {
            ...state,
            listed: true,
            applicationId: event.applications
              ? applicationToOpen(event.applications, state.applicationId)
              : state.applicationId,
          };
    case 'created':
      return {
        ...state,
        applicationId: event.applicationId,
        createdHere: event.applicationId,
        found: undefined,
        draft: { ...state.draft, applicationId: event.applicationId },
      };
    case 'found':
      // The answers typed here for another application are not carried into this one.
      return {
        ...state,
        applicationId: event.applicationId,
        createdHere: undefined,
        opened: state.opened + 1,
        found: event.found,
        startedFrom: undefined,
        draft: state.applicationId
          ? { ...emptyDraft(), applicationId: event.applicationId, savedAt: state.draft.savedAt }
          : { ...state.draft, applicationId: event.applicationId },
      };
    case 'saved': {
      const draft = {
        ...afterSave(state.draft, event.save, true, event.at),
        applicationId: state.applicationId,
      };
      return { ...state, draft: withValues(draft, event.values) };
    }
    case 'saveFailed': {
      const draft = afterSave(state.draft, event.save, false, Date.now());
      return {
        ...state,
        draft: withValues(draft, event.values),
        saveState: event.offline ? 'offline' : 'failed',
        resending: false,
      };
    }
    case 'synced':
      return { ...state, saveState: 'idle', resending: false };
    case 'resendFailed':
      return { ...state, saveState: event.offline ? 'offline' : 'failed', resending: false };
    case 'offline':
      return state.draft.pending.length && state.saveState !== 'offline'
        ? { ...state, saveState: 'offline' }
        : state;
    case 'gone':
      return state.applicationId === undefined && state.draft.applicationId === undefined
        ? state
        : { ...state, applicationId: undefined, draft: { ...state.draft, applicationId: undefined } };
    case 'submitted':
      return { ...state, draft: emptyDraft(), startedFrom: undefined };
    case 'startedAnother':
      return { ...initialState(emptyDraft(), undefined, true), opened: state.opened };
    case 'feesRead':
      // Read once: a later reload of the record (a focus, a revalidation) does not undo what the applicant did.
      if (state.fees.read) return state;
      return {
        ...state,
        fees: {
          read: true,
          phase: feesReducer(state.fees.phase, { type: 'server', payment: event.payment }),
        },
      };
    case 'fees': {
      const phase = feesReducer(state.fees.phase, event.event);
      // Back from a checkout, the server's word on it is what counts: the record as first read is not used.
      const read = state.fees.read || event.event.type === 'returned';
      return phase === state.fees.phase && read === state.fees.read
        ? state
        : { ...state, fees: { phase, read } };
    }
  }
}

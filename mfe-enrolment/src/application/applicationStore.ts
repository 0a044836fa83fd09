// The application's one store: the state of applicationState, kept for a page and read with
// useSyncExternalStore. Its persistence is the device draft (every change of the draft is written there, only the
// answers the server does not have yet) and the pointer to the application last worked on here; its sync target is
// the server (the saves, the resends and the order), which also holds the student's applications. The fees step's
// calls are in feesSync, on the same store.
import {
  createStudentApplication,
  deviceEntry,
  fetchStudentApplications,
  isApiError,
  orderStudentApplication,
  updateStudentApplication,
  type ApplicationPayload,
} from '@portal/api';
import type { ApplicationStepDef } from '../form/step';
import type { EnrolValues } from '../form/values';
import {
  applicationReducer,
  initialState,
  type ApplicationEvent,
  type ApplicationStateValue,
} from './applicationState';
import { deviceCopy, type Draft, type PendingSave } from './draft';
import { applicationForCourse, applicationNumberOf, isSubmitted } from './serverApplications';

/** The application number in the answer of a create (undefined when the answer has none). */
export const applicationIdOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { applicationId?: unknown }).applicationId === 'string'
    ? (answer as { applicationId: string }).applicationId
    : undefined;

/** Which application this student last worked on, on this device: only the number, no answer. The server's list
 * of the student's applications is what finds it (on any device, after the sign-out empties this one's storage);
 * this says which one of them was open here. */
const pointerOf = (studentId: string) => {
  const key = `portal.enrol.application.${studentId}`;
  return {
    read: (): string | undefined => {
      try {
        return window.localStorage.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write: (id: string | undefined) => {
      try {
        if (id) window.localStorage.setItem(key, id);
        else window.localStorage.removeItem(key);
      } catch {
        // storage off: the application is found again only in this tab
      }
    },
  };
};

/** The browser says it has no network. */
const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The server calls the store syncs with (the portal's API client; a test may give its own). */
export interface ApplicationServer {
  create: (payload: ApplicationPayload) => Promise<unknown>;
  update: (applicationId: string, payload: ApplicationPayload) => Promise<unknown>;
  order: (applicationId: string) => Promise<unknown>;
  /** The student's applications. */
  list: (studentId: string) => Promise<ApplicationPayload[]>;
}

const API_SERVER: ApplicationServer = {
  create: createStudentApplication,
  update: updateStudentApplication,
  order: orderStudentApplication,
  list: (studentId) => fetchStudentApplications(studentId),
};

/** The server refused the save: another application of the student holds its course and intake (409). */
const isSecondApplication = (error: unknown): boolean => isApiError(error) && error.status === 409;

export interface ApplicationStore {
  getState: () => ApplicationStateValue;
  subscribe: (listener: () => void) => () => void;
  dispatch: (event: ApplicationEvent) => void;
  /** Keeps the form's answers (called on every change); `start`: what the form started from. */
  keep: (values: EnrolValues, start: EnrolValues) => void;
  /** Saves a step: creates the application on the first save, else PATCHes the step's part. Rejects on failure
   * (the answers stay on the device, and the save waits there to be sent again). */
  save: (
    step: ApplicationStepDef,
    values: EnrolValues,
    payload: Partial<ApplicationPayload>,
  ) => Promise<void>;
  /** Sends again the saves a failure left, unless offline or already sending; true when it sent every one. */
  resend: () => Promise<boolean>;
  /** Places the order (POST .../order); the answers kept on the device are then removed. */
  submit: () => Promise<void>;
  /** Forgets the submitted application here, to start another. */
  startAnother: () => void;
}

/**
 * The store of the application of the student `owner` on this page. `complete` makes a first save's payload the
 * application to create (the provider, the student).
 */
export function createApplicationStore(
  owner: string,
  complete: (payload: Partial<ApplicationPayload>) => ApplicationPayload,
  server: ApplicationServer = API_SERVER,
): ApplicationStore {
  const pointer = pointerOf(owner);
  const entry = deviceEntry<Draft>('enrol', owner);
  let state = initialState(entry.read(), pointer.read());
  const listeners = new Set<() => void>();

  const dispatch = (event: ApplicationEvent) => {
    const next = applicationReducer(state, event);
    if (next === state) return;
    const before = state;
    state = next;
    // The device keeps only what the server does not have yet; after the order, nothing.
    if (event.type === 'submitted') entry.remove();
    else if (next.draft !== before.draft) entry.write(deviceCopy(next.draft));
    if (next.applicationId !== before.applicationId) pointer.write(next.applicationId);
    listeners.forEach((listener) => listener());
  };

  /** After the server refused a course and intake another application of the student holds (409): opens that one
   * (in progress, or submitted); false when the list shows none (the refusal stands). */
  const openHolder = async (save: PendingSave, current: string | undefined): Promise<boolean> => {
    const studentId = complete(save.payload).studentUPId;
    if (!studentId || !save.payload.studyDetails) return false;
    const applications = await server.list(studentId).catch(() => []);
    const holder = applicationForCourse(applications, save.payload.studyDetails, current);
    const holderId = holder && applicationNumberOf(holder);
    if (!holderId) return false;
    dispatch({
      type: 'found',
      applicationId: holderId,
      found: isSubmitted(holder) ? 'submitted' : 'inProgress',
    });
    return true;
  };

  /** Sends one save: a create when there is no application yet, else a PATCH of it. True when the server holds the
   * course and intake in another application, which is opened instead (the save's answers are that one's). */
  const send = async (save: PendingSave): Promise<boolean> => {
    const id = state.applicationId;
    try {
      if (id) {
        await server.update(id, save.payload as ApplicationPayload);
        return false;
      }
      const created = applicationIdOf(await server.create(complete(save.payload)));
      if (!created) throw new Error('The application was created without a number');
      dispatch({ type: 'created', applicationId: created });
      return false;
    } catch (error) {
      if (isSecondApplication(error) && (await openHolder(save, id))) return true;
      throw error;
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    keep: (values, start) => dispatch({ type: 'typed', values, start }),
    save: async (step, values, payload) => {
      const attempt: PendingSave = { step: step.name, section: step.section, payload };
      dispatch({ type: 'saving' });
      let found: boolean;
      try {
        found = await send(attempt);
      } catch (error) {
        dispatch({ type: 'saveFailed', save: attempt, values, offline: isOffline() });
        throw error;
      }
      // An application found instead starts its form from its own answers, not the ones typed for this save.
      dispatch({ type: 'saved', save: attempt, ...(found ? {} : { values }), at: Date.now() });
      dispatch({ type: 'synced' });
    },
    resend: async () => {
      if (state.resending || !state.draft.pending.length || isOffline()) return false;
      dispatch({ type: 'saving', resend: true });
      try {
        for (const save of state.draft.pending) {
          const found = await send(save);
          dispatch({ type: 'saved', save, at: Date.now() });
          // The saves left were for the application the server refused the course of.
          if (found) break;
        }
      } catch {
        dispatch({ type: 'resendFailed', offline: isOffline() });
        return false;
      }
      dispatch({ type: 'synced' });
      return true;
    },
    submit: async () => {
      const id = state.applicationId;
      if (!id) throw new Error('There is no application to submit');
      await server.order(id);
      dispatch({ type: 'submitted' });
    },
    startAnother: () => dispatch({ type: 'startedAnother' }),
  };
}

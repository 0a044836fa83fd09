// The application's one store: the state of applicationState, kept for a page and read with
// useSyncExternalStore. Its persistence is the device draft (every change of the draft is written there, only the
// answers the server does not have yet) and the pointer to the application; its sync target is the server (the
// saves, the resends and the order). The fees step's calls are in feesSync, on the same store.
import {
  createStudentApplication,
  deviceEntry,
  orderStudentApplication,
  updateStudentApplication,
  type ApplicationPayload,
} from '@portal/api';
import type { ApplicationStepDef } from '../steps/types';
import type { EnrolValues } from '../steps/values';
import {
  applicationReducer,
  initialState,
  type ApplicationEvent,
  type ApplicationStateValue,
} from './applicationState';
import { deviceCopy, type Draft, type PendingSave } from './draft';

/** The application number in the answer of a create (undefined when the answer has none). */
export const applicationIdOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { applicationId?: unknown }).applicationId === 'string'
    ? (answer as { applicationId: string }).applicationId
    : undefined;

/** Which application this student last worked on, on this device. Only the number, no answer: it stays after
 * sign-out, so the student finds the application again (the answers come from the server). */
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
}

const API_SERVER: ApplicationServer = {
  create: createStudentApplication,
  update: updateStudentApplication,
  order: orderStudentApplication,
};

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

  /** Sends one save: a create when there is no application yet, else a PATCH of it. */
  const send = async (save: PendingSave): Promise<void> => {
    const id = state.applicationId;
    if (id) {
      await server.update(id, save.payload as ApplicationPayload);
      return;
    }
    const created = applicationIdOf(await server.create(complete(save.payload)));
    if (!created) throw new Error('The application was created without a number');
    dispatch({ type: 'created', applicationId: created });
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
      try {
        await send(attempt);
      } catch (error) {
        dispatch({ type: 'saveFailed', save: attempt, values, offline: isOffline() });
        throw error;
      }
      dispatch({ type: 'saved', save: attempt, values, at: Date.now() });
      dispatch({ type: 'synced' });
    },
    resend: async () => {
      if (state.resending || !state.draft.pending.length || isOffline()) return false;
      dispatch({ type: 'saving', resend: true });
      try {
        for (const save of state.draft.pending) {
          await send(save);
          dispatch({ type: 'saved', save, at: Date.now() });
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

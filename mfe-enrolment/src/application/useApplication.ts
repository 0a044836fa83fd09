import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError, useStudentApplication, type ApplicationPayload } from '@portal/api';
import type { ApplicationStepDef } from '../steps/types';
import type { EnrolValues } from '../steps/values';
import type { SaveState } from './applicationState';
import { createApplicationStore, type ApplicationStore } from './applicationStore';
import type { Draft } from './draft';

/** An application that has been submitted (ordered): shown read-only. */
export const isSubmitted = (application: ApplicationPayload | undefined): boolean =>
  !!application &&
  (application.status === 'Submitted' || typeof (application as { orderId?: unknown }).orderId === 'string');

export interface ApplicationState {
  /** The page's store of the application (the steps read it through ApplicationStoreProvider). */
  store: ApplicationStore;
  applicationId: string | undefined;
  /** The stored application (undefined before the first save, and while loading). */
  stored: ApplicationPayload | undefined;
  /** Loading the stored application, or it failed with something other than not found. */
  loading: boolean;
  loadError: Error | undefined;
  reload: () => void;
  draft: Draft;
  saveState: SaveState;
  /** Keeps the answers typed so far on this device (called on every change); `start`: the answers the form
   * started from (the stored ones, and this device's unsaved ones), what the first change is measured against. */
  keep: (values: EnrolValues, start: EnrolValues) => void;
  /** Saves a step: creates the application on the first save, else PATCHes the step's part, then reads the
   * application again. Rejects on failure (the answers stay on the device and are sent again when the browser is
   * back online). */
  save: (
    step: ApplicationStepDef,
    values: EnrolValues,
    payload: Partial<ApplicationPayload>,
  ) => Promise<void>;
  /** Places the order (POST .../order); the answers kept on the device are then removed. */
  submit: () => Promise<void>;
  /** Forgets the submitted application here, to start another. */
  startAnother: () => void;
}

/**
 * The application in progress of the signed-in student: its store (found again by its number on this device,
 * with the answers typed here and not yet saved kept in a device entry), and its record read from the server.
 */
export function useApplication(
  studentId: string | undefined,
  complete: (payload: Partial<ApplicationPayload>) => ApplicationPayload,
): ApplicationState {
  const owner = studentId ?? 'anonymous';
  // One store per student: another student signing in on this page starts from their own device draft.
  const [held, setHeld] = useState(() => ({ owner, store: createApplicationStore(owner, complete) }));
  if (held.owner !== owner) setHeld({ owner, store: createApplicationStore(owner, complete) });
  const { store } = held;
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { applicationId } = state;
  const server = useStudentApplication(applicationId);
  const { mutate } = server;

  // An application that is gone (or another account's) is forgotten: the wizard starts afresh.
  const gone = isApiError(server.error) && (server.error.status === 404 || server.error.status === 403);
  useEffect(() => {
    if (gone) store.dispatch({ type: 'gone' });
  }, [gone, store]);

  // Saves left by a failure go again when the browser is back online (and when the page opens with some).
  useEffect(() => {
    const resend = () => void store.resend().then((sent) => (sent ? mutate() : undefined));
    const offline = () => store.dispatch({ type: 'offline' });
    window.addEventListener('online', resend);
    window.addEventListener('offline', offline);
    resend();
    return () => {
      window.removeEventListener('online', resend);
      window.removeEventListener('offline', offline);
    };
  }, [store, mutate]);

  const save = useCallback(
    async (step: ApplicationStepDef, values: EnrolValues, payload: Partial<ApplicationPayload>) => {
      await store.save(step, values, payload);
      await mutate();
    },
    [store, mutate],
  );
  const submit = useCallback(async () => {
    await store.submit();
    await mutate();
  }, [store, mutate]);

  const loading =
    !!applicationId && applicationId !== state.createdHere && !gone && !server.data && !server.error;
  return {
    store,
    applicationId,
    stored: gone ? undefined : server.data,
    loading,
    loadError: gone ? undefined : server.error,
    reload: () => void mutate(),
    draft: state.draft,
    saveState: state.saveState,
    keep: store.keep,
    save,
    submit,
    startAnother: store.startAnother,
  };
}

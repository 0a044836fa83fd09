import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  isApiError,
  isNotFound,
  useStudentApplication,
  useStudentApplications,
  type ApplicationPayload,
} from '@portal/api';
import type { ApplicationStepDef } from '../form/step';
import type { EnrolValues } from '../form/values';
import type { FoundApplication, SaveState } from './applicationState';
import { createApplicationStore, type ApplicationStore } from './applicationStore';
import type { Draft } from './draft';

export { isSubmitted } from './serverApplications';

export interface ApplicationState {
  /** The page's store of the application (the steps read it through ApplicationStoreProvider). */
  store: ApplicationStore;
  applicationId: string | undefined;
  /** The stored application (undefined before the first save, and while loading). */
  stored: ApplicationPayload | undefined;
  /** Finding the student's application on the server and loading it; or either failed with something other than
   * not found. */
  loading: boolean;
  loadError: Error | undefined;
  /** Counts the applications opened in place of the one the form started from: the form starts again at each. */
  opened: number;
  /** The application was opened because the server holds it for the course and intake chosen. */
  found: FoundApplication | undefined;
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
 * The application in progress of the signed-in student: its store (found on the server, in the student's list of
 * applications, with the answers typed here and not yet saved kept in a device entry), and its record read from the
 * server. An API that does not list applications (404) leaves the application this device last worked on.
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
  const { applicationId, listed } = state;
  const server = useStudentApplication(applicationId);
  const { mutate } = server;

  // The student's applications, read when the page opens (signed out there is none to read); the store chooses
  // the one to open from them once.
  const list = useStudentApplications(studentId);
  const mutateList = list.mutate;
  const unlisted = !studentId || isNotFound(list.error);
  useEffect(() => {
    if (listed) return;
    if (unlisted) store.dispatch({ type: 'listed', applications: undefined });
    else if (list.data) store.dispatch({ type: 'listed', applications: list.data });
  }, [listed, unlisted, list.data, store]);
  const listError = !listed && !unlisted ? list.error : undefined;

  // An application that is gone (or another account's) is forgotten: the wizard starts afresh.
  const gone = isApiError(server.error) && (server.error.status === 404 || server.error.status === 403);
  useEffect(() => {
    if (gone) store.dispatch({ type: 'gone' });
  }, [gone, store]);

  // Saves left by a failure go again when the browser is back online (and when the page opens with some, once the
  // application they go to is known).
  useEffect(() => {
    if (!listed) return undefined;
    const resend = () => void store.resend().then((sent) => (sent ? mutate() : undefined));
    const offline = () => store.dispatch({ type: 'offline' });
    window.addEventListener('online', resend);
    window.addEventListener('offline', offline);
    resend();
    return () => {
      window.removeEventListener('online', resend);
      window.removeEventListener('offline', offline);
    };
  }, [store, mutate, listed]);

  const save = useCallback(
    async (step: ApplicationStepDef, values: EnrolValues, payload: Partial<ApplicationPayload>) => {
      const before = store.getState().applicationId;
      await store.save(step, values, payload);
      // Another application now: the list kept for the tab's other pages is read again.
      if (store.getState().applicationId !== before) void mutateList();
      await mutate();
    },
    [store, mutate, mutateList],
  );
  const submit = useCallback(async () => {
    await store.submit();
    void mutateList();
    await mutate();
  }, [store, mutate, mutateList]);

  const loading =
    (!listed && !listError) ||
    (!!applicationId && applicationId !== state.createdHere && !gone && !server.data && !server.error);
  return {
    store,
    applicationId,
    stored: gone ? undefined : server.data,
    loading,
    loadError: listError ?? (gone ? undefined : server.error),
    opened: state.opened,
    found: state.found,
    reload: () => {
      void mutate();
      void mutateList();
    },
    draft: state.draft,
    saveState: state.saveState,
    keep: store.keep,
    save,
    submit,
    startAnother: store.startAnother,
  };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createStudentApplication,
  deviceEntry,
  isApiError,
  orderStudentApplication,
  updateStudentApplication,
  useStudentApplication,
  type ApplicationPayload,
} from '@portal/api';
import type { ApplicationStepDef } from '../steps/types';
import type { EnrolValues } from '../steps/values';
import { afterSave, changedSections, deviceCopy, emptyDraft, type Draft, type PendingSave } from './draft';

/** The application number in the answer of a create (undefined when the answer has none). */
export const applicationIdOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { applicationId?: unknown }).applicationId === 'string'
    ? (answer as { applicationId: string }).applicationId
    : undefined;

/** An application that has been submitted (ordered): shown read-only. */
export const isSubmitted = (application: ApplicationPayload | undefined): boolean =>
  !!application &&
  (application.status === 'Submitted' || typeof (application as { orderId?: unknown }).orderId === 'string');

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

export type SaveState = 'idle' | 'saving' | 'offline' | 'failed';

export interface ApplicationState {
  applicationId: string | undefined;
  /** The stored application (undefined before the first save, and while loading). */
  stored: ApplicationPayload | undefined;
  /** Loading the stored application, or it failed with something other than not found. */
  loading: boolean;
  loadError: Error | undefined;
  reload: () => void;
  draft: Draft;
  saveState: SaveState;
  /** The answers the form starts from (stored, and this device's unsaved ones): what later changes are measured
   * against. Returns them. */
  begin: (values: EnrolValues) => EnrolValues;
  /** Keeps the answers typed so far on this device (called on every change). */
  keep: (values: EnrolValues) => void;
  /** Saves a step: creates the application on the first save, else PATCHes the step's part. Rejects on failure
   * (the answers stay on the device and are sent again when the browser is back online). */
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
 * The application in progress of the signed-in student: found again by its number on this
 * device, read from the server, with the answers typed here and not yet saved kept in a device entry.
 */
export function useApplication(
  studentId: string | undefined,
  create: (payload: Partial<ApplicationPayload>) => ApplicationPayload,
): ApplicationState {
  const owner = studentId ?? 'anonymous';
  const pointer = useMemo(() => pointerOf(owner), [owner]);
  const entry = useMemo(() => deviceEntry<Draft>('enrol', owner), [owner]);
  const [applicationId, setApplicationId] = useState<string | undefined>(
    () => pointer.read() ?? entry.read()?.applicationId,
  );
  const [draft, setDraftState] = useState<Draft>(() => entry.read() ?? emptyDraft());
  const draftRef = useRef(draft);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const server = useStudentApplication(applicationId);

  const setDraft = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      // The device keeps only what the server does not have yet.
      entry.write(deviceCopy(next));
      setDraftState(next);
    },
    [entry],
  );

  // An application that is gone (or another account's) is forgotten: the wizard starts afresh.
  const gone = isApiError(server.error) && (server.error.status === 404 || server.error.status === 403);
  useEffect(() => {
    if (!gone) return;
    pointer.write(undefined);
    setApplicationId(undefined);
    setDraft({ ...draftRef.current, applicationId: undefined });
  }, [gone, pointer, setDraft]);

  const begin = useCallback((values: EnrolValues) => {
    draftRef.current = { ...draftRef.current, values };
    return values;
  }, []);

  const keep = useCallback(
    (values: EnrolValues) => {
      const current = draftRef.current;
      const changed = changedSections(current.values, values);
      if (!changed.length) return;
      setDraft({
        ...current,
        values,
        changed: [...new Set([...current.changed, ...changed])],
      });
    },
    [setDraft],
  );

  // An application created on this page is not "opened": the wizard carries on while its record loads.
  const createdHere = useRef<string | undefined>(undefined);
  const send = useCallback(
    async (save: PendingSave, id: string | undefined): Promise<string> => {
      if (id) {
        await updateStudentApplication(id, save.payload as ApplicationPayload);
        return id;
      }
      const created = applicationIdOf(await createStudentApplication(create(save.payload)));
      if (!created) throw new Error('The application was created without a number');
      pointer.write(created);
      createdHere.current = created;
      setApplicationId(created);
      return created;
    },
    [create, pointer],
  );

  const idRef = useRef(applicationId);
  idRef.current = applicationId;
  const { mutate } = server;

  const save = useCallback(
    async (step: ApplicationStepDef, values: EnrolValues, payload: Partial<ApplicationPayload>) => {
      const attempt: PendingSave = { step: step.name, section: step.section, payload };
      setSaveState('saving');
      try {
        const id = await send(attempt, idRef.current);
        setDraft({ ...afterSave(draftRef.current, attempt, true, Date.now()), applicationId: id, values });
        setSaveState('idle');
        await mutate();
      } catch (error) {
        setDraft({ ...afterSave(draftRef.current, attempt, false, Date.now()), values });
        setSaveState(isOffline() ? 'offline' : 'failed');
        throw error;
      }
    },
    [send, setDraft, mutate],
  );

  // Saves left by a failure go again when the browser is back online (and when the page opens with some).
  const resending = useRef(false);
  const resend = useCallback(async () => {
    if (resending.current || !draftRef.current.pending.length || isOffline()) return;
    resending.current = true;
    setSaveState('saving');
    try {
      for (const save of draftRef.current.pending) {
        const id = await send(save, idRef.current);
        setDraft({ ...afterSave(draftRef.current, save, true, Date.now()), applicationId: id });
      }
      setSaveState('idle');
      await mutate();
    } catch {
      setSaveState(isOffline() ? 'offline' : 'failed');
    } finally {
      resending.current = false;
    }
  }, [send, setDraft, mutate]);

  useEffect(() => {
    const online = () => void resend();
    const offline = () => setSaveState((s) => (draftRef.current.pending.length ? 'offline' : s));
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void resend();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [resend]);

  const submit = useCallback(async () => {
    const id = idRef.current;
    if (!id) throw new Error('There is no application to submit');
    await orderStudentApplication(id);
    entry.remove();
    draftRef.current = emptyDraft();
    setDraftState(draftRef.current);
    await mutate();
  }, [entry, mutate]);

  const startAnother = useCallback(() => {
    pointer.write(undefined);
    entry.remove();
    setApplicationId(undefined);
    setDraft(emptyDraft());
  }, [pointer, entry, setDraft]);

  const loading =
    !!applicationId && applicationId !== createdHere.current && !gone && !server.data && !server.error;
  return {
    applicationId,
    stored: gone ? undefined : server.data,
    loading,
    loadError: gone ? undefined : server.error,
    reload: () => void mutate(),
    draft,
    saveState,
    begin,
    keep,
    save,
    submit,
    startAnother,
  };
}

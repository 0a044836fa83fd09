import type { ApplicationPayload } from '@portal/api';
import type { ApplicationStepDef, StepContext } from '../form/step';
import type { EnrolValues } from '../form/values';

/**
 * An application in progress as this page holds it: every answer as typed, which sections changed since they
 * were last saved, and the saves a failed Next left to send. The device keeps its deviceCopy (the answers not
 * saved yet) per student under @portal/api's device data: for 14 days from its last change, forgotten on
 * sign-out and when another student signs in, and removed once the application is submitted.
 */
export interface Draft {
  /** The application the answers belong to (none before the first step is saved). */
  applicationId?: string;
  values: EnrolValues;
  /** Sections changed on this device and not saved since. */
  changed: string[];
  /** Saves that failed (the network, the server): the step's name and what it would send, resent when possible. */
  pending: PendingSave[];
  /** When the last save succeeded (ms since the epoch). */
  savedAt?: number;
}

export interface PendingSave {
  step: string;
  /** The form section the step writes. */
  section: string;
  payload: Partial<ApplicationPayload>;
}

export const emptyDraft = (): Draft => ({ values: {}, changed: [], pending: [] });

/** What the device keeps of a draft: only the answers the server does not have yet, the sections changed here
 * and not saved since and the saves waiting to be sent again. A saved step's answers are the server's: the
 * device holds no copy of them (the next person at a shared computer finds nothing already sent). */
export function deviceCopy(draft: Draft): Draft {
  const unsaved = new Set<string>([...draft.changed, ...draft.pending.map((p) => p.section)]);
  const values = Object.fromEntries(Object.entries(draft.values).filter(([section]) => unsaved.has(section)));
  return { ...draft, values: values as EnrolValues };
}

type Section = keyof EnrolValues;

/** JSON with the keys of every object in order, so that two answers equal but for key order read the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** The sections whose answers differ between two sets of values. */
export function changedSections(before: EnrolValues, after: EnrolValues): Section[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as Section[]);
  return [...keys].filter((key) => !same(before[key], after[key]));
}

/** The form values from the stored application, each step's section by its fromPayload. */
export function valuesFromApplication(
  steps: readonly ApplicationStepDef[],
  application: ApplicationPayload | undefined,
  ctx: StepContext,
): EnrolValues {
  const values: Record<string, unknown> = {};
  if (!application) return values;
  for (const step of steps) {
    const section = step.fromPayload(application, ctx);
    if (section !== undefined) values[step.section] = section;
  }
  return values as EnrolValues;
}

/**
 * Where the wizard starts: the stored answers, with this device's own for every section changed here and
 * not saved since (typed before a reload, or kept by a failed save). A draft of another application is not used.
 */
export function initialValues(
  stored: EnrolValues,
  draft: Draft | undefined,
  applicationId?: string,
): EnrolValues {
  if (!draft || (draft.applicationId && draft.applicationId !== applicationId)) return stored;
  const local = new Set<string>([...draft.changed, ...draft.pending.map((p) => p.section)]);
  const values: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(draft.values)) {
    if (local.has(key) || values[key] === undefined) values[key] = value;
  }
  return values as EnrolValues;
}

/** Steps whose answers are saved: the stored application has them, and nothing changed here since. */
export function savedSteps(
  steps: readonly ApplicationStepDef[],
  stored: EnrolValues,
  draft: Draft | undefined,
): Set<string> {
  const local = new Set<string>([...(draft?.changed ?? []), ...(draft?.pending ?? []).map((p) => p.section)]);
  return new Set(
    steps.filter((s) => stored[s.section] !== undefined && !local.has(s.section)).map((s) => s.name),
  );
}

/** The draft after a save of `step` is attempted: failed, it waits in `pending` (the newest payload of the step
 * replaces an older one); succeeded, the step's section is no longer changed or pending. */
export function afterSave(draft: Draft, save: PendingSave, ok: boolean, at: number): Draft {
  const pending = draft.pending.filter((p) => p.step !== save.step);
  if (!ok) return { ...draft, pending: [...pending, save] };
  return { ...draft, pending, changed: draft.changed.filter((c) => c !== save.section), savedAt: at };
}

// The rules of the multi-step form, without React: which step is active,
// where Next, Previous and the automatic skip go, what Reset keeps, when Next is off.

/** A step flag: fixed, or worked out from the form's values (e.g. a step only for NZ applicants). */
export type StepFlag<V> = boolean | ((values: V) => boolean);

/** What the rules read of a step. */
export interface StepRules<V> {
  /** The step's name: its URL segment (/enrol/<name>) and how a default step is asked for. */
  name: string;
  /** Not offered at all (e.g. not for this provider or country): never active, not counted. */
  disabled?: StepFlag<V>;
  /** Already done (e.g. saved earlier): Next passes over it; it can still be opened unless `previous` is false. */
  completed?: StepFlag<V>;
  /** May be left out: the first step chosen at the start passes over it. */
  skippable?: StepFlag<V>;
  /** False: the step has no Previous action. A completed step without one is skipped automatically. */
  previous?: boolean;
  /** The step's own can-submit check: false turns Next off. */
  canSubmit?: (values: V) => boolean;
  /** The top-level value keys the step's fields write (Reset clears them). */
  sections?: readonly string[];
}

/** The step the wizard is asked to open: its index (0 for the first) or its name. */
export type RequestedStep = number | string;

const flag = <V>(value: StepFlag<V> | undefined, values: V): boolean =>
  typeof value === 'function' ? value(values) : value === true;

export const isDisabled = <V>(step: StepRules<V>, values: V): boolean => flag(step.disabled, values);
export const isCompleted = <V>(step: StepRules<V>, values: V): boolean => flag(step.completed, values);
export const isSkippable = <V>(step: StepRules<V>, values: V): boolean => flag(step.skippable, values);

/** Skipped automatically: disabled, or completed with no Previous action. Such a step is never active. */
export const isSkipped = <V>(step: StepRules<V>, values: V): boolean =>
  isDisabled(step, values) || (isCompleted(step, values) && step.previous === false);

/** The index of a requested step (by index or by name), or undefined for one that does not exist. */
export function findStep<V>(
  steps: readonly StepRules<V>[],
  requested: RequestedStep | undefined,
): number | undefined {
  if (requested === undefined || requested === '') return undefined;
  if (typeof requested === 'number')
    return Number.isInteger(requested) && requested >= 0 && requested < steps.length ? requested : undefined;
  const index = steps.findIndex((step) => step.name === requested);
  return index < 0 ? undefined : index;
}

/** The nearest step at or after `from` that is not skipped, else the nearest before it; undefined when every
 * step is skipped. */
export function nearestOpenStep<V>(
  steps: readonly StepRules<V>[],
  from: number,
  values: V,
): number | undefined {
  for (let i = Math.max(0, from); i < steps.length; i += 1) if (!isSkipped(steps[i]!, values)) return i;
  for (let i = Math.min(from, steps.length) - 1; i >= 0; i -= 1) if (!isSkipped(steps[i]!, values)) return i;
  return undefined;
}

/**
 * The active step: the requested step (by index or name; one that is skipped gives way to the nearest
 * open step after it, else before it); with no request, or an unknown one, the first step neither completed,
 * disabled nor skippable; when every step is one of those, the last step that is not skipped (e.g. the review
 * of an application whose every step is done). Undefined only when every step is skipped.
 */
export function activeStepIndex<V>(
  steps: readonly StepRules<V>[],
  values: V,
  requested?: RequestedStep,
): number | undefined {
  const asked = findStep(steps, requested);
  if (asked !== undefined) return nearestOpenStep(steps, asked, values);
  const first = steps.findIndex(
    (step) => !isCompleted(step, values) && !isDisabled(step, values) && !isSkippable(step, values),
  );
  if (first >= 0) return nearestOpenStep(steps, first, values);
  return nearestOpenStep(steps, steps.length - 1, values);
}

/** Where a successful submit goes: the next step neither disabled nor completed (nor skipped);
 * undefined when there is none, i.e. the form is finished. */
export function nextStepIndex<V>(
  steps: readonly StepRules<V>[],
  from: number,
  values: V,
): number | undefined {
  for (let i = from + 1; i < steps.length; i += 1) {
    const step = steps[i]!;
    if (!isSkipped(step, values) && !isCompleted(step, values)) return i;
  }
  return undefined;
}

/** Where Previous goes: the nearest earlier step that is not disabled (nor skipped, or the automatic skip
 * would send the form straight back); undefined when the step has no Previous action or there is none. */
export function previousStepIndex<V>(
  steps: readonly StepRules<V>[],
  from: number,
  values: V,
): number | undefined {
  if (steps[from]?.previous === false) return undefined;
  for (let i = Math.min(from, steps.length) - 1; i >= 0; i -= 1) if (!isSkipped(steps[i]!, values)) return i;
  return undefined;
}

/** The steps an applicant goes through (the disabled ones are not offered) and the active one's position among
 * them: progress = position / total. */
export function stepProgress<V>(
  steps: readonly StepRules<V>[],
  active: number,
  values: V,
): { position: number; total: number; percent: number } {
  const offered = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => !isDisabled(step, values));
  const total = offered.length;
  const position = offered.findIndex(({ index }) => index === active) + 1;
  return { position, total, percent: total === 0 ? 0 : Math.round((position / total) * 100) };
}

/** Next is off while submitting, while the form is invalid and when the step's can-submit check fails. */
export function nextDisabled<V>(
  step: StepRules<V> | undefined,
  state: { submitting: boolean; invalid: boolean },
  values: V,
): boolean {
  if (state.submitting || state.invalid) return true;
  return step?.canSubmit ? !step.canSubmit(values) : false;
}

/** The 'invalid' warning shows when the form is invalid and a field has been touched. */
export const showInvalidWarning = (invalid: boolean, touched: Record<string, boolean> | undefined): boolean =>
  invalid && Object.values(touched ?? {}).some(Boolean);

/** The values Reset re-initialises the form with: the current ones without the step's sections. */
export function withoutSections<V extends object>(values: V, sections: readonly string[] | undefined): V {
  if (!sections?.length) return { ...values };
  const kept = { ...values } as Record<string, unknown>;
  for (const key of sections) delete kept[key];
  return kept as V;
}

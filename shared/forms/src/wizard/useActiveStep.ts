// The step the wizard shows, and what follows from showing it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StepLocation } from './stepLocation';
import type { Failure, Succeeded } from './useWizardSubmit';
import { activeStepIndex, nextStepIndex, previousStepIndex, type RequestedStep } from './wizardLogic';
import type { WizardStep } from './wizardTypes';

interface Options<V extends object> {
  steps: readonly WizardStep<V>[];
  values: V;
  where: StepLocation;
  defaultStep: RequestedStep | undefined;
  onFinish: ((values: V) => void) | undefined;
  /** The step's submit that succeeded, not yet moved on from; cleared once moved. */
  succeeded: Succeeded<V> | undefined;
  setSucceeded: (succeeded: undefined) => void;
  setFailure: (failure: Failure | undefined) => void;
}

/**
 * The step shown (the one the location asks for, or the nearest open one), the steps Previous and Next go to,
 * and the ref of the step's heading. The step shown is the one the form's submit submits, and where its success
 * moves on from; the location is corrected to name it; each move (not the first showing) takes focus to its
 * heading; a failure is cleared when another step is shown.
 */
export function useActiveStep<V extends object>({
  steps,
  values,
  where,
  defaultStep,
  onFinish,
  succeeded,
  setSucceeded,
  setFailure,
}: Options<V>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const index = activeStepIndex(steps, values, where.step ?? defaultStep);
  const step = index === undefined ? undefined : steps[index];
  const next = index === undefined ? undefined : nextStepIndex(steps, index, values);
  const previous = index === undefined ? undefined : previousStepIndex(steps, index, values);
  const go = where.go;

  // A step's submit succeeded: move on from the step shown, before the page is painted again (so Next is never
  // seen enabled on the step just submitted): to the next step, or (none left) finish.
  useLayoutEffect(() => {
    if (!succeeded || index === undefined) return;
    setSucceeded(undefined);
    const target = nextStepIndex(steps, index, succeeded.values);
    if (target === undefined) onFinish?.(succeeded.values);
    else go(steps[target]!.name);
  }, [succeeded, setSucceeded, index, steps, onFinish, go]);

  // The location names the active step: an unknown, skipped or missing one is corrected in place. A location
  // outside the wizard is the student leaving it (the next page may still be loading): it is left alone.
  const stepName = step?.name;
  const away = where.away === true;
  useEffect(() => {
    if (!away && stepName !== undefined && where.step !== stepName) go(stepName, { replace: true });
  }, [away, stepName, where.step, go]);

  // Each move (not the first showing) takes focus to the step's heading, which a screen reader reads. The step
  // last shown is state: a move is seen while rendering, and the focus follows once the new heading is there.
  const [shownStep, setShownStep] = useState(stepName);
  const [focusStep, setFocusStep] = useState<string | undefined>(undefined);
  if (stepName !== undefined && stepName !== shownStep) {
    if (shownStep !== undefined) setFocusStep(stepName);
    setShownStep(stepName);
  }
  useEffect(() => {
    if (focusStep !== undefined) heading.current?.focus();
  }, [focusStep]);

  // A failure belongs to the step it happened on: another step shown clears it.
  useEffect(() => {
    setFailure(undefined);
  }, [index, setFailure]);

  return { index, step, next, previous, heading };
}

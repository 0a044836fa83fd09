// The wizard's submit: what Next does with the step shown, and the failure it may leave.
import { useCallback, useRef, useState } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { WizardStep } from './wizardTypes';

/** A failed submit: its error, and the title of the step it happened on (the error panel names it). */
export interface Failure {
  error: unknown;
  stepTitle: string;
}

/** The step Next submits, set by the wizard's body each time it shows a step (read when the form submits). */
export interface ActiveStep<V extends object> {
  step: WizardStep<V> | undefined;
  /** Moves on once the step's submit has succeeded: to the next step, or (none left) finishes. */
  advance: (values: V) => void;
}

/**
 * The form's onSubmit and what it leaves. Next submits the step shown, when the step's canSubmit allows it: a
 * step's submit that resolves moves on (the step shown when it resolves decides where to); one that resolves
 * to submission errors stays; one that throws stays with the failure, which the next submit clears.
 */
export function useWizardSubmit<V extends object>() {
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const active = useRef<ActiveStep<V>>({ step: undefined, advance: () => undefined });

  const onSubmit = useCallback(async (values: V, form: FormApi<V>): Promise<SubmissionErrors | void> => {
    const step = active.current.step;
    if (!step || (step.canSubmit && !step.canSubmit(values))) return undefined;
    setFailure(undefined);
    try {
      const result = await step.onSubmit?.(values, form);
      if (result && Object.keys(result).length > 0) return result;
    } catch (error) {
      setFailure({ error, stepTitle: step.title });
      return undefined;
    }
    active.current.advance(values);
    return undefined;
  }, []);

  return { onSubmit, failure, setFailure, active };
}

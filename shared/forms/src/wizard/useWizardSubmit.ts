// The wizard's submit: what Next does with the step shown, and the failure it may leave.
import { useCallback, useState } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { RequestedStep } from './wizardLogic';
import { activeStepIndex } from './wizardLogic';
import type { WizardStep } from './wizardTypes';

/** A failed submit: its error, and the title of the step it happened on (the error panel names it). */
export interface Failure {
  error: unknown;
  stepTitle: string;
}

/** A step's submit that succeeded, with the values it submitted: the wizard moves on from the step shown. */
export interface Succeeded<V> {
  values: V;
}

/**
 * The form's onSubmit and what it leaves. Next submits the step shown (worked out from the submitted values
 * and the location, as the page works it out), when the step's canSubmit allows it: a step's submit that
 * resolves leaves `succeeded` (the step shown then decides where to move on); one that resolves to submission
 * errors stays; one that throws stays with the failure, which the next submit clears.
 */
export function useWizardSubmit<V extends object>(
  steps: readonly WizardStep<V>[],
  requested: RequestedStep | undefined,
) {
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const [succeeded, setSucceeded] = useState<Succeeded<V> | undefined>(undefined);

  const onSubmit = useCallback(
    async (values: V, form: FormApi<V>): Promise<SubmissionErrors | void> => {
      const index = activeStepIndex(steps, values, requested);
      const step = index === undefined ? undefined : steps[index];
      if (!step || (step.canSubmit && !step.canSubmit(values))) return undefined;
      setFailure(undefined);
      try {
        const result = await step.onSubmit?.(values, form);
        if (result && Object.keys(result).length > 0) return result;
      } catch (error) {
        setFailure({ error, stepTitle: step.title });
        return undefined;
      }
      setSucceeded({ values });
      return undefined;
    },
    [steps, requested],
  );

  return { onSubmit, failure, setFailure, succeeded, setSucceeded };
}

// The wizard's public shapes: a step, and the wizard's props.
import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { StepLocation } from './stepLocation';
import type { RequestedStep, StepRules } from './wizardLogic';

type Values = Record<string, unknown>;

/** A step of the wizard: its rules (wizardLogic.ts), its title and its fields. */
export interface WizardStep<V extends object = Values> extends StepRules<V> {
  /** The step's title: its heading, its entry in the step indicator, the step name of the error panel. */
  title: string;
  /** The step's fields (react-final-form fields of this package). */
  render: () => ReactNode;
  /**
   * What Next does with the values before the wizard moves on (e.g. saves the step). A promise holds the
   * wizard on the step until it settles: resolved, the wizard moves on; rejected, it stays and shows the error
   * panel (its Retry submits again). Resolving to final-form submission errors (per field) also stays.
   */
  onSubmit?: (values: V, form: FormApi<V>) => void | SubmissionErrors | Promise<void | SubmissionErrors>;
}

export interface WizardProps<V extends object = Values> {
  steps: readonly WizardStep<V>[];
  /** The accessible name of the wizard's form, e.g. 'Apply for a course'. */
  label: string;
  initialValues?: Partial<V>;
  /** Where the active step lives: the URL (useRouteStep('/enrol')) or, by default, the wizard's own state. */
  location?: StepLocation;
  /** The step to open when the location asks for none: its index (0 for the first) or its name. */
  defaultStep?: RequestedStep;
  /** Called once the last step's submit has succeeded (no step is left to go to). */
  onFinish?: (values: V) => void;
  /** Shown instead of the steps when every step is skipped. */
  empty?: ReactNode;
  /** Told the values after every change (e.g. to keep a copy of unsent answers on the device). */
  onValuesChange?: (values: V) => void;
}

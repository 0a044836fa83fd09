import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Form, FormSpy, useForm, useFormState } from 'react-final-form';
import { Trans } from '@lingui/react/macro';
import { Alert, Heading, Stack } from '@portal/ui';
import { useMemoryStep, type StepLocation } from './stepLocation';
import { StepButtons } from './StepButtons';
import { StepFailure } from './StepFailure';
import { StepFields } from './StepFields';
import { StepProgress } from './StepProgress';
import { useActiveStep } from './useActiveStep';
import { useWizardSubmit, type Failure, type Succeeded } from './useWizardSubmit';
import { nextDisabled, showInvalidWarning, withoutSections, type RequestedStep } from './wizardLogic';
import type { WizardProps, WizardStep } from './wizardTypes';

export type { WizardProps, WizardStep } from './wizardTypes';

type Values = Record<string, unknown>;

/**
 * The multi-step form: one react-final-form form across the steps, a step
 * indicator and a progress bar (announced to screen readers), Previous, Reset and Next (Submit on the last
 * step). Next submits the step and moves to the next step neither disabled nor completed once the step's
 * submit succeeds; a failed submit keeps the step and shows the error-details panel. Disabled steps and
 * completed steps with no Previous are skipped automatically; with `useRouteStep`, every move is a history
 * entry (the browser's back and forward move between steps). Focus goes to the step's heading on each move.
 */
export function Wizard<V extends object = Values>({
  steps,
  label,
  initialValues,
  location,
  defaultStep,
  onFinish,
  empty,
  onValuesChange,
}: WizardProps<V>) {
  const memory = useMemoryStep();
  const where = location ?? memory;
  const { onSubmit, failure, setFailure, succeeded, setSucceeded } = useWizardSubmit<V>(
    steps,
    where.step ?? defaultStep,
  );

  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit }) => (
        <>
          {onValuesChange ? (
            <FormSpy<V> subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} />
          ) : null}
          <WizardBody<V>
            steps={steps}
            label={label}
            where={where}
            defaultStep={defaultStep}
            onFinish={onFinish}
            empty={empty}
            failure={failure}
            setFailure={setFailure}
            succeeded={succeeded}
            setSucceeded={setSucceeded}
            handleSubmit={handleSubmit}
          />
        </>
      )}
    />
  );
}

interface BodyProps<V extends object> {
  steps: readonly WizardStep<V>[];
  label: string;
  where: StepLocation;
  defaultStep?: RequestedStep;
  onFinish?: (values: V) => void;
  empty?: ReactNode;
  failure: Failure | undefined;
  setFailure: (failure: Failure | undefined) => void;
  succeeded: Succeeded<V> | undefined;
  setSucceeded: (succeeded: undefined) => void;
  handleSubmit: (event?: SyntheticEvent<HTMLFormElement>) => unknown;
}

/** The step shown, inside the form: its progress, heading, fields, warning, failure and buttons. */
function WizardBody<V extends object>({
  steps,
  label,
  where,
  defaultStep,
  onFinish,
  empty,
  failure,
  setFailure,
  succeeded,
  setSucceeded,
  handleSubmit,
}: BodyProps<V>) {
  const form = useForm<V>();
  const state = useFormState<V>({
    subscription: { values: true, submitting: true, invalid: true, touched: true },
  });
  const { values, touched } = state;
  const submitting = state.submitting === true;
  const invalid = state.invalid === true;
  const headingId = useId();
  // The names of the fields kept registered while their step is not shown (see StepFields).
  const [kept] = useState(() => new Set<string>());
  const { index, step, next, previous, heading } = useActiveStep({
    steps,
    values,
    where,
    defaultStep,
    onFinish,
    succeeded,
    setSucceeded,
    setFailure,
  });

  if (index === undefined || !step) return <>{empty ?? null}</>;

  return (
    <Stack as="section" aria-labelledby={headingId} gap={{ base: 4, md: 6 }} w="full">
      <StepProgress steps={steps} index={index} values={values} label={label} />

      <form noValidate aria-label={label} onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="4">
          <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="xl" outline="none">
            {step.title}
          </Heading>
          <StepFields key={step.name} kept={kept}>
            {step.render()}
          </StepFields>
          {showInvalidWarning(invalid, touched) ? (
            <Alert.Root status="warning" variant="surface" role="status">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>
                  Some answers on this step are missing or invalid: please check the fields above.
                </Trans>
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {failure ? <StepFailure failure={failure} onClose={() => setFailure(undefined)} /> : null}
          <StepButtons
            last={next === undefined}
            submitting={submitting}
            previousDisabled={previous === undefined || submitting}
            nextDisabled={nextDisabled(step, { submitting, invalid }, values)}
            onPrevious={() => previous !== undefined && where.go(steps[previous]!.name)}
            onReset={() => {
              setFailure(undefined);
              form.restart(withoutSections(form.getState().values, step.sections) as V);
            }}
          />
        </Stack>
      </form>
    </Stack>
  );
}

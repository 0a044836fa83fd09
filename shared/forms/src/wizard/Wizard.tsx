import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Form, FormSpy, useForm, useFormState } from 'react-final-form';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@portal/ui';
import { ErrorDetailsPanel } from '../pieces/ErrorDetailsPanel';
import { useMemoryStep, type StepLocation } from './stepLocation';
import {
  activeStepIndex,
  isCompleted,
  isDisabled,
  nextDisabled,
  nextStepIndex,
  previousStepIndex,
  showInvalidWarning,
  stepProgress,
  withoutSections,
  type RequestedStep,
  type StepRules,
} from './wizardLogic';

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

interface Failure {
  error: unknown;
  stepTitle: string;
}

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
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  // The step being submitted, and what a successful submit does, read when final-form calls onSubmit.
  const active = useRef<{ index: number | undefined; advance: (values: V) => void }>({
    index: undefined,
    advance: () => undefined,
  });
  const stepsRef = useRef(steps);
  stepsRef.current = steps;

  const onSubmit = useCallback(async (values: V, form: FormApi<V>): Promise<SubmissionErrors | void> => {
    const index = active.current.index;
    const step = index === undefined ? undefined : stepsRef.current[index];
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
            active={active}
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
  active: { current: { index: number | undefined; advance: (values: V) => void } };
  handleSubmit: (event?: SyntheticEvent<HTMLFormElement>) => unknown;
}

function WizardBody<V extends object>({
  steps,
  label,
  where,
  defaultStep,
  onFinish,
  empty,
  failure,
  setFailure,
  active,
  handleSubmit,
}: BodyProps<V>) {
  const { t } = useLingui();
  const form = useForm<V>();
  const state = useFormState<V>({
    subscription: { values: true, submitting: true, invalid: true, touched: true },
  });
  const { values, touched } = state;
  const submitting = state.submitting === true;
  const invalid = state.invalid === true;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const kept = useRef(new Set<string>());

  const index = activeStepIndex(steps, values, where.step ?? defaultStep);
  const step = index === undefined ? undefined : steps[index];
  const next = index === undefined ? undefined : nextStepIndex(steps, index, values);
  const previous = index === undefined ? undefined : previousStepIndex(steps, index, values);

  const go = where.go;
  active.current = {
    index,
    advance: (submitted) => {
      if (index === undefined) return;
      const target = nextStepIndex(steps, index, submitted);
      if (target === undefined) onFinish?.(submitted);
      else go(steps[target]!.name);
    },
  };

  // The location names the active step: an unknown, skipped or missing one is corrected in place.
  const stepName = step?.name;
  useEffect(() => {
    if (stepName !== undefined && where.step !== stepName) go(stepName, { replace: true });
  }, [stepName, where.step, go]);

  // Each move (not the first showing) takes focus to the step's heading, which a screen reader reads.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (stepName === undefined) return;
    if (shown.current !== undefined && shown.current !== stepName) heading.current?.focus();
    shown.current = stepName;
  }, [stepName]);

  // A failure belongs to the step it happened on.
  const failedStep = useRef(index);
  useEffect(() => {
    if (failedStep.current !== index) setFailure(undefined);
    failedStep.current = index;
  }, [index, setFailure]);

  if (index === undefined || !step) return <>{empty ?? null}</>;

  const { position, total, percent } = stepProgress(steps, index, values);
  const offered = steps.filter((s) => !isDisabled(s, values));
  const last = next === undefined;
  const title = step.title;

  return (
    <Stack as="section" aria-labelledby={headingId} gap={{ base: 4, md: 6 }} w="full">
      <Stack gap="2">
        <Text role="status" fontSize="sm" fontWeight="semibold" color="fg.muted">
          <Trans>
            Step {position} of {total}
          </Trans>
        </Text>
        <Box
          role="progressbar"
          aria-label={t`Progress through ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t`Step ${position} of ${total}: ${title}`}
          h="2"
          rounded="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box h="full" w={`${percent}%`} bg="brand.solid" rounded="full" />
        </Box>
        <Box
          as="ol"
          aria-label={t`Steps`}
          display="flex"
          flexWrap="wrap"
          gap="2"
          listStyleType="none"
          fontSize="sm"
        >
          {offered.map((s, i) => {
            const current = s.name === step.name;
            const done = !current && isCompleted(s, values);
            return (
              <Box
                as="li"
                key={s.name}
                aria-current={current ? 'step' : undefined}
                px="2"
                py="1"
                rounded="md"
                borderWidth="1px"
                borderColor={current ? 'brand.solid' : 'border'}
                fontWeight={current ? 'semibold' : 'normal'}
                bg={current ? 'brand.subtle' : undefined}
              >
                {i + 1}. {s.title}
                {done ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    <Trans>(completed)</Trans>
                  </Text>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </Stack>

      <form noValidate aria-label={label} onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="4">
          <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="xl" outline="none">
            {step.title}
          </Heading>
          <StepFields key={step.name} kept={kept.current}>
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
          {failure ? (
            <ErrorDetailsPanel
              error={failure.error}
              stepName={failure.stepTitle}
              onRetry={() => void form.submit()}
              onClose={() => setFailure(undefined)}
            />
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            <Button
              type="button"
              variant="outline"
              disabled={previous === undefined || submitting}
              onClick={() => previous !== undefined && go(steps[previous]!.name)}
            >
              <Trans>Previous</Trans>
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={submitting}
              onClick={() => {
                setFailure(undefined);
                form.restart(withoutSections(form.getState().values, step.sections) as V);
              }}
            >
              <Trans>Reset</Trans>
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              ms="auto"
              disabled={nextDisabled(step, { submitting, invalid }, values)}
              loading={submitting}
              loadingText={last ? t`Submitting...` : t`Saving...`}
            >
              {last ? <Trans>Submit</Trans> : <Trans>Next</Trans>}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Keeps the state of every field of the form while its step is not shown. A field whose last registration goes
 * (its step unmounted) loses its state in final-form, and react-final-form shows a field that mounts again with
 * no state from the form's *initial* values: its first render reads the initial value (a field that takes its
 * value when it mounts keeps that one), and an initial value is written back over the answer. So going back to a
 * step would show, and then keep, the answers the form started with instead of those given since. With one
 * silent registration per field name (`kept`: the names registered so), a field that comes back finds its own
 * value. On arriving at a step, the fields of the others start again untouched, as new fields would: the step's
 * warning and errors wait for the applicant.
 */
function StepFields({ kept, children }: { kept: Set<string>; children: ReactNode }) {
  const form = useForm();
  const arrived = useRef(false);
  useLayoutEffect(() => {
    // Once per step shown (not again when a suspended part of the page shows it again): the step's own fields
    // register after this, so every field registered now belongs to another step.
    if (!arrived.current) {
      arrived.current = true;
      const others = form.getRegisteredFields();
      form.batch(() => others.forEach((name) => form.resetFieldState(name)));
    }
    // A layout effect's clean-up runs as the step is taken away, before the fields' own registrations go.
    return () => {
      for (const name of form.getRegisteredFields()) {
        if (kept.has(name)) continue;
        kept.add(name);
        form.registerField(name, () => undefined, {}, { silent: true });
      }
    };
  }, [form, kept]);
  return <>{children}</>;
}

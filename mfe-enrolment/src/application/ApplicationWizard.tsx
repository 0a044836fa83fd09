import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/api';
import { useRouteStep, Wizard, type StepLocation, type WizardStep } from '@portal/forms';
import { BusyMessage, Stack } from '@portal/ui';
import { isOffered, type StepContext } from '../form/step';
import type { EnrolValues } from '../form/values';
import { courseStep, isOffering } from '../steps/courseStep';
import { canPreload } from '../steps/lazyFields';
import { APPLICATION_STEPS } from './applicationSteps';
import { ApplicationStoreProvider } from './ApplicationStoreContext';
import { initialValues, savedSteps, valuesFromApplication } from './draft';
import { Review, REVIEW, unsavedSteps } from './Review';
import { SaveStatus } from './SaveStatus';
import type { ApplicationState } from './useApplication';

/**
 * The application being filled in: the save status, and the wizard of the application's steps (each saved
 * before the next opens) and the review (whose Submit places the order), the step in the address (/enrol/<step>).
 */
export function ApplicationWizard({
  app,
  ctx,
  onSubmitted,
}: {
  app: ApplicationState;
  ctx: StepContext;
  onSubmitted: (applicationId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const location: StepLocation = useRouteStep('/enrol');
  const stored = useMemo(() => valuesFromApplication(APPLICATION_STEPS, app.stored, ctx), [app.stored, ctx]);
  // The form starts once, from the stored answers and this device's unsaved ones; afterwards it owns them, and
  // the store measures its changes from these.
  const [start] = useState(() => initialValues(stored, app.draft, app.applicationId));
  const { draft, keep } = app;
  const savedNow = savedSteps(APPLICATION_STEPS, stored, draft);
  // A stored course or intake the provider no longer offers is not a finished step: the wizard opens on it,
  // where the course picker says which one has become unavailable.
  if (stored.course && ctx.products && !isOffering(ctx.products, stored.course))
    savedNow.delete(courseStep.name);
  // The saved steps change with a save, not with each answer typed: the wizard's steps are made again only then.
  const savedNames = [...savedNow].join();
  const saved = useMemo(() => new Set(savedNames.split(',').filter(Boolean)), [savedNames]);
  const onValuesChange = useCallback((values: EnrolValues) => keep(values, start), [keep, start]);
  const { save, submit, applicationId } = app;
  const pending = draft.pending.length;
  const studentId = useSession()?.studentId;
  // The steps' fields also know the application's number (the fees step's calls) and the student.
  const stepCtx: StepContext = useMemo(
    () => ({ ...ctx, applicationId, studentId }),
    [ctx, applicationId, studentId],
  );

  const steps: WizardStep<EnrolValues>[] = useMemo(
    () => [
      ...APPLICATION_STEPS.map((def, index): WizardStep<EnrolValues> => ({
        name: def.name,
        title: i18n._(def.title),
        sections: [def.section],
        disabled: (values: EnrolValues) => !isOffered(def, values, ctx),
        completed: saved.has(def.name),
        ...(def.canSubmit ? { canSubmit: (values: EnrolValues) => def.canSubmit!(values, stepCtx) } : {}),
        render: () => (
          <>
            <Suspense fallback={<BusyMessage>{t`Loading this step...`}</BusyMessage>}>
              <def.Fields ctx={stepCtx} />
            </Suspense>
            <Preload fields={APPLICATION_STEPS[index + 1]?.Fields} />
          </>
        ),
        onSubmit: (values) => save(def, values, def.toPayload(values, stepCtx)),
      })),
      {
        name: REVIEW.name,
        title: i18n._(REVIEW.title),
        sections: [],
        canSubmit: (values) => !!applicationId && pending === 0 && !unsavedSteps(values, ctx, saved).length,
        render: () => <Review ctx={ctx} location={location} pending={pending} saved={saved} />,
        onSubmit: async () => {
          await submit();
          if (applicationId) onSubmitted(applicationId);
        },
      },
    ],
    [i18n, t, ctx, stepCtx, saved, save, submit, applicationId, pending, location, onSubmitted],
  );

  return (
    <ApplicationStoreProvider store={app.store}>
      <Stack gap="3">
        <SaveStatus
          state={app.saveState}
          savedAt={draft.savedAt}
          pending={pending}
          timezone={ctx.provider.timezone}
        />
        <Wizard<EnrolValues>
          label={t`Apply for a course`}
          steps={steps}
          location={location}
          initialValues={start}
          onValuesChange={onValuesChange}
        />
      </Stack>
    </ApplicationStoreProvider>
  );
}

/** Starts loading a step's fields loaded on demand (the next step's) while the applicant is on this one. */
function Preload({ fields }: { fields: unknown }) {
  useEffect(() => {
    if (canPreload(fields)) fields.preload().catch(() => undefined); // failing here is tried again on render
  }, [fields]);
  return null;
}

import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormState } from 'react-final-form';
import { useMetadata, useProducts, useSession, type ApplicationPayload } from '@portal/api';
import { useProvider } from '@portal/config';
import { useRouteStep, Wizard, type StepLocation, type WizardStep } from '@portal/forms';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, Button, ErrorBar, Heading, HStack, Stack, Text } from '@portal/ui';
import { AnswerSummary } from './application/AnswerSummary';
import { initialValues, savedSteps, valuesFromApplication } from './application/draft';
import { SaveStatus } from './application/SaveStatus';
import { isSubmitted, useApplication, type ApplicationState } from './application/useApplication';
import { messages } from './locales/en/messages';
import { APPLICATION_STEPS } from './steps';
import { courseStep, isOffering } from './steps/courseStep';
import { canPreload } from './steps/lazyFields';
import { isOffered, type StepContext } from './steps/types';
import type { EnrolValues } from './steps/values';

loadCatalog(messages);

const REVIEW = { name: 'review', title: msg`Review and submit` };

/** /enrol/<step>: apply for a course of the provider, step by step, in @portal/forms' Wizard. Each step
 * is saved before the next opens; what is typed is kept on the device until it is saved; reopening resumes. */
export default function EnrolPage() {
  const { t } = useLingui();
  const provider = useProvider();
  const session = useSession();
  const studentUPId = session?.studentId;
  const metadata = useMetadata();
  const products = useProducts(provider.slug);
  const create = useCallback(
    (payload: Partial<ApplicationPayload>): ApplicationPayload => ({
      provider: provider.slug,
      ...(studentUPId ? { studentUPId } : {}),
      ...payload,
    }),
    [provider.slug, studentUPId],
  );
  const app = useApplication(studentUPId, create);
  const opportunityId = app.stored?.opportunityId;
  const ctx: StepContext = useMemo(
    () => ({ provider, metadata: metadata.data, products: products.data, opportunityId }),
    [provider, metadata.data, products.data, opportunityId],
  );
  const [submittedId, setSubmittedId] = useState<string | undefined>(undefined);

  let content;
  if (submittedId) content = <Confirmation applicationId={submittedId} />;
  else if (app.loading) content = <BusyMessage>{t`Opening your application...`}</BusyMessage>;
  else if (app.loadError)
    content = (
      <Stack gap="3" align="flex-start">
        <ErrorBar title={t`Your application could not be opened`} message={app.loadError.message} />
        <Button variant="outline" onClick={app.reload}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  else if (app.stored && !metadata.data)
    // A stored application's answers are metadata ids: the form shows them as labels, so it waits for the lists
    // (a reload can bring the application first).
    content = metadata.error ? (
      <Stack gap="3" align="flex-start">
        <ErrorBar title={t`Your application could not be opened`} message={metadata.error.message} />
        <Button variant="outline" onClick={() => void metadata.mutate()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    ) : (
      <BusyMessage>{t`Opening your application...`}</BusyMessage>
    );
  else if (isSubmitted(app.stored)) content = <SubmittedApplication app={app} ctx={ctx} />;
  else content = <ApplicationWizard app={app} ctx={ctx} onSubmitted={(id) => setSubmittedId(id)} />;

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Apply for a course</Trans>
      </Heading>
      {content}
    </Stack>
  );
}

function ApplicationWizard({
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
  // The form starts once, from the stored answers and this device's unsaved ones; afterwards it owns them.
  const [start] = useState(() => app.begin(initialValues(stored, app.draft, app.applicationId)));
  const saved = savedSteps(APPLICATION_STEPS, stored, app.draft);
  // A stored course or intake the provider no longer offers is not a finished step: the wizard opens on it,
  // where the course picker says which one has become unavailable.
  if (stored.course && ctx.products && !isOffering(ctx.products, stored.course))
    saved.delete(courseStep.name);
  const { save, submit, applicationId } = app;
  const pending = app.draft.pending.length;
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
    // `saved` is a new Set each render; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ctx, stepCtx, [...saved].join(), save, submit, applicationId, pending, location, onSubmitted],
  );

  return (
    <Stack gap="3">
      <SaveStatus
        state={app.saveState}
        savedAt={app.draft.savedAt}
        pending={pending}
        timezone={ctx.provider.timezone}
      />
      <Wizard<EnrolValues>
        label={t`Apply for a course`}
        steps={steps}
        location={location}
        initialValues={start}
        onValuesChange={app.keep}
      />
    </Stack>
  );
}

/** The steps offered to this applicant whose answers are not saved yet (the review's Submit waits for them). */
const unsavedSteps = (values: EnrolValues, ctx: StepContext, saved: ReadonlySet<string>) =>
  APPLICATION_STEPS.filter((step) => isOffered(step, values, ctx) && !saved.has(step.name));

function Review({
  ctx,
  location,
  pending,
  saved,
}: {
  ctx: StepContext;
  location: StepLocation;
  pending: number;
  saved: ReadonlySet<string>;
}) {
  const { t, i18n } = useLingui();
  const { values } = useFormState<EnrolValues>({ subscription: { values: true } });
  const unsaved = unsavedSteps(values, ctx, saved);
  return (
    <Stack gap="4">
      <Text>
        <Trans>
          Check your answers. To change one, use the edit button of its group. Submit sends your application.
        </Trans>
      </Text>
      {pending > 0 ? (
        <ErrorBar
          title={t`Some answers are not saved yet`}
          message={t`They are sent again as soon as the connection allows. You can submit once they are saved.`}
        />
      ) : null}
      {unsaved.length && !pending ? (
        <Stack
          gap="2"
          role="note"
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          p="3"
          rounded="md"
        >
          <Text fontWeight="semibold">
            <Trans>Some steps are not finished yet. Complete them before you submit:</Trans>
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {unsaved.map((step) => (
              <Button key={step.name} size="sm" variant="outline" onClick={() => location.go(step.name)}>
                {i18n._(step.title)}
              </Button>
            ))}
          </HStack>
        </Stack>
      ) : null}
      <AnswerSummary
        steps={APPLICATION_STEPS}
        values={values}
        ctx={ctx}
        onEdit={(step) => location.go(step)}
      />
    </Stack>
  );
}

/** Shown once the order is placed: the application's number and what happens next. */
function Confirmation({ applicationId }: { applicationId: string }) {
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Heading as="h2" size="xl">
        <Trans>Application submitted</Trans>
      </Heading>
      <Text fontSize="lg">
        <Trans>
          Thank you. Your application number is <strong>{applicationId}</strong>.
        </Trans>
      </Text>
      <NextSteps />
    </Stack>
  );
}

function NextSteps() {
  return (
    <Stack gap="2">
      <Heading as="h3" size="lg">
        <Trans>What happens next</Trans>
      </Heading>
      <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
        <li>
          <Trans>Our admissions team checks your application and may ask you for documents.</Trans>
        </li>
        <li>
          <Trans>You receive an offer by email, with the fees of your course and how to pay them.</Trans>
        </li>
        <li>
          <Trans>
            Once you accept the offer, you are enrolled and can start on your intake's start date.
          </Trans>
        </li>
      </Stack>
    </Stack>
  );
}

/** A submitted application, opened again: every answer, read-only. */
function SubmittedApplication({ app, ctx }: { app: ApplicationState; ctx: StepContext }) {
  const values = useMemo(() => valuesFromApplication(APPLICATION_STEPS, app.stored, ctx), [app.stored, ctx]);
  const applicationId = app.applicationId ?? '';
  return (
    <Stack gap="6">
      <Stack gap="2" role="status">
        <Heading as="h2" size="xl">
          <Trans>Your application has been submitted</Trans>
        </Heading>
        <Text>
          <Trans>
            Application number <strong>{applicationId}</strong>. Its answers can no longer be changed here: to
            change one, contact us.
          </Trans>
        </Text>
      </Stack>
      <NextSteps />
      <AnswerSummary steps={APPLICATION_STEPS} values={values} ctx={ctx} />
      <Button variant="outline" alignSelf="flex-start" onClick={app.startAnother}>
        <Trans>Apply for another course</Trans>
      </Button>
    </Stack>
  );
}

/** Starts loading a step's fields loaded on demand (the next step's) while the applicant is on this one. */
function Preload({ fields }: { fields: unknown }) {
  useEffect(() => {
    if (canPreload(fields)) fields.preload().catch(() => undefined); // failing here is tried again on render
  }, [fields]);
  return null;
}

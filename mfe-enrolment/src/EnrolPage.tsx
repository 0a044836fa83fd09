import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMetadata, useProducts, useSession } from '@portal/api';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { useNavigate } from '@portal/router';
import { Alert, BusyMessage, Button, ErrorBar, Heading, Stack } from '@portal/ui';
import type { FoundApplication } from './application/applicationState';
import { ApplicationWizard } from './application/ApplicationWizard';
import { Confirmation } from './application/Confirmation';
import { SubmittedApplication } from './application/SubmittedApplication';
import { isSubmitted, useApplication } from './application/useApplication';
import { useCompleteApplication } from './application/useCompleteApplication';
import type { StepContext } from './form/step';
import { messages } from './locales/en/messages';

loadCatalog(messages);

/** /enrol/<step>: apply for a course of the provider, step by step, in @portal/forms' Wizard. Each step
 * is saved before the next opens; what is typed is kept on the device until it is saved; reopening resumes the
 * student's application in progress, found on the server, at its first step not saved. */
export default function EnrolPage() {
  const { t } = useLingui();
  const provider = useProvider();
  const session = useSession();
  const studentUPId = session?.studentId;
  const metadata = useMetadata();
  const products = useProducts(provider.slug);
  const create = useCompleteApplication();
  const app = useApplication(studentUPId, create);
  const opportunityId = app.stored?.opportunityId;
  const ctx: StepContext = useMemo(
    () => ({ provider, metadata: metadata.data, products: products.data, opportunityId }),
    [provider, metadata.data, products.data, opportunityId],
  );
  const [submittedId, setSubmittedId] = useState<string | undefined>(undefined);

  // Another application opened in place of the one the form started from (the server holds the course and intake
  // chosen): the form starts again from its answers, at its first step not saved.
  const navigate = useNavigate();
  const { opened } = app;
  const openedAt = useRef(opened);
  useEffect(() => {
    if (openedAt.current === opened) return;
    openedAt.current = opened;
    void navigate('/enrol', { replace: true });
  }, [opened, navigate]);

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
  else
    content = <ApplicationWizard key={opened} app={app} ctx={ctx} onSubmitted={(id) => setSubmittedId(id)} />;

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Apply for a course</Trans>
      </Heading>
      {app.found && !submittedId ? <FoundNotice key={opened} found={app.found} /> : null}
      {content}
    </Stack>
  );
}

/** Says why the page shows an application the student did not open: they already have one for the course and
 * intake they chose. It takes the focus (the Next button pressed is gone), so a screen reader reads it. */
function FoundNotice({ found }: { found: FoundApplication }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert.Root
      ref={ref}
      status="info"
      role="status"
      aria-labelledby={titleId}
      tabIndex={-1}
      rounded="lg"
      outline="none"
    >
      <Alert.Indicator />
      <Alert.Title id={titleId}>
        {found === 'inProgress' ? (
          <Trans>
            You have already started an application for this course and intake: here it is, where you left
            off.
          </Trans>
        ) : (
          <Trans>You have already applied for this course and intake: here is your application.</Trans>
        )}
      </Alert.Title>
    </Alert.Root>
  );
}

import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMetadata, useProducts, useSession } from '@portal/api';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, Button, ErrorBar, Heading, Stack } from '@portal/ui';
import { ApplicationWizard } from './application/ApplicationWizard';
import { Confirmation } from './application/Confirmation';
import { SubmittedApplication } from './application/SubmittedApplication';
import { isSubmitted, useApplication } from './application/useApplication';
import { useCompleteApplication } from './application/useCompleteApplication';
import { messages } from './locales/en/messages';
import type { StepContext } from './steps/types';

loadCatalog(messages);

/** /enrol/<step>: apply for a course of the provider, step by step, in @portal/forms' Wizard. Each step
 * is saved before the next opens; what is typed is kept on the device until it is saved; reopening resumes. */
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

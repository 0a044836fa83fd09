import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Heading, Stack, Text } from '@portal/ui';
import type { StepContext } from '../form/step';
import { AnswerSummary } from './AnswerSummary';
import { APPLICATION_STEPS } from './applicationSteps';
import { valuesFromApplication } from './draft';
import { NextSteps } from './NextSteps';
import type { ApplicationState } from './useApplication';

/** A submitted application, opened again: every answer, read-only. */
export function SubmittedApplication({ app, ctx }: { app: ApplicationState; ctx: StepContext }) {
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

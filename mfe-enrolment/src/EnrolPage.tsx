import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/api';
import { useProvider } from '@portal/config';
import { useRouteStep, Wizard } from '@portal/forms';
import { loadCatalog } from '@portal/i18n';
import { Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { courseStep } from './steps/courseStep';
import type { EnrolValues } from './steps/values';

loadCatalog(messages);

/** /enrol/<step> (issue 13): apply for a course of the provider, step by step, in @portal/forms' Wizard. So far
 * the first step, course and intake, which creates the application. */
export default function EnrolPage() {
  const { t, i18n } = useLingui();
  const provider = useProvider();
  const session = useSession();
  const location = useRouteStep('/enrol');
  const [finished, setFinished] = useState(false);
  const [applicationId, setApplicationId] = useState<string | undefined>(undefined);
  const studentUPId = session?.studentId;

  const steps = useMemo(
    () => [courseStep({ i18n, provider: provider.slug, studentUPId, onCreated: setApplicationId })],
    [i18n, provider.slug, studentUPId],
  );

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Apply for a course</Trans>
      </Heading>
      {finished ? (
        <Text role="status" fontSize="lg">
          {applicationId ? (
            <Trans>Your application {applicationId} has been started.</Trans>
          ) : (
            <Trans>Your application has been started.</Trans>
          )}
        </Text>
      ) : (
        <Wizard<EnrolValues>
          label={t`Apply for a course`}
          steps={steps}
          location={location}
          onFinish={() => setFinished(true)}
        />
      )}
    </Stack>
  );
}

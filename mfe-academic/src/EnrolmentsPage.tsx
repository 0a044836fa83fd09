import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEnrolments, useStudentId } from '@portal/api';
import { usePageSize, useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, ErrorBar, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { GradesSection } from './enrolments/components/GradesSection';
import { SubjectsSection } from './enrolments/components/SubjectsSection';
import { gradeRows } from './enrolments/gradeRecords';
import { subjectRows } from './enrolments/subjects';

loadCatalog(messages);

/** My Enrolments: the subjects table and the grades table, each with its explanations. */
export default function EnrolmentsPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const pageSize = usePageSize();
  const { data, error, isLoading } = useEnrolments(studentId);
  const subjects = useMemo(() => subjectRows(data ?? []), [data]);
  const grades = useMemo(() => gradeRows(data ?? []), [data]);

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your enrolments...`}</BusyMessage>;
  else if (error) content = <ErrorBar message={error.message} />;
  else if (!data || data.length === 0)
    content = (
      <Text color="fg.muted" py="4">
        <Trans>You have no enrolments yet.</Trans>
      </Text>
    );
  else
    content = (
      <>
        <SubjectsSection
          subjects={subjects}
          timezone={provider.timezone}
          pageSize={pageSize}
          provider={provider.slug}
        />
        <GradesSection grades={grades} timezone={provider.timezone} pageSize={pageSize} />
      </>
    );

  return (
    <Stack gap={{ base: 6, md: 8 }} w="full" maxW="5xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>My Enrolments</Trans>
      </Heading>
      {content}
    </Stack>
  );
}

import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEnrolments, useStudentId } from '@portal/api';
import { usePageSize, useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, ErrorBar, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { anyPendingGrade, assessmentItems } from './grades/attempts';
import { NestedGrades } from './grades/components/NestedGrades';
import { SubmissionsList } from './grades/components/SubmissionsList';

loadCatalog(messages);

/** Grades: submissions grouped by course, module and assessment (soe: the nested view). */
export default function GradesPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const pageSize = usePageSize();
  const { data, error, isLoading } = useEnrolments(studentId);
  const items = useMemo(() => assessmentItems(data ?? []), [data]);
  const nested = provider.features.gradesView === 'nested';

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your grades...`}</BusyMessage>;
  else if (error) content = <ErrorBar message={error.message} />;
  else if (nested) content = <NestedGrades items={items} pageSize={pageSize} />;
  else content = <SubmissionsList items={items} timezone={provider.timezone} pageSize={pageSize} />;

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="4xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Grades</Trans>
      </Heading>
      {content}
      {!isLoading && !error && anyPendingGrade(items) && (
        <Text as="aside" fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border" pt="4">
          <Trans>
            Please note: an assessment is graded within 10 business days of its submission; until then it has
            no grade.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

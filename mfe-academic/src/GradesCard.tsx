import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '@portal/remote-contract';
import { useEnrolments, useStudentId } from '@portal/api';
import { useProvider } from '@portal/config';
import { formatDate, loadCatalog } from '@portal/i18n';
import { BusyMessage, Flex, LoadFailure, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { GradeResult, STATUS_LABEL } from './enrolments/components/GradeResult';
import { gradeRows } from './enrolments/gradeRecords';
import { latestGrades } from './enrolments/latestGrades';
import { CardLink } from './home/CardLink';

loadCatalog(messages);

/** How many results the card shows. */
const SHOWN = 3;

/** Home card: the latest ratified or provisional results, as My Enrolments shows them. */
export default function GradesCard() {
  const { t, i18n } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const { data, error, isLoading, mutate } = useEnrolments(studentId);
  const latest = useMemo(() => latestGrades(gradeRows(data ?? []), SHOWN), [data]);

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your results...`}</BusyMessage>;
  else if (error)
    content = (
      <LoadFailure title={t`Your results could not be loaded`} message={error.message} onRetry={mutate} />
    );
  else if (latest.length === 0)
    content = (
      <Text color="fg.muted">
        <Trans>No results yet.</Trans>
      </Text>
    );
  else
    content = (
      <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
        {latest.map((g) => (
          <Flex as="li" key={g.id} justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0" flex="1 1 12rem">
              <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
                {g.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {[g.subject, formatDate(g.gradedDate, provider.timezone), i18n._(STATUS_LABEL[g.status])]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <GradeResult grade={g} start />
          </Flex>
        ))}
      </Stack>
    );

  return (
    <Stack gap="3">
      {content}
      <CardLink to={ROUTES.myEnrolments}>
        <Trans>See all results in My Enrolments</Trans>
      </CardLink>
    </Stack>
  );
}

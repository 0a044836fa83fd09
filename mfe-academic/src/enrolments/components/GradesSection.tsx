import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/i18n';
import { Heading, Stack, Text } from '@portal/ui';
import { DataTable, type DataColumn } from '@portal/ui-table';
import type { GradeRow } from '../gradeRecords';
import { Footnotes } from './Footnotes';
import { GradeResult, STATUS_LABEL } from './GradeResult';
import { SupportLink } from './SupportLink';

export interface GradesSectionProps {
  grades: GradeRow[];
  timezone: string;
  pageSize: number;
}

/** The grades table. */
export function GradesSection({ grades, timezone, pageSize }: GradesSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();

  const columns = useMemo<DataColumn<GradeRow>[]>(
    () => [
      {
        key: 'subject',
        header: t`Subject`,
        width: '18%',
        sortValue: (g) => g.subject,
        cell: (g) => g.subject,
      },
      { key: 'name', header: t`Name`, width: '28%', sortValue: (g) => g.name, cell: (g) => g.name },
      {
        key: 'date',
        header: t`Grade Date`,
        sortValue: (g) => g.gradedDate,
        cell: (g) => formatDate(g.gradedDate, timezone) || '–',
      },
      {
        key: 'grade',
        header: t`Grade`,
        width: '22%',
        sortValue: (g) => g.resultText ?? g.grade,
        cell: (g) => <GradeResult grade={g} />,
      },
      {
        key: 'status',
        header: t`Status`,
        sortValue: (g) => g.status,
        cell: (g) => i18n._(STATUS_LABEL[g.status]),
      },
    ],
    [t, i18n, timezone],
  );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl">
        <Trans>Grades</Trans>
      </Heading>
      {grades.length === 0 ? (
        <Text color="fg.muted">
          <Trans>You have no ratified or provisional results yet.</Trans>
        </Text>
      ) : (
        <DataTable
          caption={t`Grades`}
          columns={columns}
          rows={grades}
          rowKey={(g) => g.id}
          pageSize={pageSize}
          summary={(shown, total) => t`Showing ${shown} of ${total} grades`}
        />
      )}
      <Footnotes
        text={
          <Trans>
            Only ratified and provisional results are shown. A provisional result can still change until the
            academic board ratifies it. Each result shows its grade and what it means: a tick for a pass, a
            cross for a fail, an exclamation mark for an incomplete result.
          </Trans>
        }
        notes={[
          <Trans key="question">
            A question about a grade, or a result you expected is missing?{' '}
            <SupportLink>Ask student support</SupportLink>.
          </Trans>,
        ]}
      />
    </Stack>
  );
}

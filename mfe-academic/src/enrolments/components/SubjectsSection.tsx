import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/i18n';
import { Button, Flex, Heading, Stack, Text } from '@portal/ui';
import { DataTable, type DataColumn } from '@portal/ui-table';
import { CalendarIcon } from './CalendarIcon';
import { calendarEvents, saveCalendar } from '../calendarFile';
import type { SubjectRow } from '../subjects';
import { Footnotes } from './Footnotes';
import { SupportLink } from './SupportLink';

export interface SubjectsSectionProps {
  subjects: SubjectRow[];
  timezone: string;
  pageSize: number;
  /** The provider's slug, for the calendar file's name. */
  provider: string;
}

/** The subjects table, "Add to calendar", the explanations and footnotes. */
export function SubjectsSection({ subjects, timezone, pageSize, provider }: SubjectsSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const columns = useMemo<DataColumn<SubjectRow>[]>(() => {
    const date = (value: string | null) => formatDate(value, timezone) || '–';
    return [
      {
        key: 'subject',
        header: t`Subject`,
        width: '34%',
        sortValue: (s) => s.name,
        cell: (s) => (
          <>
            <Text as="span" display="block">
              {s.name}
            </Text>
            {s.moduleCode && (
              <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                {s.moduleCode}
              </Text>
            )}
          </>
        ),
      },
      { key: 'start', header: t`Start Date`, sortValue: (s) => s.startDate, cell: (s) => date(s.startDate) },
      {
        key: 'census',
        header: t`Census Date`,
        sortValue: (s) => s.censusDate,
        cell: (s) => date(s.censusDate),
      },
      {
        key: 'wnf',
        header: t`Withdrawal Date (WNF)`,
        sortValue: (s) => s.wnfDate,
        cell: (s) => date(s.wnfDate),
      },
      { key: 'end', header: t`End Date`, sortValue: (s) => s.endDate, cell: (s) => date(s.endDate) },
    ];
  }, [t, timezone]);

  const events = useMemo(() => calendarEvents(subjects, timezone, i18n), [subjects, timezone, i18n]);
  const addToCalendar = () => saveCalendar(events, { timezone, provider, i18n });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Heading as="h2" id={headingId} size="xl">
          <Trans>Subjects</Trans>
        </Heading>
        {events.length > 0 && (
          <Button type="button" variant="outline" size="sm" colorPalette="brand" onClick={addToCalendar}>
            <CalendarIcon />
            <Trans>Add to calendar</Trans>
          </Button>
        )}
      </Flex>
      {subjects.length === 0 ? (
        <Text color="fg.muted">
          <Trans>You have no subjects yet.</Trans>
        </Text>
      ) : (
        <DataTable
          caption={t`Subjects`}
          columns={columns}
          rows={subjects}
          rowKey={(s) => s.id}
          defaultSort={{ key: 'start', direction: 'ascending' }}
          pageSize={pageSize}
          summary={(shown, total) => t`Showing ${shown} of ${total} subjects`}
        />
      )}
      <Footnotes
        text={
          <Trans>
            Census Date is the last day to withdraw from a subject without paying for it. Withdrawal Date
            (WNF) is the last day to withdraw without a fail: the subject still counts towards your fees, and
            your record shows it as withdrawn, not failed.
          </Trans>
        }
        notes={[
          <Trans key="withdraw">
            To withdraw from a subject, <SupportLink>ask student support</SupportLink> before its date.
          </Trans>,
          <Trans key="dates">
            A date looks wrong? <SupportLink>Tell student support</SupportLink>.
          </Trans>,
          <Trans key="calendar">
            Add to calendar saves these dates as all-day events (an .ics file) for your calendar app.
          </Trans>,
        ]}
      />
    </Stack>
  );
}

import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/i18n';
import { Button, DataTable, Flex, Heading, Stack, Text, chakra, saveBlob, type DataColumn } from '@portal/ui';
import { buildIcs, icsBlob, subjectDateEvents } from '../ics';
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
  const { t } = useLingui();
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

  const events = useMemo(
    () =>
      subjectDateEvents(subjects, timezone, {
        census: (s) => t`Census date: ${s.name}`,
        wnf: (s) => t`Withdrawal date (WNF): ${s.name}`,
        description: (s) => `${s.courseName}${s.moduleCode ? ` (${s.moduleCode})` : ''}`,
      }),
    [subjects, timezone, t],
  );

  const addToCalendar = () => {
    const ics = buildIcs(events, { name: t`Census and withdrawal dates`, timezone, now: new Date() });
    saveBlob(icsBlob(ics), `${provider}-census-and-withdrawal-dates.ics`);
  };

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
            <chakra.svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
              <rect
                x="1.5"
                y="3"
                width="13"
                height="11.5"
                rx="1.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
              />
              <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.4" />
            </chakra.svg>
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

import { useMemo } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '@portal/remote-contract';
import { useEnrolments, useStudentId } from '@portal/api';
import { useProvider } from '@portal/config';
import { formatDate, loadCatalog } from '@portal/i18n';
import { BusyMessage, Button, LoadFailure, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { calendarEvents, saveCalendar } from './enrolments/calendarFile';
import { CalendarIcon } from './enrolments/components/CalendarIcon';
import { subjectRows } from './enrolments/subjects';
import { upcomingDates, type UpcomingDate } from './enrolments/upcoming';
import { CardLink } from './home/CardLink';

loadCatalog(messages);

/** A date still to come: what it is, its day, the days left, and its subject and course. */
function DateLine({ label, date }: { label: string; date: UpcomingDate }) {
  const left =
    date.daysLeft === 0 ? (
      <Trans>today</Trans>
    ) : date.daysLeft === 1 ? (
      <Trans>tomorrow</Trans>
    ) : (
      <Plural value={date.daysLeft} one="in # day" other="in # days" />
    );
  return (
    <Stack as="li" gap="0.5">
      <Text as="h3" fontWeight="semibold" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>
        <Text as="span" fontWeight="semibold">
          {/* The day is already the provider's: noon UTC reads as that day. */}
          {formatDate(`${date.day}T12:00:00Z`, 'UTC')}
        </Text>{' '}
        ({left})
      </Text>
      <Text fontSize="sm" overflowWrap="anywhere">
        {date.subject} – {date.courseName}
      </Text>
    </Stack>
  );
}

/** Home card: the next census date and the next withdrawal (WNF) date of the current enrolments. */
export default function DatesCard() {
  const { t, i18n } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const { data, error, isLoading, mutate } = useEnrolments(studentId);
  const subjects = useMemo(() => subjectRows(data ?? []), [data]);
  const next = useMemo(() => upcomingDates(subjects, provider.timezone, new Date()), [subjects, provider]);
  const events = useMemo(
    () => calendarEvents(subjects, provider.timezone, i18n),
    [subjects, provider.timezone, i18n],
  );

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your key dates...`}</BusyMessage>;
  else if (error)
    content = (
      <LoadFailure title={t`Your key dates could not be loaded`} message={error.message} onRetry={mutate} />
    );
  else if (!next.census && !next.wnf)
    content = (
      <Text color="fg.muted">
        <Trans>No census or withdrawal dates coming up.</Trans>
      </Text>
    );
  else
    content = (
      <>
        <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
          {next.census && <DateLine label={t`Next census date`} date={next.census} />}
          {next.wnf && <DateLine label={t`Next withdrawal date (WNF)`} date={next.wnf} />}
        </Stack>
        <Button
          type="button"
          variant="outline"
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => saveCalendar(events, { timezone: provider.timezone, provider: provider.slug, i18n })}
        >
          <CalendarIcon />
          <Trans>Add to calendar</Trans>
        </Button>
      </>
    );

  return (
    <Stack gap="3">
      {content}
      <CardLink to={ROUTES.myEnrolments}>
        <Trans>See all dates in My Enrolments</Trans>
      </CardLink>
    </Stack>
  );
}

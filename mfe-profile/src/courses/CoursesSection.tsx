import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEnrolments, type Enrolment } from '@portal/api';
import { useProvider } from '@portal/config';
import { formatDate } from '@portal/i18n';
import { Box, BusyMessage, ErrorBar, Heading, HStack, Stack, Text } from '@portal/ui';
import { ProfileSection } from '../ProfileSection';

/** The share of a course done, 0 to 100 (a missing or odd value is 0). */
export const progressOf = (enrolment: Enrolment): number =>
  Math.min(100, Math.max(0, Math.round(Number(enrolment.percentComplete) || 0)));

/** A course's progress as a labelled bar: a progressbar for screen readers, its percentage in words too. */
function Progress({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useLingui();
  const value = progressOf(enrolment);
  const name = enrolment.courseName ?? enrolment.courseCode ?? '';
  return (
    <Stack gap="1">
      <HStack justify="space-between" fontSize="sm">
        <Text id={`progress-${enrolment.enrolmentCourseId}`}>
          <Trans>Progress</Trans>
        </Text>
        <Text fontWeight="semibold">
          <Trans>{value}% complete</Trans>
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={t`Progress in ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t`${value}% complete`}
        h="2.5"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg="brand.solid" rounded="full" />
      </Box>
    </Stack>
  );
}

/**
 * The courses section: the student's enrolments with name, code, progress and
 * dates (LL, in the provider's timezone); a titled error when they cannot be loaded, a text when there are none.
 * It renders again only with its own data (not with the page's other sections).
 */
export const CoursesSection = memo(function CoursesSection({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const provider = useProvider();
  const { data, error, isLoading } = useEnrolments(studentId);
  const date = (value: string | null | undefined) => formatDate(value, provider.timezone) || t`Not set`;

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your courses...`}</BusyMessage>;
  else if (error) content = <ErrorBar title={t`Your courses could not be loaded`} message={error.message} />;
  else if (!data?.length)
    content = (
      <Text color="fg.muted">
        <Trans>You are not enrolled in any courses yet.</Trans>
      </Text>
    );
  else
    content = (
      <Stack as="ul" listStyleType="none" gap="4">
        {data.map((enrolment) => (
          <Box
            as="li"
            key={enrolment.enrolmentCourseId ?? enrolment.courseCode}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="lg"
            p={{ base: 3, md: 4 }}
          >
            <Stack gap="3">
              <Stack gap="0.5">
                <Heading as="h3" size="md">
                  {enrolment.courseName ?? enrolment.courseCode}
                </Heading>
                {enrolment.courseCode ? (
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Course code {enrolment.courseCode}</Trans>
                  </Text>
                ) : null}
              </Stack>
              <Progress enrolment={enrolment} />
              <Box
                as="dl"
                display="grid"
                gridTemplateColumns="auto 1fr"
                columnGap="3"
                rowGap="1"
                fontSize="sm"
              >
                <Text as="dt" color="fg.muted">
                  <Trans>Starts</Trans>
                </Text>
                <Text as="dd">{date(enrolment.startDate)}</Text>
                <Text as="dt" color="fg.muted">
                  <Trans>Ends</Trans>
                </Text>
                <Text as="dd">{date(enrolment.endDate)}</Text>
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
    );

  return (
    <ProfileSection id="courses" title={<Trans>Your courses</Trans>}>
      {content}
    </ProfileSection>
  );
});

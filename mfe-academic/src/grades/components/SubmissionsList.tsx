import { useId, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Flex, Heading, PagedFooter, Stack, StatusTag, Text, usePagedFocus } from '@portal/ui';
import { groupBy, type AssessmentItem } from '../attempts';
import { STATUS_LOOK } from '../statusLabels';
import { AssessmentHeading } from './AssessmentHeading';
import { AttemptsDisclosure } from './AttemptsDisclosure';

function AssessmentCard({
  item,
  timezone,
  headingRef,
}: {
  item: AssessmentItem;
  timezone: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useLingui();
  const latest = item.attempts[item.attempts.length - 1];
  // The latest shown attempt says it; without one, the assessment's own status unless that only means "not
  // graded yet" (an assessment nobody has submitted to is not pending a grade).
  const status = latest?.status ?? (item.status === 'pendingGrade' ? undefined : item.status);
  const grade = latest?.attempt.externalGrade ?? item.assessment.externalGrade;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      bg="bg.panel"
      px={{ base: 3, md: 4 }}
      py="3"
    >
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Box minW="0">
          <AssessmentHeading as="h4" name={item.assessment.name} headingRef={headingRef} />
          {item.assessment.assessmentCode && (
            <Text fontSize="xs" color="fg.muted">
              {item.assessment.assessmentCode}
            </Text>
          )}
        </Box>
        <Flex gap="2" align="center" wrap="wrap">
          {grade && (
            <Text fontSize="sm" fontWeight="semibold">
              {t`Grade: ${grade}`}
            </Text>
          )}
          {status ? (
            <StatusTag tone={STATUS_LOOK[status].tone}>{i18n._(STATUS_LOOK[status].label)}</StatusTag>
          ) : (
            <StatusTag tone="neutral">{t`Not submitted`}</StatusTag>
          )}
        </Flex>
      </Flex>
      <Box mt="2">
        <AttemptsDisclosure
          assessmentName={item.assessment.name}
          attempts={item.attempts}
          timezone={timezone}
        />
      </Box>
    </Box>
  );
}

function CourseGroup({
  items,
  timezone,
  focusRef,
}: {
  items: AssessmentItem[];
  timezone: string;
  focusRef: (item: AssessmentItem) => Ref<HTMLHeadingElement> | undefined;
}) {
  const headingId = useId();
  const first = items[0]!;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl">
        {first.courseName}
        {first.courseCode && !first.courseName.includes(first.courseCode) && (
          <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal" ms="2">
            {first.courseCode}
          </Text>
        )}
      </Heading>
      {groupBy(items, (i) => i.moduleKey).map((module) => {
        const m = module.items[0]!;
        return (
          <Stack key={module.key} gap="2">
            <Heading as="h3" size="md">
              {m.moduleName}
              {m.moduleCode && (
                <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="2">
                  {m.moduleCode}
                </Text>
              )}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {module.items.map((item) => (
                <AssessmentCard key={item.key} item={item} timezone={timezone} headingRef={focusRef(item)} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

export interface SubmissionsListProps {
  items: AssessmentItem[];
  timezone: string;
  pageSize: number;
}

/** Grades for every provider but soe: submissions grouped by course, module and assessment, each
 * assessment with a disclosure of its attempts; a page of assessments at a time. */
export function SubmissionsList({ items, timezone, pageSize }: SubmissionsListProps) {
  const { t } = useLingui();
  const { visible, total, hasMore, loadMore, focusRef } = usePagedFocus<AssessmentItem, HTMLHeadingElement>(
    items,
    pageSize,
  );
  const indexOf = new Map(visible.map((item, index) => [item.key, index]));
  return (
    <Stack gap={{ base: 6, md: 8 }}>
      {groupBy(visible, (i) => i.courseKey).map((course) => (
        <CourseGroup
          key={course.key}
          items={course.items}
          timezone={timezone}
          focusRef={(item) => focusRef(indexOf.get(item.key) ?? -1)}
        />
      ))}
      {total > pageSize && (
        <PagedFooter
          summary={t`Showing ${visible.length} of ${total} assessments`}
          hasMore={hasMore}
          onLoadMore={loadMore}
        />
      )}
      {items.length === 0 && (
        <Text color="fg.muted">
          <Trans>You have no assessments yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}

import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Flex, Heading, PagedFooter, Stack, Text, chakra, usePagedFocus } from '@portal/ui';
import { groupBy, type AssessmentItem } from '../attempts';
import { AssessmentHeading } from './AssessmentHeading';

/** The tick of a completed assessment, with its word (never the mark alone). */
function Completed() {
  const { t } = useLingui();
  return (
    <Flex as="span" align="center" gap="1" color="green.fg" fontSize="sm" fontWeight="semibold">
      <chakra.svg viewBox="0 0 16 16" width="1.1em" height="1.1em" aria-hidden="true">
        <circle cx="8" cy="8" r="7.5" fill="currentColor" />
        {/* The tick in the page's background colour: it stands out of the circle in light and dark alike. */}
        <chakra.path d="M4.5 8.3 7 10.8l4.6-5.2" fill="none" stroke="bg.panel" strokeWidth="1.8" />
      </chakra.svg>
      {t`Completed`}
    </Flex>
  );
}

function AssessmentLine({
  item,
  headingRef,
}: {
  item: AssessmentItem;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const grade = item.assessment.externalGrade;
  return (
    <Flex
      as="li"
      justify="space-between"
      align="center"
      gap="2"
      wrap="wrap"
      py="2"
      borderBottomWidth="1px"
      borderColor="border"
      _last={{ borderBottomWidth: 0 }}
    >
      <AssessmentHeading as="h5" name={item.assessment.name} headingRef={headingRef} />
      <Flex gap="3" align="center">
        <Text fontSize="sm" color={grade ? 'fg' : 'fg.muted'}>
          {grade ? t`Grade: ${grade}` : t`No grade yet`}
        </Text>
        {item.status === 'complete' && <Completed />}
      </Flex>
    </Flex>
  );
}

export interface NestedGradesProps {
  items: AssessmentItem[];
  pageSize: number;
}

/** Grades for soe: course > block > module > assessment with the grade, and a tick on completed
 * assessments; a page of assessments at a time. */
export function NestedGrades({ items, pageSize }: NestedGradesProps) {
  const { t } = useLingui();
  const { visible, total, hasMore, loadMore, focusRef } = usePagedFocus<AssessmentItem, HTMLHeadingElement>(
    items,
    pageSize,
  );
  const indexOf = new Map(visible.map((item, index) => [item.key, index]));
  if (items.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>You have no assessments yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="6">
      <Stack as="ul" gap="6" listStyleType="none">
        {groupBy(visible, (i) => i.courseKey).map((course) => (
          <Box as="li" key={course.key}>
            <Heading as="h2" size="xl" mb="3">
              {course.items[0]!.courseName}
            </Heading>
            <Stack as="ul" gap="4" listStyleType="none" ps={{ base: 0, md: 2 }}>
              {groupBy(course.items, (i) => i.blockKey).map((block) => (
                <Box as="li" key={block.key}>
                  <Heading as="h3" size="lg" mb="2">
                    {block.items[0]!.blockName}
                  </Heading>
                  <Stack
                    as="ul"
                    gap="3"
                    listStyleType="none"
                    ps={{ base: 2, md: 4 }}
                    borderStartWidth="2px"
                    borderColor="border"
                  >
                    {groupBy(block.items, (i) => i.moduleKey).map((module) => (
                      <Box
                        as="li"
                        key={module.key}
                        bg="bg.panel"
                        borderWidth="1px"
                        borderColor="border"
                        rounded="l2"
                        px="3"
                        py="2"
                      >
                        <Heading as="h4" size="md">
                          {module.items[0]!.moduleName}
                        </Heading>
                        <chakra.ul listStyleType="none">
                          {module.items.map((item) => (
                            <AssessmentLine
                              key={item.key}
                              item={item}
                              headingRef={focusRef(indexOf.get(item.key) ?? -1)}
                            />
                          ))}
                        </chakra.ul>
                      </Box>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {total > pageSize && (
        <PagedFooter
          summary={t`Showing ${visible.length} of ${total} assessments`}
          hasMore={hasMore}
          onLoadMore={loadMore}
        />
      )}
    </Stack>
  );
}

import { useId, type Ref } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Code, Heading, Stack, Text } from '@portal/ui';
import type { DraftCheck } from './checkDraft';

/** The draft's problems: its schema errors and contrast failures by their JSON paths, and its logos' problems.
 * The heading takes the focus when the designer asks to see a draft. */
export function DraftProblems({
  check,
  logoProblems,
  headingRef,
}: {
  check: DraftCheck | undefined;
  logoProblems: string[];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const id = useId();
  const problems = check?.problems ?? [];
  return (
    <Box as="section" aria-labelledby={id} maxW="4xl">
      <Heading as="h2" size="lg" id={id} ref={headingRef} tabIndex={-1} mb="2">
        <Trans>Problems of the draft</Trans>
      </Heading>
      <Text role="status" mb="2">
        {check && !check.ok
          ? t`The draft is not shown: it does not pass the schema (${plural(problems.length + logoProblems.length, { one: '# problem', other: '# problems' })}).`
          : problems.length + logoProblems.length === 0
            ? t`The draft passes the schema and every contrast rule.`
            : t`${plural(problems.length + logoProblems.length, { one: '# problem.', other: '# problems.' })}`}
      </Text>
      {problems.length + logoProblems.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" ps="0">
          {problems.map((problem, i) => (
            <Box as="li" key={`${problem.path}-${i}`} borderStartWidth="3px" borderColor="red.solid" ps="3">
              <Text fontWeight="semibold">
                {problem.part === 'json' ? t`Not JSON` : problem.part === 'schema' ? t`Schema` : t`Contrast`}{' '}
                <Code>{problem.path || '/'}</Code>
              </Text>
              <Text>{problem.message}</Text>
            </Box>
          ))}
          {logoProblems.map((problem) => (
            <Box as="li" key={problem} borderStartWidth="3px" borderColor="red.solid" ps="3">
              <Text fontWeight="semibold">
                <Trans>Logo</Trans>
              </Text>
              <Text>{problem}</Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatFileSize } from '@portal/i18n';
import { Box, Button, Stack, StatusTag, Text, chakra } from '@portal/ui';
import type { ShownAttempt } from '../attempts';
import { STATUS_LOOK } from '../statusLabels';

/** A term and its value in an attempt's details. */
function Fact({ term, children }: { term: string; children: string }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted">
        {term}
      </chakra.dt>
      <chakra.dd overflowWrap="anywhere">{children}</chakra.dd>
    </Box>
  );
}

export interface AttemptsDisclosureProps {
  /** The assessment's name, so each button says whose attempts it shows. */
  assessmentName: string;
  attempts: ShownAttempt[];
  timezone: string;
}

/** A disclosure button (aria-expanded) and the assessment's attempts under it. */
export function AttemptsDisclosure({ assessmentName, attempts, timezone }: AttemptsDisclosureProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = attempts.length;
  return (
    <Box>
      <Button
        type="button"
        size="xs"
        variant="ghost"
        colorPalette="brand"
        color="colorPalette.fg"
        px="1"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={
          open ? t`Hide attempts at ${assessmentName}` : t`Show attempts at ${assessmentName} (${count})`
        }
        onClick={() => setOpen((o) => !o)}
      >
        <chakra.svg
          viewBox="0 0 16 16"
          width="0.9em"
          height="0.9em"
          aria-hidden="true"
          transform={open ? 'rotate(90deg)' : undefined}
          transition="transform 0.15s"
        >
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
        </chakra.svg>
        {open ? <Trans>Hide attempts</Trans> : <Trans>Attempts ({count})</Trans>}
      </Button>
      <Box id={listId} hidden={!open} mt="2">
        {count === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No attempts submitted yet.</Trans>
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {attempts.map(({ attempt, status }) => {
              const look = STATUS_LOOK[status];
              return (
                <Box
                  as="li"
                  key={attempt.attemptNumber}
                  borderWidth="1px"
                  borderColor="border"
                  rounded="l2"
                  px="3"
                  py="2"
                  bg="bg.subtle"
                >
                  <Stack direction="row" align="center" gap="2" wrap="wrap" mb="1">
                    <Text fontWeight="semibold" fontSize="sm">
                      <Trans>Attempt {attempt.attemptNumber}</Trans>
                    </Text>
                    <StatusTag tone={look.tone}>{i18n._(look.label)}</StatusTag>
                  </Stack>
                  <chakra.dl
                    display="grid"
                    gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }}
                    gap="2"
                    fontSize="sm"
                  >
                    <Fact term={t`Submitted`}>{formatDate(attempt.submissionDate, timezone) || '–'}</Fact>
                    <Fact term={t`Graded`}>{formatDate(attempt.gradedDate, timezone) || '–'}</Fact>
                    <Fact term={t`Grade`}>{attempt.externalGrade || '–'}</Fact>
                    <Fact term={t`File`}>
                      {attempt.name
                        ? `${attempt.name}${attempt.size ? ` (${formatFileSize(attempt.size)})` : ''}`
                        : '–'}
                    </Fact>
                  </chakra.dl>
                </Box>
              );
            })}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

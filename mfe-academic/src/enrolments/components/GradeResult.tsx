import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, StatusTag, Text, type StatusTone } from '@portal/ui';
import type { GradeRow, GradeStatus, ResultSet } from '../gradeRecords';

const TONE: Record<ResultSet, StatusTone> = {
  success: 'success',
  fail: 'fail',
  incomplete: 'warning',
  unknown: 'neutral',
};

/** The names of the shown statuses (Pending Ratification already reads Provisional). */
export const STATUS_LABEL: Record<GradeStatus, MessageDescriptor> = {
  Ratified: msg`Ratified`,
  Provisional: msg`Provisional`,
};

/** A result: its grade, then its result text in the colour of its set (the text says it, not only the colour). */
export function GradeResult({
  grade,
  start = false,
}: {
  grade: GradeRow;
  /** Aligned to the start at every width. */ start?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack as="span" gap="1" align={start ? 'flex-start' : { base: 'flex-end', md: 'flex-start' }}>
      {grade.grade && (
        <Text as="span" fontWeight="semibold">
          {grade.grade}
        </Text>
      )}
      <StatusTag tone={TONE[grade.result]}>{grade.resultText || t`No result`}</StatusTag>
    </Stack>
  );
}

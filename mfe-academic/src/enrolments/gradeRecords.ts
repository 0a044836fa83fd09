import type { Enrolment } from '@portal/api';

/** The statuses a grade record is shown with. */
export type GradeStatus = 'Ratified' | 'Provisional';

/**
 * Only records labelled Ratified or Provisional are shown; Pending Ratification is displayed as
 * Provisional. Every other label (Draft, Withdrawn, ...) is hidden: undefined.
 */
export function gradeStatus(label: string | null | undefined): GradeStatus | undefined {
  switch (label?.trim().toLowerCase()) {
    case 'ratified':
      return 'Ratified';
    case 'provisional':
    case 'pending ratification':
      return 'Provisional';
    default:
      return undefined;
  }
}

/** The colour sets of results. */
export type ResultSet = 'success' | 'fail' | 'incomplete' | 'unknown';

const RESULT_SETS: Record<string, ResultSet> = {
  'high distinction': 'success',
  distinction: 'success',
  credit: 'success',
  'pass level 1': 'success',
  'pass level 2': 'success',
  conceded: 'success',
  'non graded pass': 'success',
  'fail level 1': 'fail',
  'fail level 2': 'fail',
  'withdrawn failed': 'fail',
  'result incomplete': 'incomplete',
};

/** The colour set of a result text; anything not named in the sets is unknown. */
export const resultSet = (resultText: string | null | undefined): ResultSet =>
  RESULT_SETS[resultText?.trim().toLowerCase() ?? ''] ?? 'unknown';

/** A row of the grades table. */
export interface GradeRow {
  id: string;
  /** The subject (module) the record belongs to: its code, else its name. */
  subject: string;
  name: string;
  gradedDate: string | null;
  grade: string | null;
  resultText: string | null;
  result: ResultSet;
  status: GradeStatus;
}

/** The academic records of every module that are shown (Ratified, Provisional, Pending Ratification). */
export function gradeRows(enrolments: readonly Enrolment[]): GradeRow[] {
  return enrolments.flatMap((enrolment, e) =>
    (enrolment.enrolmentBlockList ?? []).flatMap((block, b) =>
      (block.enrolmentModuleList ?? []).flatMap((module, m) =>
        (module.academicRecords ?? []).flatMap((record, r) => {
          const status = gradeStatus(record.statusCodeLabel);
          if (!status) return [];
          return [
            {
              id: `${enrolment.enrolmentCourseId || e}/${b}/${m}/${r}`,
              subject: module.moduleCode || module.name,
              name: record.name,
              gradedDate: record.gradedDate ?? null,
              grade: record.externalGrade ?? null,
              resultText: record.resultText ?? null,
              result: resultSet(record.resultText),
              status,
            },
          ];
        }),
      ),
    ),
  );
}

import type { GradeRow } from './gradeRecords';

/** The `count` most recently graded results, newest first; results without a grade date come last. */
export function latestGrades(grades: readonly GradeRow[], count: number): GradeRow[] {
  return [...grades].sort((a, b) => (b.gradedDate ?? '').localeCompare(a.gradedDate ?? '')).slice(0, count);
}

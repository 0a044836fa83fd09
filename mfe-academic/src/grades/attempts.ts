import type { Assessment, AssessmentAttempt, Enrolment } from '@portal/api';

/** How an attempt (or an assessment) is shown. */
export type AttemptStatus = 'complete' | 'graded' | 'incomplete' | 'submissionError' | 'pendingGrade';

/** Status codes that mean "graded". */
export const GRADED_STATUS_CODES = ['Resubmission', 'Grading Complete', 'Completed'] as const;

const norm = (code: string | null | undefined) => code?.trim().toLowerCase() ?? '';
const GRADED = new Set(GRADED_STATUS_CODES.map((code) => code.toLowerCase()));

/**
 * Opened means not yet submitted and is hidden (undefined). Resubmission, Grading Complete and
 * Completed mean graded; a graded attempt with an external grade is complete. Incomplete and Submission Error
 * are shown as such. Anything else is pending grade.
 */
export function attemptStatus(
  attempt: Pick<AssessmentAttempt, 'statusCode' | 'externalGrade'>,
): AttemptStatus | undefined {
  const code = norm(attempt.statusCode);
  if (code === 'opened') return undefined;
  if (GRADED.has(code)) return attempt.externalGrade?.trim() ? 'complete' : 'graded';
  if (code === 'incomplete') return 'incomplete';
  if (code === 'submission error') return 'submissionError';
  return 'pendingGrade';
}

export interface ShownAttempt {
  attempt: AssessmentAttempt;
  status: AttemptStatus;
}

/** The attempts that are shown (not Opened), in attempt order. */
export function shownAttempts(assessment: Assessment): ShownAttempt[] {
  return (assessment.assessmentAttempts ?? [])
    .flatMap((attempt) => {
      const status = attemptStatus(attempt);
      return status ? [{ attempt, status }] : [];
    })
    .sort((a, b) => a.attempt.attemptNumber - b.attempt.attemptNumber);
}

/** The status of an assessment as a whole (its own status and grade, by the same rules); undefined when it is
 * not submitted yet (no status, or Opened). */
export const assessmentStatus = (assessment: Assessment): AttemptStatus | undefined =>
  assessment.status
    ? attemptStatus({ statusCode: assessment.status, externalGrade: assessment.externalGrade })
    : undefined;

/** An assessment with where it belongs, for the grouped and nested lists. */
export interface AssessmentItem {
  key: string;
  courseKey: string;
  courseName: string;
  courseCode: string;
  blockKey: string;
  blockName: string;
  moduleKey: string;
  moduleName: string;
  moduleCode: string;
  assessment: Assessment;
  attempts: ShownAttempt[];
  status: AttemptStatus | undefined;
}

/** Every assessment of every enrolment in course, block, module order. */
export function assessmentItems(enrolments: readonly Enrolment[]): AssessmentItem[] {
  return enrolments.flatMap((enrolment, e) => {
    const courseKey = `${enrolment.enrolmentCourseId || 'e'}-${e}`;
    return (enrolment.enrolmentBlockList ?? []).flatMap((block, b) =>
      (block.enrolmentModuleList ?? []).flatMap((module, m) =>
        (module.enrolmentModuleAssessmentList ?? []).map((assessment, a) => ({
          key: `${courseKey}/${b}/${m}/${a}`,
          courseKey,
          courseName: enrolment.courseName,
          courseCode: enrolment.courseCode ?? '',
          blockKey: `${courseKey}/${b}`,
          blockName: block.name,
          moduleKey: `${courseKey}/${b}/${m}`,
          moduleName: module.name,
          moduleCode: module.moduleCode ?? '',
          assessment,
          attempts: shownAttempts(assessment),
          status: assessmentStatus(assessment),
        })),
      ),
    );
  });
}

/** Items grouped by a key, keeping the first-seen order of groups and items. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups].map(([k, list]) => ({ key: k, items: list }));
}

/** Whether any shown attempt waits for its grade (the please-note footnote is shown then). */
export const anyPendingGrade = (items: readonly AssessmentItem[]): boolean =>
  items.some((item) => item.attempts.some((a) => a.status === 'pendingGrade'));

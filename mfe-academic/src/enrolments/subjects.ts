import type { Enrolment } from '@portal/api';

/** A row of the subjects table: a module of an enrolment, with its block's census and WNF dates. */
export interface SubjectRow {
  /** Unique in the table: enrolment, block and module position. */
  id: string;
  enrolmentId: string;
  courseName: string;
  moduleCode: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** From the subject's block. */
  censusDate: string | null;
  wnfDate: string | null;
}

/** Every module of every enrolment as a subject; the census and withdrawal (WNF) dates come from its block. */
export function subjectRows(enrolments: readonly Enrolment[]): SubjectRow[] {
  return enrolments.flatMap((enrolment, e) =>
    (enrolment.enrolmentBlockList ?? []).flatMap((block, b) =>
      (block.enrolmentModuleList ?? []).map((module, m) => ({
        id: `${enrolment.enrolmentCourseId || e}/${b}/${m}`,
        enrolmentId: enrolment.enrolmentCourseId,
        courseName: enrolment.courseName,
        moduleCode: module.moduleCode ?? '',
        name: module.name,
        startDate: module.startDate ?? null,
        endDate: module.endDate ?? null,
        censusDate: block.censusDate ?? null,
        wnfDate: block.wnfDate ?? null,
      })),
    ),
  );
}

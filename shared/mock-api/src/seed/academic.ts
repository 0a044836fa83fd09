/** Every student's enrolments, in which the rules of My Enrolments, Grades and the first-login page can be seen.
 * The statuses come from fixed cycles, so a student with enough subjects shows every case,
 * as the academic showcase accounts do (three enrolments each):
 * - subjects in several blocks of each enrolment (current, upcoming, completed), census and WNF dates;
 * - more than 8 subjects and more than 8 shown grade records (paging);
 * - records labelled Ratified, Provisional and Pending Ratification (shown), Draft and Withdrawn (hidden);
 * - results of every colour set: success, fail, incomplete and unknown;
 * - attempts in every status: Opened, Submitted, Resubmission, Grading Complete, Completed (with and without a
 *   grade), Incomplete and Submission Error;
 * - optionally a first enrolment without a course code (the first-login error). */
import type { ProviderInfo } from '../providers';
import type { CourseSpec } from './data';
import type { Clock } from './context';
import type {
  AcademicRecord,
  Assessment,
  AssessmentAttempt,
  Enrolment,
  EnrolmentBlock,
  EnrolmentModule,
} from '../types';

/** What the enrolments need of the seed's clock (./seed.ts). */
export type ShowcaseClock = Pick<Clock, 'date' | 'time'>;

export interface ShowcaseOptions {
  studentUPId: string;
  /** For the submissions' file names. */
  fileBase: string;
  scheme: ProviderInfo['gradeScheme'];
  /** The first enrolment has no course code yet (the first-login page shows its error). */
  noCourseCode?: boolean;
}

/** An enrolment to build: its course, and whether it is current, upcoming or completed from which day. */
export interface PlannedEnrolment {
  course: CourseSpec;
  timing: { kind: 'current' | 'completed' | 'upcoming'; startDay: number };
}

/** The showcase's three enrolments: the provider's first course current, its third upcoming, its second
 * completed. */
export const showcasePlan = ([current, completed, upcoming]: readonly CourseSpec[]): PlannedEnrolment[] => [
  { course: current!, timing: { kind: 'current', startDay: -200 } },
  { course: upcoming!, timing: { kind: 'upcoming', startDay: 35 } },
  { course: completed!, timing: { kind: 'completed', startDay: -40 - completed!.weeks * 7 } },
];

/** [status label, result text, grade] of the shown records, in the order past subjects get them. */
export const SHOWCASE_RECORDS: readonly (readonly [string, string, string])[] = [
  ['Ratified', 'High Distinction', 'HD'],
  ['Pending Ratification', 'Fail Level 2', 'F'],
  ['Ratified', 'Credit', 'C'],
  ['Provisional', 'Result Incomplete', 'RI'],
  ['Ratified', 'Withdrawn failed', 'WF'],
  ['Ratified', 'Recognition of Prior Learning', 'RPL'],
  ['Pending Ratification', 'Conceded', 'CP'],
  ['Provisional', 'Pass Level 2', 'P2'],
  ['Ratified', 'Distinction', 'D'],
  ['Ratified', 'Non Graded Pass', 'NGP'],
  ['Provisional', 'Fail Level 1', 'F'],
  ['Ratified', 'Pass Level 1', 'P'],
];

/** Labels of records that are never shown. */
export const HIDDEN_LABELS = ['Draft', 'Withdrawn'] as const;

const GRADES: Record<ProviderInfo['gradeScheme'], { pass: string; fail: string }> = {
  hd: { pass: 'D', fail: 'F' },
  competency: { pass: 'Satisfactory', fail: 'Not Satisfactory' },
  letter: { pass: 'B+', fail: 'D' },
};

/** A record that is never shown: no grade, no result. */
const hiddenRecord = (name: string, statusCodeLabel: string): AcademicRecord => ({
  name,
  gradedDate: null,
  statusCodeLabel,
  externalGrade: null,
  resultText: null,
});

const ASSESSMENT_NAMES = ['Knowledge Questions', 'Case Study', 'Project', 'Reflective Journal'];

type At = (
  n: number,
  statusCode: string,
  days: number,
  grade: string | null,
  graded: boolean,
) => AssessmentAttempt;
type Grades = { pass: string; fail: string };

/** The attempt patterns past assessments cycle through, in this order (every attempt status shown on the Grades page). */
const PATTERNS = {
  complete: (at: At, { pass }: Grades) => [at(1, 'Grading Complete', -1, pass, true)],
  errorThenComplete: (at: At, { pass }: Grades) => [
    at(1, 'Submission Error', -2, null, false),
    at(2, 'Grading Complete', -1, pass, true),
  ],
  resubmitted: (at: At, { pass, fail }: Grades) => [
    at(1, 'Resubmission', -3, fail, true),
    at(2, 'Completed', 7, pass, true),
  ],
  gradedNoGrade: (at: At) => [at(1, 'Completed', -1, null, true)],
  incomplete: (at: At) => [at(1, 'Incomplete', -1, null, true)],
  submitted: (at: At) => [at(1, 'Submitted', -1, null, false)],
  opened: (at: At) => [at(1, 'Opened', 0, null, false)],
};
type Kind = keyof typeof PATTERNS;
const PAST_PATTERNS = Object.keys(PATTERNS) as Kind[];

function attempts(
  kind: Kind,
  clock: ShowcaseClock,
  dueDay: number,
  options: ShowcaseOptions,
  code: string,
): AssessmentAttempt[] {
  const grades = GRADES[options.scheme];
  const at: At = (n, statusCode, days, grade, graded) => ({
    attemptNumber: n,
    statusCode,
    isSuccess: grade && grade !== grades.fail ? 'Yes' : 'No',
    submissionDate: statusCode === 'Opened' ? null : clock.time(dueDay + days, 9.5 + n),
    gradedDate: graded ? clock.time(Math.min(dueDay + days + 6, -1), 14) : null,
    externalGrade: grade,
    name: `${options.fileBase}_${code}_v${n}.pdf`,
    size: 40_000 + ((code.length * 7919 + n * 104_729) % 2_400_000),
  });
  return PATTERNS[kind](at, grades);
}

/** Builds the planned enrolments, in the plan's order (current first: its course code is the one /lms opens). */
export function buildEnrolments(
  clock: ShowcaseClock,
  options: ShowcaseOptions,
  plan: readonly PlannedEnrolment[],
): Enrolment[] {
  let record = 0;
  let pattern = 0;
  // Records go to past subjects oldest first: the completed course's, then the current course's.
  const order = plan.map((_, i) => i).sort((a, b) => plan[a]!.timing.startDay - plan[b]!.timing.startDay);
  const built: Enrolment[] = [];
  for (const index of order) {
    const { course, timing } = plan[index]!;
    const totalDays = course.weeks * 7;
    const moduleDays = totalDays / course.modules.length;
    const modules: EnrolmentModule[] = course.modules.map(([moduleCode, name], j) => {
      const start = timing.startDay + Math.round(j * moduleDays);
      const end = timing.startDay + Math.round((j + 1) * moduleDays) - 1;
      const state = end < 0 ? 'past' : start > 0 ? 'future' : 'current';
      const count = j % 2 === 0 ? 2 : 3;
      const assessments: Assessment[] = Array.from({ length: count }, (_, k) => {
        const code = `${moduleCode}-AT${k + 1}`;
        const dueDay = start + Math.round(((k + 1) / (count + 1)) * (end - start));
        let list: AssessmentAttempt[] = [];
        if (state === 'past')
          list = attempts(PAST_PATTERNS[pattern++ % PAST_PATTERNS.length]!, clock, dueDay, options, code);
        else if (state === 'current' && dueDay < 0)
          list = attempts('submitted', clock, dueDay, options, code);
        else if (state === 'current') list = attempts('opened', clock, -1, options, code);
        const last = list[list.length - 1];
        return {
          name: `Assessment ${k + 1}: ${ASSESSMENT_NAMES[(j + k) % ASSESSMENT_NAMES.length]}`,
          assessmentCode: code,
          assessmentInternalId: `${options.studentUPId}-${code}`,
          status: last ? last.statusCode : 'Not Submitted',
          externalGrade: last?.externalGrade ?? null,
          submissionDate: last?.submissionDate ?? null,
          gradedDate: last?.gradedDate ?? null,
          assessmentAttempts: list,
        };
      });
      const academicRecords: AcademicRecord[] = [];
      const gradedDate = clock.time(Math.min(end + 10, -1), 11);
      if (state === 'past') {
        const [label, resultText, grade] = SHOWCASE_RECORDS[record++ % SHOWCASE_RECORDS.length]!;
        academicRecords.push({ name, gradedDate, statusCodeLabel: label, externalGrade: grade, resultText });
        // A failed subject was sat again and passed: a second record.
        if (resultText.startsWith('Fail'))
          academicRecords.push({
            name: `${name} (re-sit)`,
            gradedDate: clock.time(Math.min(end + 40, -1), 11),
            statusCodeLabel: 'Ratified',
            externalGrade: 'P',
            resultText: 'Pass Level 1',
          });
        // An earlier, withdrawn enrolment in the first subject: never shown.
        if (j === 0) academicRecords.push(hiddenRecord(`${name} (withdrawn)`, HIDDEN_LABELS[1]));
      } else if (state === 'current') academicRecords.push(hiddenRecord(name, HIDDEN_LABELS[0]));
      return {
        name,
        moduleCode,
        index: j + 1,
        startDate: clock.date(start),
        endDate: clock.date(end),
        academicRecords,
        enrolmentModuleAssessmentList: assessments,
      };
    });

    const blocks = buildBlocks(modules, course.blockSize, timing.startDay, moduleDays, options.scheme, clock);
    const pastShare =
      modules.filter((m) => Date.parse(m.endDate) < Date.parse(clock.date(0))).length / modules.length;
    built[index] = {
      enrolmentCourseId: `ENR-${options.studentUPId}-${String(index + 1).padStart(2, '0')}`,
      courseName: course.name,
      courseCode: index === 0 && options.noCourseCode ? '' : course.code,
      percentComplete: timing.kind === 'completed' ? 100 : Math.round(pastShare * 100),
      startDate: clock.date(timing.startDay),
      endDate: clock.date(timing.startDay + totalDays - 1),
      enrolmentBlockList: blocks,
    };
  }
  return built;
}

/** Blocks (terms, study periods) of an enrolment: its modules in groups of the course's block size, each block
 * with its dates; the census date falls a fifth into the block and the withdrawal (WNF) date halfway. */
/** What a provider calls its blocks. */
const blockLabel = (scheme: ProviderInfo['gradeScheme']): string =>
  scheme === 'hd' ? 'Trimester' : scheme === 'letter' ? 'Term' : 'Block';

function buildBlocks(
  modules: EnrolmentModule[],
  blockSize: number,
  startDay: number,
  moduleDays: number,
  scheme: ProviderInfo['gradeScheme'],
  clock: ShowcaseClock,
): EnrolmentBlock[] {
  const date = (days: number) => clock.date(days);
  const blocks: EnrolmentBlock[] = [];
  for (let b = 0; b * blockSize < modules.length; b += 1) {
    const list = modules.slice(b * blockSize, (b + 1) * blockSize);
    const bStart = startDay + Math.round(b * blockSize * moduleDays);
    const bEnd = startDay + Math.round(Math.min((b + 1) * blockSize, modules.length) * moduleDays) - 1;
    blocks.push({
      name: `${blockLabel(scheme)} ${b + 1}`,
      index: b + 1,
      startDate: date(bStart),
      endDate: date(bEnd),
      censusDate: date(bStart + Math.round((bEnd - bStart) * 0.2)),
      wnfDate: date(bStart + Math.round((bEnd - bStart) * 0.5)),
      enrolmentModuleList: list,
    });
  }
  return blocks;
}

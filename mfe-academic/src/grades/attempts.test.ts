import type { Assessment, Enrolment } from '@portal/api';
import { anyPendingGrade, assessmentItems, attemptStatus, groupBy, shownAttempts } from './attempts';

describe('attempt status', () => {
  it.each([
    ['Opened', 'A', undefined],
    ['Opened', null, undefined],
    ['Resubmission', 'NYS', 'complete'],
    ['Grading Complete', 'B+', 'complete'],
    ['Completed', 'Competent', 'complete'],
    ['Resubmission', null, 'graded'],
    ['Grading Complete', '', 'graded'],
    ['Completed', '  ', 'graded'],
    ['Incomplete', null, 'incomplete'],
    ['Submission Error', null, 'submissionError'],
    ['Submitted', null, 'pendingGrade'],
    ['Needs Grading', 'A', 'pendingGrade'],
    ['', null, 'pendingGrade'],
  ] as const)('%s with grade %p is %s', (statusCode, externalGrade, status) => {
    expect(attemptStatus({ statusCode, externalGrade })).toBe(status);
  });

  it('reads the status code regardless of case and spaces', () => {
    expect(attemptStatus({ statusCode: ' grading complete ', externalGrade: 'A' })).toBe('complete');
    expect(attemptStatus({ statusCode: 'OPENED' })).toBeUndefined();
  });

  it('hides Opened attempts and orders the rest by attempt number', () => {
    const assessment: Assessment = {
      name: 'Essay',
      assessmentAttempts: [
        { attemptNumber: 3, statusCode: 'Opened' },
        { attemptNumber: 2, statusCode: 'Completed', externalGrade: 'C' },
        { attemptNumber: 1, statusCode: 'Resubmission', externalGrade: 'F' },
      ],
    };
    expect(shownAttempts(assessment).map((a) => [a.attempt.attemptNumber, a.status])).toEqual([
      [1, 'complete'],
      [2, 'complete'],
    ]);
  });
});

describe('assessments grouped by course, block and module', () => {
  const enrolments: Enrolment[] = [
    {
      courseName: 'Diploma',
      courseCode: 'D1',
      enrolmentCourseId: 'E1',
      enrolmentBlockList: [
        {
          name: 'Block 1',
          enrolmentModuleList: [
            {
              name: 'Module A',
              moduleCode: 'MA',
              enrolmentModuleAssessmentList: [
                { name: 'A1', status: 'Completed', externalGrade: 'HD', assessmentAttempts: [] },
                {
                  name: 'A2',
                  status: 'Submitted',
                  assessmentAttempts: [{ attemptNumber: 1, statusCode: 'Submitted' }],
                },
              ],
            },
            { name: 'Module B', enrolmentModuleAssessmentList: [{ name: 'B1', status: 'Opened' }] },
          ],
        },
      ],
    },
    { courseName: 'Certificate', enrolmentCourseId: 'E2' },
  ];

  it('lists every assessment with its course, block, module, shown attempts and status', () => {
    const items = assessmentItems(enrolments);
    expect(items.map((i) => [i.courseName, i.blockName, i.moduleName, i.assessment.name, i.status])).toEqual([
      ['Diploma', 'Block 1', 'Module A', 'A1', 'complete'],
      ['Diploma', 'Block 1', 'Module A', 'A2', 'pendingGrade'],
      ['Diploma', 'Block 1', 'Module B', 'B1', undefined],
    ]);
    expect(groupBy(items, (i) => i.moduleKey).map((g) => g.items.length)).toEqual([2, 1]);
    expect(anyPendingGrade(items)).toBe(true);
    expect(anyPendingGrade(items.slice(0, 1))).toBe(false);
  });
});

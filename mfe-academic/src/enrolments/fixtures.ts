// Enrolments for the unit and page tests of this feature (the API's shapes).
import type { AcademicRecord, Enrolment } from '@portal/api';

export const record = (
  name: string,
  statusCodeLabel: string,
  resultText: string | null,
  externalGrade: string | null = null,
  gradedDate: string | null = '2026-02-10T01:00:00Z',
): AcademicRecord => ({ name, statusCodeLabel, resultText, externalGrade, gradedDate });

/** Two enrolments: a course in two blocks and a second course in one block. */
export const ENROLMENTS: Enrolment[] = [
  {
    courseName: 'Diploma of Business',
    courseCode: 'BSB50120',
    enrolmentCourseId: 'ENR-1',
    enrolmentBlockList: [
      {
        name: 'Block 1',
        censusDate: '2026-01-20T00:00:00Z',
        wnfDate: '2026-02-15T00:00:00Z',
        enrolmentModuleList: [
          {
            name: 'Manage budgets',
            moduleCode: 'BSBFIN501',
            startDate: '2026-01-12T00:00:00Z',
            endDate: '2026-03-01T00:00:00Z',
            academicRecords: [
              record('Manage budgets', 'Ratified', 'High Distinction', 'HD', '2026-03-10T01:00:00Z'),
              record('Manage budgets (draft)', 'Draft', null),
            ],
          },
          {
            name: 'Critical thinking',
            moduleCode: 'BSBCRT511',
            startDate: '2026-01-05T00:00:00Z',
            endDate: '2026-02-20T00:00:00Z',
            academicRecords: [record('Critical thinking', 'Pending Ratification', 'Fail Level 2', 'F')],
          },
        ],
      },
      {
        name: 'Block 2',
        censusDate: '2026-04-01T00:00:00Z',
        wnfDate: null,
        enrolmentModuleList: [
          {
            name: 'Business risk',
            moduleCode: 'BSBOPS504',
            startDate: '2026-03-20T00:00:00Z',
            endDate: '2026-05-01T00:00:00Z',
            academicRecords: [
              record('Business risk', 'Provisional', 'Result Incomplete', 'RI', null),
              record('Business risk', 'Withdrawn', 'Withdrawn failed', 'WF'),
            ],
          },
        ],
      },
    ],
  },
  {
    courseName: 'Certificate IV in Project Management',
    courseCode: 'BSB40920',
    enrolmentCourseId: 'ENR-2',
    enrolmentBlockList: [
      {
        name: 'Block 1',
        censusDate: '2025-08-10T00:00:00Z',
        wnfDate: '2025-09-01T00:00:00Z',
        enrolmentModuleList: [
          {
            name: 'Project scope',
            moduleCode: 'BSBPMG420',
            startDate: '2025-08-01T00:00:00Z',
            endDate: '2025-10-01T00:00:00Z',
            academicRecords: [record('Project scope', 'ratified', 'Recognition of Prior Learning', 'RPL')],
          },
        ],
      },
    ],
  },
];

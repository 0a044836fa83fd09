import type { Enrolment, PaymentsAnswer, Student, StudentFile } from '@portal/api-contract';

/** Dummy data of the mock-user mode (spec portal §6), answered by the mock transport (./mockFetch.ts)
 * when the shell runs with `config.mockUser`. Realistic enough to click through every page of the
 * portal. It loads in the mock transport's own chunk, never with the client. */

export const MOCK_STUDENT_ID = 'UP-100234';

export const mockStudent: Student = {
  studentUPId: MOCK_STUDENT_ID,
  studentId: '100234',
  firstName: 'Aroha',
  lastName: 'Ngata',
  preferredName: 'Ro',
  emailAddress: 'aroha.ngata@example.com',
  homePhone: null,
  mobilePhone: '021 555 0142',
  personalSummary: 'Second-year digital design student who enjoys motion graphics and typography.',
  buildingPropertyName: null,
  flatUnitDetails: 'Flat 2',
  streetOrLotNumber: '14',
  streetNumberAndName: '14 Karangahape Road',
  suburb: 'Newton',
  city: 'Auckland',
  state: null,
  stateId: null,
  country: 'New Zealand',
  countryId: 'NZ',
  postcode: '1010',
  facebookURL: null,
  linkedinURL: 'https://www.linkedin.com/in/aroha-ngata-example',
  twitterURL: null,
};

export const mockEnrolments: Enrolment[] = [
  {
    courseName: 'Diploma in Digital Design (Level 6)',
    courseCode: 'DDD6',
    enrolmentCourseId: 'ENR-5521',
    percentComplete: 62,
    startDate: '2025-02-17T00:00:00+13:00',
    endDate: '2025-12-12T00:00:00+13:00',
    enrolmentBlockList: [
      {
        name: 'Block 1',
        index: 1,
        startDate: '2025-02-17T00:00:00+13:00',
        endDate: '2025-06-27T00:00:00+12:00',
        censusDate: '2025-03-10T00:00:00+13:00',
        wnfDate: '2025-05-16T00:00:00+12:00',
        enrolmentModuleList: [
          {
            name: 'Visual Communication',
            moduleCode: 'VC601',
            index: 1,
            startDate: '2025-02-17T00:00:00+13:00',
            endDate: '2025-04-11T00:00:00+12:00',
            academicRecords: [
              {
                name: 'Visual Communication',
                gradedDate: '2025-04-22T03:00:00Z',
                statusCodeLabel: 'Ratified',
                externalGrade: 'A-',
                resultText: 'Distinction',
              },
            ],
            enrolmentModuleAssessmentList: [
              {
                name: 'Brand identity project',
                assessmentCode: 'VC601-A1',
                assessmentInternalId: 'AS-9001',
                status: 'Completed',
                externalGrade: 'A',
                submissionDate: '2025-03-14T09:12:00Z',
                gradedDate: '2025-03-21T02:30:00Z',
                assessmentAttempts: [
                  {
                    attemptNumber: 1,
                    statusCode: 'Completed',
                    isSuccess: 'Yes',
                    submissionDate: '2025-03-14T09:12:00Z',
                    gradedDate: '2025-03-21T02:30:00Z',
                    externalGrade: 'A',
                    name: 'brand-identity.pdf',
                    size: 4_812_331,
                  },
                ],
              },
              {
                name: 'Poster series',
                assessmentCode: 'VC601-A2',
                assessmentInternalId: 'AS-9002',
                status: 'Completed',
                externalGrade: 'B+',
                submissionDate: '2025-04-04T10:40:00Z',
                gradedDate: '2025-04-10T22:05:00Z',
                assessmentAttempts: [
                  {
                    attemptNumber: 1,
                    statusCode: 'Resubmission',
                    isSuccess: 'No',
                    submissionDate: '2025-03-30T08:00:00Z',
                    gradedDate: '2025-04-01T21:00:00Z',
                    externalGrade: null,
                    name: 'posters-v1.zip',
                    size: 12_044_102,
                  },
                  {
                    attemptNumber: 2,
                    statusCode: 'Grading Complete',
                    isSuccess: 'Yes',
                    submissionDate: '2025-04-04T10:40:00Z',
                    gradedDate: '2025-04-10T22:05:00Z',
                    externalGrade: 'B+',
                    name: 'posters-v2.zip',
                    size: 12_310_877,
                  },
                ],
              },
            ],
          },
          {
            name: 'Motion Design Fundamentals',
            moduleCode: 'MD602',
            index: 2,
            startDate: '2025-04-14T00:00:00+12:00',
            endDate: '2025-06-27T00:00:00+12:00',
            academicRecords: [
              {
                name: 'Motion Design Fundamentals',
                gradedDate: '2025-07-02T01:00:00Z',
                statusCodeLabel: 'Pending Ratification',
                externalGrade: 'B',
                resultText: 'Credit',
              },
            ],
            enrolmentModuleAssessmentList: [
              {
                name: 'Title sequence',
                assessmentCode: 'MD602-A1',
                assessmentInternalId: 'AS-9011',
                status: 'Submitted',
                externalGrade: null,
                submissionDate: '2025-06-20T11:55:00Z',
                gradedDate: null,
                assessmentAttempts: [
                  {
                    attemptNumber: 1,
                    statusCode: 'Submitted',
                    isSuccess: null,
                    submissionDate: '2025-06-20T11:55:00Z',
                    gradedDate: null,
                    externalGrade: null,
                    name: 'title-sequence.mp4',
                    size: 98_220_114,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Block 2',
        index: 2,
        startDate: '2025-07-21T00:00:00+12:00',
        endDate: '2025-12-12T00:00:00+13:00',
        censusDate: '2025-08-11T00:00:00+12:00',
        wnfDate: '2025-10-17T00:00:00+13:00',
        enrolmentModuleList: [
          {
            name: 'Interactive Media',
            moduleCode: 'IM603',
            index: 1,
            startDate: '2025-07-21T00:00:00+12:00',
            endDate: '2025-12-12T00:00:00+13:00',
            academicRecords: [],
            enrolmentModuleAssessmentList: [
              {
                name: 'Prototype and usability report',
                assessmentCode: 'IM603-A1',
                assessmentInternalId: 'AS-9021',
                status: 'Opened',
                externalGrade: null,
                submissionDate: null,
                gradedDate: null,
                assessmentAttempts: [],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    courseName: 'Certificate in Creative Foundations (Level 4)',
    courseCode: 'CCF4',
    enrolmentCourseId: 'ENR-4410',
    percentComplete: 100,
    startDate: '2024-02-19T00:00:00+13:00',
    endDate: '2024-06-28T00:00:00+12:00',
    enrolmentBlockList: [],
  },
];

export const mockFiles: StudentFile[] = [
  {
    id: 'FILE-3001',
    name: 'Offer of place - Diploma in Digital Design.pdf',
    size: 184_233,
    modified: '2025-01-20T21:14:00Z',
    category: 'Enrolment',
  },
  {
    id: 'FILE-3002',
    name: 'Enrolment agreement (signed).pdf',
    size: 402_118,
    modified: '2025-01-28T03:40:00Z',
    category: 'Enrolment',
  },
  {
    id: 'FILE-3003',
    name: 'Academic transcript 2024.pdf',
    size: 96_540,
    modified: '2024-07-15T22:02:00Z',
    category: 'Academic',
  },
  {
    id: 'FILE-3004',
    name: 'Certificate in Creative Foundations.pdf',
    size: 1_204_332,
    modified: '2024-08-02T01:30:00Z',
    category: 'Academic',
  },
  {
    id: 'FILE-3005',
    name: 'Student ID card photo.jpg',
    size: 58_211,
    modified: '2025-02-03T19:45:00Z',
    category: 'Identity',
  },
  {
    id: 'FILE-3006',
    name: 'StudyLink confirmation.pdf',
    size: 73_990,
    modified: '2025-02-10T00:05:00Z',
    category: 'Finance',
  },
];

/** Payments as the payments server sends them (Xero-style PascalCase); the client camel-cases them. */
export const mockPaymentsRaw: PaymentsAnswer = (() => {
  const invoices: PaymentsAnswer['invoices'] = [];
  const payments: PaymentsAnswer['payments'] = [];
  // [invoice total, its payments as [type, amount]]; the amount paid is what the payments add up to.
  const plan: [number, [string, number][]][] = [
    [
      4500,
      [
        ['ACCRECPAYMENT', 1500],
        ['ACCRECPAYMENT', 1500],
        ['ACCRECPAYMENT', 1500],
      ],
    ],
    [1200, [['ACCRECPAYMENT', 1200]]],
    [350, []],
    [
      2250,
      [
        ['ACCRECPAYMENT', 750],
        ['ACCRECPAYMENT', 750],
      ],
    ],
    [
      890,
      [
        ['ACCRECPAYMENT', 500],
        ['ACCRECPAYMENT', 419.7],
        ['ARCREDITPAYMENT', 29.7],
      ],
    ],
    [150, [['ACCRECPAYMENT', 150]]],
    [
      3100,
      [
        ['ACCRECPAYMENT', 3250],
        ['AROVERPAYMENTPAYMENT', 150],
      ],
    ],
    [640, [['ACCRECPAYMENT', 320]]],
    [95, [['ACCRECPAYMENT', 95]]],
    [1800, [['ACCRECPAYMENT', 600]]],
    [420, [['ACCPAYPAYMENT', 420]]],
  ];
  plan.forEach(([total, items], i) => {
    let paid = 0;
    const refs = items.map(([type, amount], j) => {
      const id = `f3a1c2d4-7b0e-4c55-9a21-${String(i * 10 + j).padStart(12, '0')}`;
      paid += type === 'ACCRECPAYMENT' || type === 'ACCPAYPAYMENT' ? amount : -amount;
      const day = new Date(Date.UTC(2024, 1 + i, 3 + j * 9, 23, 30));
      payments.push({
        PaymentID: id,
        PaymentType: type,
        Amount: amount,
        Date: day.toISOString(),
        Account: { Code: j % 2 ? '090' : '200' },
      });
      return { PaymentID: id };
    });
    paid = Math.round(paid * 100) / 100;
    invoices.push({
      InvoiceNumber: `INV-${String(42 + i).padStart(4, '0')}`,
      AmountDue: total - paid,
      AmountPaid: paid,
      Payments: refs,
    });
  });
  return { invoices, payments };
})();

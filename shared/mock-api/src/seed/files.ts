/** A student's seeded files (the sample documents, receipts and letters) and the documents' sizes. */
import type { Enrolment, PaymentRecord, SeedData, StoredFile, StudentProfile } from '../types';
import { Random } from './random';
import type { StudentContext } from './context';

/** Sample documents committed beside the seed (./documents/): their sizes, which the file list shows. */
export const DOCUMENTS = {
  'letter-of-offer.pdf': 1289,
  'enrolment-confirmation.pdf': 1284,
  'tax-invoice.pdf': 1248,
  'fee-schedule.pdf': 1164,
  'academic-transcript.pdf': 1198,
  'assessment-feedback.pdf': 1281,
  'orientation-guide.pdf': 1243,
  'course-handbook.pdf': 1213,
  'statement-of-attainment.pdf': 1209,
  'student-id-card.png': 1282,
  // The students' photos: PNG pictures (a head and shoulders on the student's colour), never an SVG: the API
  // serves only raster images, which run nothing.
  'avatar-1.png': 2172,
  'avatar-2.png': 2191,
  'avatar-3.png': 2148,
  'avatar-4.png': 2040,
  'avatar-5.png': 2080,
} as const;
export type DocumentName = keyof typeof DOCUMENTS;

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function buildFiles(
  ctx: StudentContext,
  profile: StudentProfile,
  enrolments: Enrolment[],
  payment: PaymentRecord | null,
  blobs: SeedData['blobs'],
): StoredFile[] {
  const { clock, account, provider } = ctx;
  const rng = new Random(`files:${account.studentUPId}`);
  const current = enrolments[0] as Enrolment;
  const startDay = clock.dayOf(current.startDate);
  const firstModule = current.enrolmentBlockList[0]?.enrolmentModuleList[0];
  const invoice = payment?.invoices[0];
  const pdf = 'application/pdf';
  const timetable = () =>
    [
      `${provider.name} - Timetable`,
      `${account.givenName} ${account.familyName} (${profile.studentId})`,
      `${current.courseName}`,
      '',
      'Start       End         Code       Module',
      ...current.enrolmentBlockList.flatMap((b) =>
        b.enrolmentModuleList.map(
          (m) =>
            `${m.startDate.slice(0, 10)}  ${m.endDate.slice(0, 10)}  ${m.moduleCode.padEnd(10)} ${m.name}`,
        ),
      ),
      '',
      'Live online sessions: Tuesdays and Thursdays, 6:30pm to 8:00pm.',
      '',
    ].join('\n');

  // [name, category, type, modified, its bytes: a sample document or a text]
  type Template = () => [string, StoredFile['category'], string, string, DocumentName | { text: string }];
  const templates: Template[] = [
    () => [
      `Letter of Offer - ${current.courseName}.pdf`,
      'Enrolment',
      pdf,
      clock.time(startDay - 30, 10.5),
      'letter-of-offer.pdf',
    ],
    () => [
      `Enrolment Confirmation - ${current.courseName}.pdf`,
      'Enrolment',
      pdf,
      clock.time(startDay - 14, 15.25),
      'enrolment-confirmation.pdf',
    ],
    () => [
      'Timetable.txt',
      'Academic',
      'text/plain; charset=utf-8',
      clock.hoursAgo(3 + rng.int(0, 5)),
      { text: timetable() },
    ],
    () => [
      'Student ID Card.png',
      'Personal',
      'image/png',
      clock.time(startDay - 7, 13),
      'student-id-card.png',
    ],
    () => {
      const modified = clock.hoursAgo(18 + rng.int(0, 4));
      return invoice
        ? [`Tax Invoice ${invoice.InvoiceNumber}.pdf`, 'Finance', pdf, modified, 'tax-invoice.pdf']
        : ['Fee Schedule.pdf', 'Finance', pdf, modified, 'fee-schedule.pdf'];
    },
    () => ['Academic Transcript.pdf', 'Academic', pdf, clock.time(-40, 9.75), 'academic-transcript.pdf'],
    () => [
      `Assessment Feedback - ${firstModule?.moduleCode ?? 'Module 1'}.pdf`,
      'Academic',
      pdf,
      clock.time(-2, 16.5),
      'assessment-feedback.pdf',
    ],
    () => ['Orientation Guide.pdf', 'Enrolment', pdf, clock.time(startDay - 10, 12), 'orientation-guide.pdf'],
    () => [
      `Course Handbook - ${current.courseCode || current.courseName}.pdf`,
      'Academic',
      pdf,
      clock.time(startDay - 5, 11),
      'course-handbook.pdf',
    ],
    () => [
      'Statement of Attainment.pdf',
      'Academic',
      pdf,
      clock.hoursAgo(5 + rng.int(0, 3)),
      'statement-of-attainment.pdf',
    ],
  ];

  return templates
    .slice(0, account.plan.files)
    .map((template) => {
      const [name, category, contentType, modified, bytes] = template();
      const id = rng.uuid();
      const blob = `file-${id}`;
      const text = typeof bytes === 'string' ? undefined : utf8(bytes.text);
      blobs[blob] = text ?? { document: bytes as DocumentName };
      const size = text ? text.length : DOCUMENTS[bytes as DocumentName];
      return { id, name, size, modified, category, contentType, blob };
    })
    .sort((a, b) => b.modified.localeCompare(a.modified));
}

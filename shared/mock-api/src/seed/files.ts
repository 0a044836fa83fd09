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
  const feedbackOn = current.enrolmentBlockList[0]?.enrolmentModuleList[0]?.moduleCode ?? 'Module 1';
  const handbookOf = current.courseCode || current.courseName;
  const invoice = payment?.invoices[0];
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
  /** A sample document: its title names its file in ./documents/ ('Letter of Offer': letter-of-offer.pdf);
   * the file's name is the title and what it is `about` (' - <course>'). */
  const sample = (
    title: string,
    category: StoredFile['category'],
    modified: string,
    about = '',
    extension: 'pdf' | 'png' = 'pdf',
  ): ReturnType<Template> => {
    const document = `${title.toLowerCase().replace(/ /g, '-')}.${extension}` as DocumentName;
    const type = extension === 'png' ? 'image/png' : 'application/pdf';
    return [`${title}${about}.${extension}`, category, type, modified, document];
  };
  const course = ` - ${current.courseName}`;
  const templates: Template[] = [
    () => sample('Letter of Offer', 'Enrolment', clock.time(startDay - 30, 10.5), course),
    () => sample('Enrolment Confirmation', 'Enrolment', clock.time(startDay - 14, 15.25), course),
    () => [
      'Timetable.txt',
      'Academic',
      'text/plain; charset=utf-8',
      clock.hoursAgo(3 + rng.int(0, 5)),
      { text: timetable() },
    ],
    () => sample('Student ID Card', 'Personal', clock.time(startDay - 7, 13), '', 'png'),
    () => {
      const modified = clock.hoursAgo(18 + rng.int(0, 4));
      return invoice
        ? sample('Tax Invoice', 'Finance', modified, ` ${invoice.InvoiceNumber}`)
        : sample('Fee Schedule', 'Finance', modified);
    },
    () => sample('Academic Transcript', 'Academic', clock.time(-40, 9.75)),
    () => sample('Assessment Feedback', 'Academic', clock.time(-2, 16.5), ` - ${feedbackOn}`),
    () => sample('Orientation Guide', 'Enrolment', clock.time(startDay - 10, 12)),
    () => sample('Course Handbook', 'Academic', clock.time(startDay - 5, 11), ` - ${handbookOf}`),
    () => sample('Statement of Attainment', 'Academic', clock.hoursAgo(5 + rng.int(0, 3))),
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

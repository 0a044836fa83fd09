/** The seed: students, enrolments, files, payments and images for every demo account that has a
 * student (../accounts.ts). Deterministic: names, ids, amounts, counts and texts depend only on the
 * accounts; dates count in whole days (and fixed hours) from the `now` the seed is built at, and are
 * stored, so they stay put across restarts. Tests import `buildSeed` to know the expected values. */
import type { PaymentType } from '@portal/api-contract';
import { STUDENT_ACCOUNTS, type DemoAccount, type StudentPlan } from '../accounts';
import { PROVIDERS, type ProviderInfo } from '../providers';
import type {
  Enrolment,
  PaymentRecord,
  SeedData,
  StoredFile,
  StudentProfile,
  XeroInvoice,
  XeroPayment,
} from '../types';
import { buildEnrolments, showcasePlan, type PlannedEnrolment } from './academic';
import {
  ADDRESSES,
  COUNTRY_IDS,
  COURSES,
  PERSONAL_SUMMARIES,
  PREFERRED_NAMES,
  countryById,
  stateById,
  type CourseSpec,
} from './data';
import { Random, hashString } from './random';
import { buildRecords } from './records';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Dates relative to the seed's day: `date(-3)` is three days ago at 00:00 UTC (a date that reads
 * the same day in New Zealand and Australia); `time(-3, 14.5)` is three days ago at 14:30 UTC. */
export class Clock {
  readonly now: number;
  private readonly day0: number;

  constructor(now: Date) {
    this.now = now.getTime();
    this.day0 = Math.floor(this.now / DAY) * DAY;
  }

  date(days: number): string {
    return new Date(this.day0 + Math.round(days) * DAY).toISOString();
  }

  /** A timestamp `days` from the seed's day at `hours` UTC; never later than an hour ago. */
  time(days: number, hours: number): string {
    const at = this.day0 + Math.round(days) * DAY + Math.round(hours * 60) * 60 * 1000;
    return new Date(Math.min(at, this.now - HOUR)).toISOString();
  }

  /** Whole days from the seed's day to a date made by `date()`. */
  dayOf(iso: string): number {
    return Math.round((Date.parse(iso) - this.day0) / DAY);
  }

  hoursAgo(hours: number): string {
    return new Date(this.now - Math.round(hours * 60) * 60 * 1000).toISOString();
  }
}

interface StudentContext {
  account: DemoAccount & { studentUPId: string; plan: StudentPlan };
  provider: ProviderInfo;
  clock: Clock;
}

function buildProfile({ account, provider }: StudentContext): StudentProfile {
  const rng = new Random(`profile:${account.studentUPId}`);
  const address = rng.pick(ADDRESSES[provider.country]);
  const countryId = COUNTRY_IDS[provider.country];
  const state = stateById(address.stateId);
  const slugName = `${account.givenName}-${account.familyName}`.toLowerCase().replace(/[^a-z-]/g, '');
  const nz = provider.country === 'NZ';
  const mobile = nz
    ? `${rng.pick(['021', '022', '027'])} ${rng.digits(3)} ${rng.digits(4)}`
    : `04${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`;
  const home = rng.chance(0.6)
    ? nz
      ? `${address.area} ${rng.int(2, 9)}${rng.digits(2)} ${rng.digits(4)}`
      : `(${address.area}) ${rng.int(8, 9)}${rng.digits(3)} ${rng.digits(4)}`
    : '';
  return {
    studentUPId: account.studentUPId,
    studentId: `${provider.studentIdPrefix}${rng.digits(6)}`,
    provider: provider.slug,
    firstName: account.givenName,
    lastName: account.familyName,
    preferredName: PREFERRED_NAMES[account.givenName] ?? '',
    emailAddress: account.email,
    homePhone: home,
    mobilePhone: mobile,
    personalSummary: rng.pick(PERSONAL_SUMMARIES),
    buildingPropertyName: address.building ?? '',
    flatUnitDetails: address.flat ?? '',
    streetOrLotNumber: address.lot ?? '',
    streetNumberAndName: address.street,
    suburb: address.suburb,
    city: address.city,
    state: state?.label ?? '',
    stateId: state?.id ?? null,
    country: countryById(countryId)?.label ?? '',
    countryId,
    postcode: address.postcode,
    facebookURL: rng.chance(0.5) ? `https://www.facebook.com/${slugName.replace('-', '.')}` : '',
    linkedinURL: rng.chance(0.6) ? `https://www.linkedin.com/in/${slugName}` : '',
    twitterURL: rng.chance(0.3) ? `https://twitter.com/${slugName.replace('-', '')}` : '',
  };
}

/** Which course each enrolment is, and when: current first (its course code is the one the
 * first-login page opens), then upcoming, then completed. */
function enrolmentPlan(ctx: StudentContext): PlannedEnrolment[] {
  const rng = new Random(`timing:${ctx.account.studentUPId}`);
  const courses = COURSES[ctx.provider.slug];
  const [first, second, third] = courses as [CourseSpec, CourseSpec, CourseSpec];
  const current = { course: first, timing: { kind: 'current' as const, startDay: -rng.int(80, 170) } };
  const completedEnd = -rng.int(60, 200);
  const completed = {
    course: second,
    timing: { kind: 'completed' as const, startDay: completedEnd - second.weeks * 7 + 1 },
  };
  const upcoming = { course: third, timing: { kind: 'upcoming' as const, startDay: rng.int(30, 60) } };
  const { enrolments } = ctx.account.plan;
  return enrolments >= 3 ? [current, upcoming, completed] : [current, completed].slice(0, enrolments);
}

const ACCOUNT_CODES: Record<PaymentType, string> = {
  ACCRECPAYMENT: '090',
  ACCPAYPAYMENT: '091',
  ACCRECCREDIT: '200',
  ARCREDITPAYMENT: '090',
  ARPREPAYMENTPAYMENT: '090',
  AROVERPAYMENTPAYMENT: '090',
};

/** How an invoice is settled: [type, share of the total] (the last part takes the remainder). */
const SETTLEMENTS: readonly (readonly (readonly [PaymentType, number])[])[] = [
  [
    ['ACCRECPAYMENT', 0.5],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ACCRECCREDIT', 0.1],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ARPREPAYMENTPAYMENT', 0.25],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ACCRECPAYMENT', 0.4],
    ['ARCREDITPAYMENT', 0.2],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['ACCPAYPAYMENT', 0.3],
    ['ACCRECPAYMENT', 1],
  ],
  [
    ['AROVERPAYMENTPAYMENT', 0.05],
    ['ACCRECPAYMENT', 0.45],
    ['ACCRECPAYMENT', 1],
  ],
];

const money = (cents: number): number => Math.round(cents) / 100;

function buildPayments(
  ctx: StudentContext,
  enrolments: Enrolment[],
  courses: CourseSpec[],
  currentStartDay: number,
): PaymentRecord | null {
  const { account, provider, clock } = ctx;
  const count = account.plan.invoices;
  if (count === 0) return null;
  const rng = new Random(`payments:${account.studentUPId}`);
  const currency = provider.currency;
  const firstDay = account.plan.enrolments > 1 ? -700 : Math.max(-700, currentStartDay - 20);
  const lastDay = -5;
  const feeCents = courses.reduce((sum, c) => sum + c.fee * 100, 0);
  const resourceInvoices = new Set<number>();
  for (let i = 0; i < count; i += 1) if (i > 0 && rng.chance(0.2)) resourceInvoices.add(i);
  const tuitionCount = count - resourceInvoices.size;
  const instalmentCents = Math.round(feeCents / tuitionCount / 100) * 100;
  const invoiceBase = 10000 + (hashString(account.studentUPId) % 80000);
  const patternOffset = rng.int(0, SETTLEMENTS.length - 1);
  const code = enrolments[0]?.courseCode ?? 'FEES';

  const invoices: XeroInvoice[] = [];
  const payments: XeroPayment[] = [];
  let tuitionNo = 0;
  for (let i = 0; i < count; i += 1) {
    const day = count === 1 ? lastDay : Math.round(firstDay + (i * (lastDay - firstDay)) / (count - 1));
    const isResource = resourceInvoices.has(i);
    if (!isResource) tuitionNo += 1;
    const totalCents = isResource
      ? rng.int(15, 60) * 1000 + rng.pick([0, 500])
      : instalmentCents + rng.int(-3, 3) * 2500;
    const invoiceNumber = `INV-${invoiceBase + i}`;
    const reference = isResource
      ? `${code} Resource and materials fee`
      : `${code} Tuition fee instalment ${tuitionNo} of ${tuitionCount}`;
    const newest = i === count - 1;
    const settlement = SETTLEMENTS[(i + patternOffset) % SETTLEMENTS.length] ?? SETTLEMENTS[0]!;
    const parts = newest ? settlement.slice(0, Math.max(1, settlement.length - 1)) : settlement;

    let remaining = totalCents;
    let paid = 0;
    let credited = 0;
    let payDay = day + rng.int(1, 10);
    const refs: { PaymentID: string }[] = [];
    parts.forEach(([type, share], p) => {
      const lastPart = !newest && p === parts.length - 1;
      const cents = lastPart ? remaining : Math.min(remaining, Math.round((totalCents * share) / 100) * 100);
      if (cents <= 0) return;
      remaining -= cents;
      if (type === 'ACCRECCREDIT') credited += cents;
      else paid += cents;
      const id = rng.uuid();
      refs.push({ PaymentID: id });
      payments.push({
        PaymentID: id,
        PaymentType: type,
        Status: 'AUTHORISED',
        Amount: money(cents),
        Date: clock.time(Math.min(payDay, -1), rng.int(9, 16) + rng.int(0, 3) * 0.25),
        Reference:
          type === 'ACCRECCREDIT'
            ? `Credit note ${invoiceNumber}`
            : `${account.familyName.toUpperCase()} ${invoiceNumber}`,
        CurrencyCode: currency,
        Account: { Code: ACCOUNT_CODES[type] },
        Invoice: { InvoiceNumber: invoiceNumber },
      });
      payDay += rng.int(7, 30);
    });

    invoices.push({
      InvoiceID: rng.uuid(),
      InvoiceNumber: invoiceNumber,
      Reference: reference,
      Type: 'ACCREC',
      Status: remaining === 0 ? 'PAID' : 'AUTHORISED',
      CurrencyCode: currency,
      Date: clock.date(day),
      DueDate: clock.date(day + 20),
      Total: money(totalCents),
      AmountPaid: money(paid),
      AmountCredited: money(credited),
      AmountDue: money(remaining),
      Payments: refs,
    });
  }

  const byDateDesc = <T extends { Date: string }>(a: T, b: T) => b.Date.localeCompare(a.Date);
  return { invoices: invoices.sort(byDateDesc), payments: payments.sort(byDateDesc) };
}

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

function buildFiles(
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

/** 3: the academic showcase accounts (./academic.ts). 4: the profile's e2e accounts and the changed
 * passwords (accountPasswords). 5: the students' photos are PNG pictures. 6: one collection per kind of
 * record, sample documents. */
export const SEED_VERSION = 6 as const;

export function buildSeed(now: Date = new Date()): SeedData {
  const clock = new Clock(now);
  const seededAt = new Date(clock.now).toISOString();
  const data: Omit<SeedData, 'records'> = {
    version: SEED_VERSION,
    seededAt,
    students: [],
    enrolments: {},
    files: {},
    payments: {},
    images: {},
    blobs: {},
  };
  STUDENT_ACCOUNTS.forEach((account, i) => {
    const ctx: StudentContext = { account, provider: PROVIDERS[account.provider], clock };
    const profile = buildProfile(ctx);
    const plan = enrolmentPlan(ctx);
    const enrolments = buildEnrolments(
      clock,
      {
        studentUPId: account.studentUPId,
        fileBase: `${account.givenName}_${account.familyName}`,
        scheme: ctx.provider.gradeScheme,
        noCourseCode: account.plan.showcase === 'noCourseCode',
      },
      account.plan.showcase ? showcasePlan(COURSES[account.provider]) : plan,
    );
    const payment = buildPayments(
      ctx,
      enrolments,
      plan.filter((p) => p.timing.kind !== 'upcoming').map((p) => p.course),
      plan[0]?.timing.startDay ?? -120,
    );
    data.students.push(profile);
    data.enrolments[account.studentUPId] = enrolments;
    data.files[account.studentUPId] = buildFiles(ctx, profile, enrolments, payment, data.blobs);
    if (payment) data.payments[account.studentUPId] = payment;
    if (account.plan.image) {
      const photo = `avatar-${(i % 5) + 1}.png` as DocumentName;
      const blob = `image-${account.studentUPId}`;
      data.blobs[blob] = { document: photo };
      data.images[account.studentUPId] = { contentType: 'image/png', size: DOCUMENTS[photo], blob };
    }
  });
  return { ...data, records: buildRecords(seededAt, data.students) };
}

/** The seeded student of an account email (undefined for an account without a student). */
export function seededStudentOf(data: Pick<SeedData, 'students'>, email: string): StudentProfile | undefined {
  const wanted = email.trim().toLowerCase();
  return data.students.find((s) => s.emailAddress === wanted);
}

/** The seed: students, enrolments, files, payments and images for every demo account that has a
 * student (src/accounts.ts). Deterministic: names, ids, amounts, counts and texts depend only on the
 * accounts; dates count in whole days (and fixed hours) from the `now` the seed is built at, and are
 * stored, so they stay put across restarts. Tests import `buildSeed` to know the expected values. */
import { POSITIVE_PAYMENT_TYPES as CONFIG_POSITIVE_PAYMENT_TYPES } from '@portal/config';
import { STUDENT_ACCOUNTS, type DemoAccount, type StudentPlan } from './accounts';
import { countryById, stateById } from './metadata';
import { PROVIDERS, type ProviderInfo } from './providers';
import { buildRecords } from './seed-records';
import {
  ADDRESSES,
  ASSESSMENT_KINDS,
  COUNTRY_IDS,
  COURSES,
  PERSONAL_SUMMARIES,
  PREFERRED_NAMES,
  type CourseSpec,
} from './seed-data/catalogue';
import { buildShowcaseEnrolments } from './seed-data/academic';
import { buildBlocks } from './seed-data/blocks';
import { makeAvatarPng, makeIdCardPng, makePdf, type PdfLine } from './seed-data/documents';
import { Random, hashString } from './seed-data/random';
import type {
  AcademicRecord,
  Assessment,
  AssessmentAttempt,
  SeedData,
  SeedFile,
  SeedImage,
  Enrolment,
  EnrolmentModule,
  PaymentRecord,
  PaymentType,
  StoredFile,
  StudentProfile,
  XeroInvoice,
  XeroPayment,
} from './types';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Payment types that count as money in (spec portal §9, in @portal/config); every other type is shown negative. */
export const POSITIVE_PAYMENT_TYPES: readonly PaymentType[] = CONFIG_POSITIVE_PAYMENT_TYPES;

/** Attempt statuses that mean "graded" (spec portal §4). */
const GRADED = new Set(['Resubmission', 'Grading Complete', 'Completed']);

/** Dates relative to the seed's day: `date(-3)` is three days ago at 00:00 UTC (a date that reads
 * the same day in New Zealand and Australia); `time(-3, 14.5)` is three days ago at 14:30 UTC. */
class Clock {
  readonly now: number;
  private readonly day0: number;

  constructor(now: Date) {
    this.now = now.getTime();
    const d = new Date(this.now);
    this.day0 = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  }

  date(days: number): string {
    return new Date(this.day0 + Math.round(days) * DAY).toISOString();
  }

  /** A timestamp `days` from the seed's day at `hours` UTC; never later than `now` when it is meant to be past. */
  time(days: number, hours: number, past = true): string {
    const at = this.day0 + Math.round(days) * DAY + Math.round(hours * 60) * 60 * 1000;
    return new Date(past ? Math.min(at, this.now - HOUR) : at).toISOString();
  }

  /** Whole days from the seed's day to a date made by `date()`. */
  dayOf(iso: string): number {
    return Math.round((Date.parse(iso) - this.day0) / DAY);
  }

  /** A timestamp `hours` before now. */
  hoursAgo(hours: number): string {
    return new Date(this.now - Math.round(hours * 60) * 60 * 1000).toISOString();
  }
}

interface StudentContext {
  account: DemoAccount & { studentUPId: string; plan: StudentPlan };
  provider: ProviderInfo;
  clock: Clock;
}

// ---------------------------------------------------------------------------------------------
// Profile

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

// ---------------------------------------------------------------------------------------------
// Enrolments

type ModuleResult = { externalGrade: string; resultText: string; success: boolean };

function gradeFor(
  scheme: ProviderInfo['gradeScheme'],
  rng: Random,
  level: 'attempt' | 'module',
): ModuleResult {
  switch (scheme) {
    case 'hd': {
      const grade = rng.weighted([
        ['HD', 15],
        ['D', 30],
        ['C', 35],
        ['P', 20],
      ] as const);
      const text = { HD: 'High Distinction', D: 'Distinction', C: 'Credit', P: 'Pass Level 1' }[grade];
      return { externalGrade: grade, resultText: text, success: true };
    }
    case 'competency':
      return level === 'attempt'
        ? { externalGrade: 'Satisfactory', resultText: 'Non Graded Pass', success: true }
        : { externalGrade: 'Competent', resultText: 'Non Graded Pass', success: true };
    case 'letter': {
      const grade = rng.weighted([
        ['A+', 10],
        ['A', 15],
        ['A-', 15],
        ['B+', 15],
        ['B', 15],
        ['B-', 10],
        ['C+', 10],
        ['C', 10],
      ] as const);
      const text = grade.startsWith('A') ? 'Distinction' : grade.startsWith('B') ? 'Credit' : 'Pass Level 2';
      return { externalGrade: grade, resultText: text, success: true };
    }
  }
}

const failingGrade = (scheme: ProviderInfo['gradeScheme'], level: 'attempt' | 'module'): string =>
  scheme === 'hd'
    ? 'F'
    : scheme === 'letter'
      ? 'D'
      : level === 'attempt'
        ? 'Not Satisfactory'
        : 'Not Yet Competent';

interface EnrolmentTiming {
  startDay: number;
  kind: 'current' | 'completed' | 'upcoming';
}

function buildAttempts(
  ctx: StudentContext,
  rng: Random,
  assessmentCode: string,
  dueDay: number,
  moduleState: 'past' | 'current' | 'future',
  forceFail: boolean,
): AssessmentAttempt[] {
  const { clock, provider, account } = ctx;
  const scheme = provider.gradeScheme;
  const fileBase = `${account.givenName}_${account.familyName}_${assessmentCode}`.replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
  const ext = rng.pick(['docx', 'pdf', 'pdf', 'zip', 'pptx']);
  const attempt = (
    n: number,
    partial: Omit<AssessmentAttempt, 'attemptNumber' | 'name' | 'size'>,
  ): AssessmentAttempt => ({
    attemptNumber: n,
    ...partial,
    name: `${fileBase}_v${n}.${ext}`,
    size: rng.int(38, 3200) * 1024 + rng.int(0, 1023),
  });

  if (moduleState === 'future' || (dueDay >= 0 && moduleState === 'current')) {
    if (moduleState === 'current' && rng.chance(0.5)) {
      return [
        attempt(1, {
          statusCode: 'Opened',
          isSuccess: 'No',
          submissionDate: null,
          gradedDate: null,
          externalGrade: null,
        }),
      ];
    }
    return [];
  }

  const submitted = clock.time(dueDay - rng.int(0, 2), rng.int(8, 22) + 0.25);
  if (dueDay >= -10 && !forceFail && rng.chance(0.5)) {
    return [
      attempt(1, {
        statusCode: 'Submitted',
        isSuccess: 'No',
        submissionDate: submitted,
        gradedDate: null,
        externalGrade: null,
      }),
    ];
  }
  const gradedDay = Math.min(dueDay + rng.int(3, 9), -1);
  if (forceFail) {
    return [
      attempt(1, {
        statusCode: 'Completed',
        isSuccess: 'No',
        submissionDate: submitted,
        gradedDate: clock.time(gradedDay, rng.int(9, 17)),
        externalGrade: failingGrade(scheme, 'attempt'),
      }),
    ];
  }
  const roll = rng.next();
  if (roll < 0.15) {
    // Resubmission: the first try is sent back, the second passes.
    const secondDay = Math.min(gradedDay + rng.int(3, 8), -1);
    return [
      attempt(1, {
        statusCode: 'Resubmission',
        isSuccess: 'No',
        submissionDate: submitted,
        gradedDate: clock.time(gradedDay, rng.int(9, 17)),
        externalGrade: failingGrade(scheme, 'attempt'),
      }),
      attempt(2, {
        statusCode: 'Completed',
        isSuccess: 'Yes',
        submissionDate: clock.time(secondDay, rng.int(8, 21)),
        gradedDate: clock.time(Math.min(secondDay + rng.int(2, 6), -1), rng.int(9, 17) + 0.5),
        externalGrade: gradeFor(scheme, rng, 'attempt').externalGrade,
      }),
    ];
  }
  if (roll < 0.2) {
    // A failed upload, then a good one.
    return [
      attempt(1, {
        statusCode: 'Submission Error',
        isSuccess: 'No',
        submissionDate: submitted,
        gradedDate: null,
        externalGrade: null,
      }),
      attempt(2, {
        statusCode: 'Grading Complete',
        isSuccess: 'Yes',
        submissionDate: clock.time(dueDay, 23),
        gradedDate: clock.time(gradedDay, rng.int(9, 17)),
        externalGrade: gradeFor(scheme, rng, 'attempt').externalGrade,
      }),
    ];
  }
  if (roll < 0.25 && moduleState === 'current') {
    return [
      attempt(1, {
        statusCode: 'Incomplete',
        isSuccess: 'No',
        submissionDate: submitted,
        gradedDate: clock.time(gradedDay, 10),
        externalGrade: null,
      }),
    ];
  }
  return [
    attempt(1, {
      statusCode: 'Grading Complete',
      isSuccess: 'Yes',
      submissionDate: submitted,
      gradedDate: clock.time(gradedDay, rng.int(9, 17)),
      externalGrade: gradeFor(scheme, rng, 'attempt').externalGrade,
    }),
  ];
}

function buildEnrolment(
  ctx: StudentContext,
  course: CourseSpec,
  index: number,
  timing: EnrolmentTiming,
): Enrolment {
  const { account, provider, clock } = ctx;
  const rng = new Random(`enrolment:${account.studentUPId}:${course.code}:${index}`);
  const scheme = provider.gradeScheme;
  const totalDays = course.weeks * 7;
  const moduleDays = totalDays / course.modules.length;
  const startDay = timing.startDay;
  const endDay = startDay + totalDays - 1;
  // In a completed enrolment one module may end in a fail or a conceded pass, for variety.
  const unusualModule = timing.kind === 'completed' ? rng.int(0, course.modules.length - 1) : -1;
  const unusualResult = rng.weighted([
    ['fail', 1],
    ['conceded', 1],
    ['none', 2],
  ] as const);

  let assessmentsTotal = 0;
  let assessmentsGraded = 0;

  const modules: EnrolmentModule[] = course.modules.map(([moduleCode, name], j) => {
    const mStart = startDay + Math.round(j * moduleDays);
    const mEnd = startDay + Math.round((j + 1) * moduleDays) - 1;
    const state: 'past' | 'current' | 'future' = mEnd < 0 ? 'past' : mStart > 0 ? 'future' : 'current';
    const failed = j === unusualModule && unusualResult === 'fail';
    const count = rng.int(2, 3);
    const kinds = ASSESSMENT_KINDS[scheme];
    const assessments: Assessment[] = Array.from({ length: count }, (_, k) => {
      const assessmentCode = `${moduleCode}-AT${k + 1}`;
      const dueDay = mStart + Math.round(((k + 1) / count) * (mEnd - mStart)) - (k === count - 1 ? 2 : 0);
      const attempts = buildAttempts(ctx, rng, assessmentCode, dueDay, state, failed && k === count - 1);
      const last = attempts[attempts.length - 1];
      assessmentsTotal += 1;
      if (last && GRADED.has(last.statusCode)) assessmentsGraded += 1;
      return {
        name: `Assessment ${k + 1}: ${kinds[(j + k) % kinds.length]}`,
        assessmentCode,
        assessmentInternalId: rng.uuid(),
        status: last ? last.statusCode : 'Not Submitted',
        externalGrade: last?.externalGrade ?? null,
        submissionDate: last?.submissionDate ?? null,
        gradedDate: last?.gradedDate ?? null,
        assessmentAttempts: attempts,
      };
    });

    const academicRecords: AcademicRecord[] = [];
    if (state === 'past') {
      const gradedDay = Math.min(mEnd + rng.int(5, 12), -1);
      const label = gradedDay < -45 ? 'Ratified' : gradedDay < -14 ? 'Pending Ratification' : 'Provisional';
      let result = gradeFor(scheme, rng, 'module');
      if (failed)
        result = {
          externalGrade: failingGrade(scheme, 'module'),
          resultText: 'Fail Level 1',
          success: false,
        };
      if (j === unusualModule && unusualResult === 'conceded')
        result = { externalGrade: 'CP', resultText: 'Conceded', success: true };
      academicRecords.push({
        name,
        gradedDate: clock.time(gradedDay, 11),
        statusCodeLabel: label,
        externalGrade: result.externalGrade,
        resultText: result.resultText,
      });
    } else if (state === 'current') {
      academicRecords.push({
        name,
        gradedDate: null,
        statusCodeLabel: 'Draft',
        externalGrade: null,
        resultText: null,
      });
    }

    return {
      name,
      moduleCode,
      index: j + 1,
      startDate: clock.date(mStart),
      endDate: clock.date(mEnd),
      academicRecords,
      enrolmentModuleAssessmentList: assessments,
    };
  });

  const blocks = buildBlocks(modules, course.blockSize, startDay, moduleDays, scheme, (d) => clock.date(d));

  const percentComplete =
    timing.kind === 'completed'
      ? 100
      : timing.kind === 'upcoming'
        ? 0
        : Math.round((100 * assessmentsGraded) / Math.max(assessmentsTotal, 1));

  return {
    enrolmentCourseId: `ENR-${account.studentUPId}-${String(index + 1).padStart(2, '0')}`,
    courseName: course.name,
    courseCode: course.code,
    percentComplete,
    startDate: clock.date(startDay),
    endDate: clock.date(endDay),
    enrolmentBlockList: blocks,
  };
}

/** Which course each enrolment is, and when: current first (its course code is the one the
 * first-login page opens), then upcoming, then completed. */
function enrolmentPlan(ctx: StudentContext): { course: CourseSpec; timing: EnrolmentTiming }[] {
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
  switch (ctx.account.plan.enrolments) {
    case 1:
      return [current];
    case 2:
      return [current, completed];
    default:
      return [current, upcoming, completed];
  }
}

// ---------------------------------------------------------------------------------------------
// Payments

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

// ---------------------------------------------------------------------------------------------
// Files and image

const ACCENTS: Record<string, string> = {
  'up-online': '#0b5cab',
  iahealth: '#0f7c8c',
  ichm: '#7a1f3d',
  'nz-institute-of-sport': '#d1410c',
  nzma: '#1d3b6e',
  soe: '#5a2d82',
  yoobee: '#e4007c',
  nzst: '#00857c',
  colab: '#222222',
};

function letter(
  ctx: StudentContext,
  title: string,
  profile: StudentProfile,
  body: string[],
  dated: string,
): Buffer {
  const { provider, account } = ctx;
  const lines: PdfLine[] = [
    { text: provider.name, size: 16, bold: true },
    { text: title, size: 13, gap: 10 },
    { text: `Date: ${dated.slice(0, 10)}`, gap: 14 },
    { text: `Student: ${account.givenName} ${account.familyName}` },
    { text: `Student number: ${profile.studentId}   UP id: ${profile.studentUPId}` },
    { text: `${profile.streetNumberAndName}, ${profile.suburb}, ${profile.city} ${profile.postcode}` },
    ...body.map((text, i) => ({ text, gap: i === 0 ? 16 : 2 })),
    {
      text: `This document was generated by the local development API for ${provider.name}.`,
      size: 8,
      gap: 30,
    },
  ];
  return makePdf(title, lines);
}

function buildFiles(
  ctx: StudentContext,
  profile: StudentProfile,
  enrolments: Enrolment[],
  payment: PaymentRecord | null,
): SeedFile[] {
  const { clock, account, provider } = ctx;
  const rng = new Random(`files:${account.studentUPId}`);
  const current = enrolments[0] as Enrolment;
  const startDay = clock.dayOf(current.startDate);
  const firstModule = current.enrolmentBlockList[0]?.enrolmentModuleList[0];
  const invoice = payment?.invoices[0];
  const pdf = 'application/pdf';

  type Template = () => Omit<SeedFile, 'id' | 'size' | 'content'> & { bytes: Buffer };
  const templates: Template[] = [
    () => {
      const modified = clock.time(startDay - 30, 10.5);
      return {
        name: `Letter of Offer - ${current.courseName}.pdf`,
        category: 'Enrolment',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          'Letter of Offer',
          profile,
          [
            `We are pleased to offer you a place in ${current.courseName}.`,
            `Your course starts on ${current.startDate.slice(0, 10)} and ends on ${current.endDate.slice(0, 10)}.`,
            'Please accept this offer within 14 days to secure your place.',
          ],
          modified,
        ),
      };
    },
    () => {
      const modified = clock.time(startDay - 14, 15.25);
      return {
        name: `Enrolment Confirmation - ${current.courseName}.pdf`,
        category: 'Enrolment',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          'Confirmation of Enrolment',
          profile,
          [
            `This confirms your enrolment in ${current.courseName} (${current.courseCode}).`,
            `Enrolment reference: ${current.enrolmentCourseId}.`,
            `Census date of your first study period: ${current.enrolmentBlockList[0]?.censusDate.slice(0, 10) ?? '-'}.`,
          ],
          modified,
        ),
      };
    },
    () => {
      const rows = current.enrolmentBlockList.flatMap((b) =>
        b.enrolmentModuleList.map(
          (m) =>
            `${m.startDate.slice(0, 10)}  ${m.endDate.slice(0, 10)}  ${m.moduleCode.padEnd(10)} ${m.name}`,
        ),
      );
      const text = [
        `${provider.name} - Timetable`,
        `${account.givenName} ${account.familyName} (${profile.studentId})`,
        `${current.courseName}`,
        '',
        'Start       End         Code       Module',
        ...rows,
        '',
        'Live online sessions: Tuesdays and Thursdays, 6:30pm to 8:00pm.',
        '',
      ].join('\n');
      return {
        name: 'Timetable.txt',
        category: 'Academic',
        contentType: 'text/plain; charset=utf-8',
        modified: clock.hoursAgo(3 + rng.int(0, 5)),
        bytes: Buffer.from(text, 'utf8'),
      };
    },
    () => ({
      name: 'Student ID Card.png',
      category: 'Personal',
      contentType: 'image/png',
      modified: clock.time(startDay - 7, 13),
      bytes: makeIdCardPng(ACCENTS[provider.slug] ?? '#333333'),
    }),
    () => {
      const modified = clock.hoursAgo(18 + rng.int(0, 4));
      const name = invoice ? `Tax Invoice ${invoice.InvoiceNumber}.pdf` : 'Fee Schedule.pdf';
      return {
        name,
        category: 'Finance',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          invoice ? `Tax Invoice ${invoice.InvoiceNumber}` : 'Fee Schedule',
          profile,
          invoice
            ? [
                `${invoice.Reference}`,
                `Total ${invoice.CurrencyCode} ${invoice.Total.toFixed(2)}`,
                `Amount due ${invoice.CurrencyCode} ${invoice.AmountDue.toFixed(2)} by ${invoice.DueDate.slice(0, 10)}`,
              ]
            : [`Tuition for ${current.courseName} is invoiced in instalments.`],
          modified,
        ),
      };
    },
    () => {
      const modified = clock.time(-40, 9.75);
      const rows = enrolments.flatMap((e) =>
        e.enrolmentBlockList.flatMap((b) =>
          b.enrolmentModuleList.flatMap((m) =>
            m.academicRecords
              .filter((r) => r.statusCodeLabel !== 'Draft')
              .map((r) => `${m.moduleCode}  ${r.name}: ${r.externalGrade ?? '-'} (${r.resultText ?? '-'})`),
          ),
        ),
      );
      return {
        name: 'Academic Transcript.pdf',
        category: 'Academic',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          'Academic Transcript',
          profile,
          rows.length ? rows.slice(0, 30) : ['No results yet.'],
          modified,
        ),
      };
    },
    () => {
      const modified = clock.time(-2, 16.5);
      return {
        name: `Assessment Feedback - ${firstModule?.moduleCode ?? 'Module 1'}.pdf`,
        category: 'Academic',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          `Assessment Feedback - ${firstModule?.name ?? 'Module 1'}`,
          profile,
          [
            'Well structured work with clear references.',
            'Next time, link your examples back to the learning outcomes.',
          ],
          modified,
        ),
      };
    },
    () => {
      const modified = clock.time(startDay - 10, 12);
      return {
        name: 'Orientation Guide.pdf',
        category: 'Enrolment',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          'Orientation Guide',
          profile,
          [
            'Welcome! Your first week: log in to the learning platform, meet your tutor, and join the class channel.',
          ],
          modified,
        ),
      };
    },
    () => {
      const modified = clock.time(startDay - 5, 11);
      return {
        name: `Course Handbook - ${current.courseCode || current.courseName}.pdf`,
        category: 'Academic',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          `Course Handbook - ${current.courseName}`,
          profile,
          ['Assessment rules, extensions and resubmissions are described in this handbook.'],
          modified,
        ),
      };
    },
    () => {
      const modified = clock.hoursAgo(5 + rng.int(0, 3));
      return {
        name: 'Statement of Attainment.pdf',
        category: 'Academic',
        contentType: pdf,
        modified,
        bytes: letter(
          ctx,
          'Statement of Attainment',
          profile,
          ['The modules listed in your transcript have been completed.'],
          modified,
        ),
      };
    },
  ];

  return templates
    .slice(0, account.plan.files)
    .map((template) => {
      const { bytes, ...meta } = template();
      return { id: rng.uuid(), ...meta, size: bytes.length, content: bytes.toString('base64') };
    })
    .sort((a, b) => b.modified.localeCompare(a.modified));
}

function buildImage(ctx: StudentContext, index: number): SeedImage | null {
  if (!ctx.account.plan.image) return null;
  return {
    contentType: 'image/png',
    content: makeAvatarPng(index).toString('base64'),
  };
}

// ---------------------------------------------------------------------------------------------

/** 3: the academic showcase accounts (seed-data/academic.ts). */
/** 4: the profile's e2e accounts and the changed passwords (accountPasswords). */
/** 5: the students' photos are PNG pictures (they were SVG, which the API no longer serves as images). */
export const SEED_VERSION = 5 as const;

/** Builds the whole seed as of `now` (default: the current time). */
export function buildSeed(now: Date = new Date()): SeedData {
  const clock = new Clock(now);
  const data: Omit<SeedData, 'records'> = {
    version: SEED_VERSION,
    seededAt: new Date(clock.now).toISOString(),
    students: [],
    enrolments: {},
    files: {},
    payments: {},
    images: {},
  };
  STUDENT_ACCOUNTS.forEach((account, i) => {
    const ctx: StudentContext = { account, provider: PROVIDERS[account.provider], clock };
    const profile = buildProfile(ctx);
    const plan = enrolmentPlan(ctx);
    const enrolments = account.plan.showcase
      ? buildShowcaseEnrolments(clock, {
          studentUPId: account.studentUPId,
          fileBase: `${account.givenName}_${account.familyName}`,
          scheme: ctx.provider.gradeScheme,
          courses: COURSES[account.provider],
          noCourseCode: account.plan.showcase === 'noCourseCode',
        })
      : plan.map(({ course, timing }, k) => buildEnrolment(ctx, course, k, timing));
    const payment = buildPayments(
      ctx,
      enrolments,
      plan.filter((p) => p.timing.kind !== 'upcoming').map((p) => p.course),
      plan[0]?.timing.startDay ?? -120,
    );
    data.students.push(profile);
    data.enrolments[account.studentUPId] = enrolments;
    data.files[account.studentUPId] = buildFiles(ctx, profile, enrolments, payment);
    if (payment) data.payments[account.studentUPId] = payment;
    const image = buildImage(ctx, i);
    if (image) data.images[account.studentUPId] = image;
  });
  return { ...data, records: buildRecords(data.seededAt, data.students) };
}

/** The seeded student of an account email (undefined for an account without a student). */
export function seededStudentOf(data: Pick<SeedData, 'students'>, email: string): StudentProfile | undefined {
  const wanted = email.trim().toLowerCase();
  return data.students.find((s) => s.emailAddress === wanted);
}

/** A file as the list call shows it (without content type and bytes). */
export const listedFile = ({ id, name, size, modified, category }: StoredFile | SeedFile) => ({
  id,
  name,
  size,
  modified,
  category,
});

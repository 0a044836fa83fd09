/** The seed: students, enrolments, files, payments and images for every demo account that has a
 * student (../accounts.ts). Deterministic: names, ids, amounts, counts and texts depend only on the
 * accounts; dates count in whole days (and fixed hours) from the `now` the seed is built at, and are
 * stored, so they stay put across restarts. Tests import `buildSeed` to know the expected values. */
import { STUDENT_ACCOUNTS, type DemoAccount } from '../accounts';
import { PROVIDERS } from '../providers';
import type { SeedData, StudentProfile } from '../types';
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
import { Random } from './random';
import { buildRecords } from './records';

import { Clock, type StudentContext } from './context';
import { DOCUMENTS, buildFiles, type DocumentName } from './files';
import { buildPayments } from './payments';

export { DOCUMENTS } from './files';

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
    streetOrLotNumber: '',
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
  addStudents(data, STUDENT_ACCOUNTS, clock);
  return { ...data, records: buildRecords(seededAt, data.students) };
}

/** Each student account's profile, enrolments, files, payments and photo, into `data`. */
function addStudents(
  data: Omit<SeedData, 'records' | 'version' | 'seededAt'>,
  accounts: readonly DemoAccount[],
  clock: Clock,
): void {
  accounts.forEach((account, i) => {
    if (!account.studentUPId || !account.plan) return;
    const ctx: StudentContext = {
      account: account as StudentContext['account'],
      provider: PROVIDERS[account.provider]!,
      clock,
    };
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
      account.plan.showcase ? showcasePlan(COURSES[account.provider] ?? []) : plan,
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
}

/** The seed's values for the students of accounts added after the seed was built (a provider published while the
 * backend runs), as of the seed's day: what `buildSeed` would have given them. */
export function seedStudents(accounts: readonly DemoAccount[], seededAt: string): Omit<SeedData, 'records'> {
  const data = { students: [], enrolments: {}, files: {}, payments: {}, images: {}, blobs: {} };
  addStudents(data, accounts, new Clock(new Date(seededAt)));
  return { version: SEED_VERSION, seededAt, ...data };
}

/** The seeded student of an account email (undefined for an account without a student). */
export function seededStudentOf(data: Pick<SeedData, 'students'>, email: string): StudentProfile | undefined {
  const wanted = email.trim().toLowerCase();
  return data.students.find((s) => s.emailAddress === wanted);
}

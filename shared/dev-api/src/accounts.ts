/** Demo accounts of the local sign-in (both issuers). One shared password; every account belongs to
 * one provider and so to that provider's sign-in group. The `plan` says what the seed gives the
 * account's student, so this file is the one place that says which account is special and why. */
import { PROVIDERS, type ProviderSlug, type SignInGroup } from './providers';

export const DEMO_PASSWORD = 'Portal-demo-2026';

export interface StudentPlan {
  /** Number of enrolments (1 to 3). */
  enrolments: number;
  /** Number of invoices; 0 means the student has no payment record (payments answer 404). */
  invoices: number;
  /** Number of files. */
  files: number;
  /** Whether the student has an avatar image (otherwise the image call answers 404). */
  image: boolean;
  /** The academic showcase instead of random enrolments (seed-data/academic.ts): every status of My
   * Enrolments and Grades; 'noCourseCode' also leaves the first enrolment without a course code. */
  showcase?: 'all' | 'noCourseCode';
  /** The student's profile saves fail (PATCH v1/secure/student answers 503), for the failed-save test. */
  failsProfileSave?: boolean;
}

export interface DemoAccount {
  /** OIDC subject (`sub`). */
  id: string;
  email: string;
  password: string;
  provider: ProviderSlug;
  group: SignInGroup;
  givenName: string;
  familyName: string;
  /** The student this account may read; null for an account without a student profile. */
  studentUPId: string | null;
  /** What the seed gives the student (absent when there is no student). */
  plan: StudentPlan | null;
  /** What is special about the account, for the start-up table. */
  note: string;
}

type AccountSpec = [ProviderSlug, string, string, string | null, StudentPlan | null, string];

const several = (invoices: number, files = 5): StudentPlan => ({
  enrolments: 3,
  invoices,
  files,
  image: true,
});
const two = (invoices: number, files = 5): StudentPlan => ({ enrolments: 2, invoices, files, image: true });
const single = (invoices: number, files = 3): StudentPlan => ({
  enrolments: 1,
  invoices,
  files,
  image: false,
});

// provider, given name, family name, studentUPId, plan, note
const SPECS: AccountSpec[] = [
  ['up-online', 'Ava', 'Ngata', '1100417', several(4), '3 enrolments, 4 invoices'],
  ['up-online', 'Liam', "O'Connor", '1100582', single(0), '1 enrolment, payments 404 (no payment record)'],
  ['up-online', 'Jordan', 'Reid', null, null, 'signed in, no student profile (no matching profile)'],
  ['iahealth', 'Priya', 'Sharma', '1200233', two(5), '2 enrolments, 5 invoices'],
  ['iahealth', 'Jack', 'Thompson', '1200619', single(2), '1 enrolment, 2 invoices'],
  [
    'ichm',
    'Mei',
    'Chen',
    '1300128',
    several(11, 10),
    '3 enrolments, 11 invoices (paging), 10 files (paging)',
  ],
  ['ichm', 'Oliver', 'Nguyen', '1300754', single(3), '1 enrolment, 3 invoices'],
  ['nz-institute-of-sport', 'Tamati', 'Rangi', '1400391', two(4), '2 enrolments, 4 invoices'],
  ['nz-institute-of-sport', 'Sophie', 'Williams', '1400846', single(2), '1 enrolment, 2 invoices'],
  [
    'nzma',
    'Losa',
    'Faleolo',
    '1500207',
    several(12, 10),
    '3 enrolments, 12 invoices (paging), 10 files (paging)',
  ],
  ['nzma', 'Arjun', 'Patel', '1500663', single(3), '1 enrolment, 3 invoices'],
  ['soe', 'Charlotte', 'Evans', '1600174', several(5), '3 enrolments (blocks), 5 invoices'],
  ['soe', 'Noah', 'Kumar', '1600528', single(2), '1 enrolment, 2 invoices'],
  ['yoobee', 'Hemi', 'Walker', '1700312', several(6), '3 enrolments, 6 invoices'],
  ['yoobee', 'Isla', 'Brown', '1700795', single(0), '1 enrolment, payments 404 (no payment record)'],
  ['yoobee', 'Kiri', 'Tane', null, null, 'signed in, no student profile (no matching profile)'],
  ['nzst', 'Grace', 'Taufa', '1800256', two(4), '2 enrolments, 4 invoices'],
  ['nzst', 'Ethan', 'Wilson', '1800637', single(2), '1 enrolment, 2 invoices'],
  ['colab', 'Aroha', 'Parata', '1900143', several(5), '3 enrolments, 5 invoices'],
  ['colab', 'Lucas', 'Martin', '1900708', single(3), '1 enrolment, 3 invoices'],
  // The academic showcase (last, so the accounts above keep their seeded values).
  [
    'up-online',
    'Ruby',
    'Clarke',
    '1100935',
    { ...several(2, 10), showcase: 'all' },
    'academic showcase: every subject, grade and attempt status; 10 files (paging, Recent)',
  ],
  [
    'soe',
    'Zoe',
    'Mitchell',
    '1600947',
    { ...several(2, 10), showcase: 'all' },
    'academic showcase, nested grades (soe); 10 files',
  ],
  [
    'yoobee',
    'Tama',
    'Hohaia',
    '1700958',
    { ...several(2, 10), showcase: 'noCourseCode' },
    'academic showcase; first enrolment has no course code (/lms shows the first-login error)',
  ],
  // The profile's end-to-end tests write these three; no other test uses them.
  [
    'colab',
    'Tui',
    'Hohepa',
    '1900512',
    two(1),
    'profile e2e: saves its profile and photo (no other test uses it)',
  ],
  [
    'colab',
    'Finn',
    'Kelly',
    '1900389',
    { ...single(1), failsProfileSave: true },
    'profile saves fail (503): the failed-save test',
  ],
  [
    'nzst',
    'Mere',
    'Tipene',
    '1800914',
    single(1),
    'profile e2e: changes its password (no other test uses it)',
  ],
  // Accounts of single end-to-end tests (after the others, so those keep their seeded values).
  [
    'soe',
    'Olivia',
    'Brooks',
    '1600365',
    single(2),
    'Pay now e2e: pressed several times at once, one checkout (no other test uses it)',
  ],
  [
    'nzma',
    'Wiremu',
    'Pohatu',
    '1500418',
    single(1),
    'enrolment privacy e2e: applies, closes the tab (no other test uses it)',
  ],
  [
    'nzma',
    'Sione',
    'Vaipulu',
    '1500931',
    single(1),
    'enrolment privacy e2e: signs in after Wiremu on the same browser (no other test uses it)',
  ],
];

const emailLocal = (given: string, family: string): string =>
  `${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '');

export const DEMO_ACCOUNTS: readonly DemoAccount[] = SPECS.map(
  ([provider, givenName, familyName, studentUPId, plan, note]) => {
    const email = `${emailLocal(givenName, familyName)}@${provider}.demo`;
    return {
      id: `acct-${provider}-${givenName}-${familyName}`.toLowerCase().replace(/[^a-z0-9-]/g, ''),
      email,
      password: DEMO_PASSWORD,
      provider,
      group: PROVIDERS[provider].group,
      givenName,
      familyName,
      studentUPId,
      plan,
      note,
    };
  },
);

/** Accounts that have a student profile. */
export const STUDENT_ACCOUNTS = DEMO_ACCOUNTS.filter(
  (a): a is DemoAccount & { studentUPId: string; plan: StudentPlan } =>
    a.studentUPId !== null && a.plan !== null,
);

export const findAccountById = (id: string): DemoAccount | undefined =>
  DEMO_ACCOUNTS.find((a) => a.id === id);

export const findAccountByEmail = (email: string): DemoAccount | undefined => {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === wanted);
};

/** The account's display name (OIDC `name`). */
export const fullName = (account: Pick<DemoAccount, 'givenName' | 'familyName'>): string =>
  `${account.givenName} ${account.familyName}`;

/** The demo accounts as a plain-text table (provider, group, email, password, what is special). */
export function demoAccountsTable(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const header = ['Provider', 'Group', 'Email', 'Password', 'Special'];
  const rows = accounts.map((a) => [a.provider, a.group, a.email, a.password, a.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Prints the demo-accounts table (used at start-up and by `pnpm --filter @portal/dev-api accounts`). */
export function printDemoAccounts(
  write: (text: string) => void = (text) => process.stdout.write(text),
): void {
  write(`Demo accounts (password for all: ${DEMO_PASSWORD})\n${demoAccountsTable()}\n`);
}

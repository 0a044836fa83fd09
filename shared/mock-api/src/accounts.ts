/** Demo accounts of the local sign-in (both issuers). One shared password; every account belongs to
 * one provider and so to that provider's sign-in group. The `plan` says what the seed gives the
 * account's student, so this file is the one place that says which account is special and why. */
import {
  PROVIDERS,
  PROVIDER_SEEDS,
  PROVIDER_SLUGS,
  addProviderInfo,
  removeProviderInfo,
  type ProviderSeed,
  type ProviderSlug,
  type SignInGroup,
} from './providers';
import { COURSES, type CourseSpec } from './seed/data';

export const DEMO_PASSWORD = 'Portal-demo-2026';

/** What the seed gives a student: 1 to 3 enrolments; invoices (0: no payment record, payments response 404);
 * files; a photo (or the image call responds 404). */
export interface StudentPlan {
  enrolments: number;
  invoices: number;
  files: number;
  image: boolean;
  /** The academic showcase instead of random enrolments (seed-data/academic.ts): every status of My
   * Enrolments and Grades; 'noCourseCode' also leaves the first enrolment without a course code. */
  showcase?: 'all' | 'noCourseCode';
  /** PATCH v1/secure/student answers 503, for the failed-save test. */
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
  plan: StudentPlan | null;
  /** What is special about the account, for the start-up table. */
  note: string;
}

/** Every provider's accounts (its seed's `accounts`, `providers/<slug>/seed.json`) in the order of the seed's
 * draws: by `order`, then those without one by provider and in the order listed. New accounts take no `order` (or
 * one above every other), so the accounts before them keep their seeded values; the academic showcase accounts,
 * and the three the profile's end-to-end tests write, are among them. */
const SPECS = PROVIDER_SLUGS.flatMap((provider) =>
  PROVIDER_SEEDS[provider]!.accounts.map((account) => ({ ...account, provider })),
).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));

/** The local part of a person's email address: 'Mei', 'Chen' -> 'mei.chen'. */
export const emailLocal = (given: string, family: string): string =>
  `${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '');

const accountOf = ({
  provider,
  givenName,
  familyName,
  studentUPId,
  plan,
  note,
}: (typeof SPECS)[number]): DemoAccount => {
  const email = `${emailLocal(givenName, familyName)}@${provider}.demo`;
  return {
    id: `acct-${provider}-${givenName}-${familyName}`.toLowerCase().replace(/[^a-z0-9-]/g, ''),
    email,
    password: DEMO_PASSWORD,
    provider,
    group: PROVIDERS[provider]!.group,
    givenName,
    familyName,
    studentUPId,
    plan,
    note,
  };
};

/** The registry's providers' accounts, then those of providers published while the backend runs (addProvider). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = SPECS.map(accountOf);

export const STUDENT_ACCOUNTS = DEMO_ACCOUNTS.filter(
  (a): a is DemoAccount & { studentUPId: string; plan: StudentPlan } =>
    a.studentUPId !== null && a.plan !== null,
);

/** Adds a provider published while the backend runs, with its seed's accounts (after every other); returns its
 * accounts, or none when the provider was known already. */
export function addProvider(
  document: Parameters<typeof addProviderInfo>[0],
  seed: ProviderSeed,
): DemoAccount[] {
  if (!addProviderInfo(document, seed)) return [];
  const provider = document.slug as ProviderSlug;
  (COURSES as Record<string, readonly CourseSpec[]>)[provider] = seed.courses ?? [];
  const added = seed.accounts.map((account) => accountOf({ ...account, provider }));
  (DEMO_ACCOUNTS as DemoAccount[]).push(...added);
  return added;
}

/** Removes a provider added while the backend runs (addProvider) that was withdrawn, with its accounts: they no
 * longer sign in, and their tokens are no longer accepted. Returns its accounts that were removed (none for a
 * provider of the registry or one not added). */
export function removeProvider(slug: string): DemoAccount[] {
  if (!removeProviderInfo(slug)) return [];
  delete (COURSES as Record<string, readonly CourseSpec[]>)[slug];
  const accounts = DEMO_ACCOUNTS as DemoAccount[];
  const removed = accounts.filter((account) => account.provider === slug);
  accounts.splice(0, accounts.length, ...accounts.filter((account) => account.provider !== slug));
  return removed;
}

export const findAccountById = (id: string): DemoAccount | undefined =>
  DEMO_ACCOUNTS.find((a) => a.id === id);

export const findAccountByEmail = (email: string): DemoAccount | undefined => {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === wanted);
};

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

/** The providers of the portal as the local backend sees them. Slug, name, sign-in group and country come from
 * each provider's document (@portal/config), so the two cannot drift apart; the backend adds what only it needs
 * (currency, student-number prefix, grading scheme), from the provider's seed beside its document. */
import type { StudentPlan } from './accounts';
import type { CourseSpec } from './seed/data';
import {
  PROVIDER_SLUGS as REGISTERED_SLUGS,
  isProviderSlug as isRegisteredSlug,
  type ProviderGroup,
  type ProviderSlug,
} from '@portal/config';
import { PROVIDERS as REGISTRY, PROVIDER_SEEDS_BY_SLUG as SEEDS } from '@portal/config/providers';

export type { ProviderSlug };

/** The providers the backend serves: the registry's, then those published while it runs (addProvider). */
export const PROVIDER_SLUGS: ProviderSlug[] = [...REGISTERED_SLUGS];

export const isProviderSlug = (value: unknown): value is ProviderSlug =>
  isRegisteredSlug(value) || (typeof value === 'string' && PROVIDER_SLUGS.includes(value as ProviderSlug));

/** cognito: the user-pool group with a hosted sign-in page; aad: the organisation-directory group. */
export type SignInGroup = ProviderGroup;
export const SIGN_IN_GROUPS: readonly SignInGroup[] = ['cognito', 'aad'];

export interface ProviderInfo {
  slug: ProviderSlug;
  name: string;
  group: SignInGroup;
  country: 'NZ' | 'AU';
  currency: 'NZD' | 'AUD';
  /** Prefix of the provider's own student numbers (profile studentId). */
  studentIdPrefix: string;
  /** How results are expressed on academic records. */
  gradeScheme: 'hd' | 'competency' | 'letter';
}

/** A provider's seed of the local backend (`providers/<slug>/seed.json`, beside its document): what only the
 * backend keeps of the provider, and its demo accounts (./accounts.ts). */
export interface ProviderSeed {
  backend: Pick<ProviderInfo, 'currency' | 'studentIdPrefix' | 'gradeScheme'>;
  accounts: SeedAccount[];
  /** The courses it offers (a provider published while the backend runs; the registry's are in the seed
   * catalogue, seed/data/catalogue.json). */
  courses?: CourseSpec[];
}

/** A demo account as a provider's seed lists it. */
export interface SeedAccount {
  givenName: string;
  familyName: string;
  /** The student the account may read; null for an account without a student profile. */
  studentUPId: string | null;
  /** What the seed gives the student (./accounts.ts, StudentPlan); null without a student. */
  plan: StudentPlan | null;
  /** What is special about the account, for the start-up table. */
  note: string;
  /** The account's place in the seed's draws, across every provider: an account keeps its seeded values when
   * others are added. Accounts without one come after, by provider and in the order listed. */
  order?: number;
}

export const PROVIDER_SEEDS = SEEDS as Record<ProviderSlug, ProviderSeed>;

export const PROVIDERS = Object.fromEntries(
  PROVIDER_SLUGS.map((slug) => {
    const { name, group, country } = REGISTRY[slug]!;
    return [slug, { slug, name, group, country, ...PROVIDER_SEEDS[slug]!.backend }];
  }),
) as Record<ProviderSlug, ProviderInfo>;

/** A provider published while the backend runs: its document's slug, name, group and country, and its seed. Adds it
 * once (a provider already known keeps what it has); returns whether it was new. */
export function addProviderInfo(
  document: { slug: string; name: string; group: SignInGroup; country: 'NZ' | 'AU' },
  seed: ProviderSeed,
): boolean {
  const slug = document.slug as ProviderSlug;
  if (isProviderSlug(slug)) return false;
  const { name, group, country } = document;
  PROVIDER_SEEDS[slug] = seed;
  PROVIDERS[slug] = { slug, name, group, country, ...seed.backend };
  PROVIDER_SLUGS.push(slug);
  return true;
}

/** Forgets a provider added while the backend runs (addProviderInfo), once withdrawn; a provider of the registry
 * stays. Returns whether it was forgotten. */
export function removeProviderInfo(slug: string): boolean {
  const at = PROVIDER_SLUGS.indexOf(slug as ProviderSlug);
  if (isRegisteredSlug(slug) || at < 0) return false;
  PROVIDER_SLUGS.splice(at, 1);
  delete PROVIDERS[slug as ProviderSlug];
  delete PROVIDER_SEEDS[slug as ProviderSlug];
  return true;
}

/** The providers of the portal as the local backend sees them. Slug, name, sign-in group and country come from
 * each provider's document (@portal/config), so the two cannot drift apart; the backend adds what only it needs
 * (currency, student-number prefix, grading scheme), from the provider's seed beside its document. */
import type { StudentPlan } from './accounts';
import { PROVIDER_SLUGS, isProviderSlug, type ProviderGroup, type ProviderSlug } from '@portal/config';
import { PROVIDERS as REGISTRY, PROVIDER_SEEDS_BY_SLUG as SEEDS } from '@portal/config/providers';

export { PROVIDER_SLUGS, isProviderSlug, type ProviderSlug };

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

/** The nine providers of the portal as the local backend sees them. Slug, name, sign-in group and
 * country come from the portal's own registry (@portal/config), so the two cannot drift apart; the
 * backend adds what only it needs (currency, student-number prefix, grading scheme). */
import { PROVIDER_SLUGS, isProviderSlug, type ProviderGroup, type ProviderSlug } from '@portal/config';
import { PROVIDERS as REGISTRY } from '@portal/config/providers';

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

const BACKEND: Record<ProviderSlug, Pick<ProviderInfo, 'currency' | 'studentIdPrefix' | 'gradeScheme'>> = {
  'up-online': { currency: 'AUD', studentIdPrefix: 'UPO', gradeScheme: 'competency' },
  iahealth: { currency: 'AUD', studentIdPrefix: 'IAH', gradeScheme: 'competency' },
  ichm: { currency: 'AUD', studentIdPrefix: 'ICHM', gradeScheme: 'hd' },
  'nz-institute-of-sport': { currency: 'NZD', studentIdPrefix: 'NZIS', gradeScheme: 'competency' },
  nzma: { currency: 'NZD', studentIdPrefix: 'NZMA', gradeScheme: 'letter' },
  soe: { currency: 'AUD', studentIdPrefix: 'SOE', gradeScheme: 'competency' },
  yoobee: { currency: 'NZD', studentIdPrefix: 'YB', gradeScheme: 'letter' },
  nzst: { currency: 'NZD', studentIdPrefix: 'NZST', gradeScheme: 'competency' },
  colab: { currency: 'NZD', studentIdPrefix: 'CLB', gradeScheme: 'letter' },
};

export const PROVIDERS = Object.fromEntries(
  PROVIDER_SLUGS.map((slug) => {
    const { name, group, country } = REGISTRY[slug];
    return [slug, { slug, name, group, country, ...BACKEND[slug] }];
  }),
) as Record<ProviderSlug, ProviderInfo>;

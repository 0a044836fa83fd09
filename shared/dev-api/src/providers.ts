/** The nine providers of the portal (spec portal §1) as the local backend sees them: which sign-in
 * group they use, where they are, and what they teach. The portal's own registry lives in
 * @portal/config; dev-api keeps this small copy so it can run without the front-end packages. */

export const PROVIDER_SLUGS = [
  'up-online',
  'iahealth',
  'ichm',
  'nz-institute-of-sport',
  'nzma',
  'soe',
  'yoobee',
  'nzst',
  'colab',
] as const;
export type ProviderSlug = (typeof PROVIDER_SLUGS)[number];

/** cognito: the user-pool group with a hosted sign-in page; aad: the organisation-directory group. */
export type SignInGroup = 'cognito' | 'aad';
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

export const PROVIDERS: Record<ProviderSlug, ProviderInfo> = {
  'up-online': {
    slug: 'up-online',
    name: 'UP Education Online',
    group: 'cognito',
    country: 'AU',
    currency: 'AUD',
    studentIdPrefix: 'UPO',
    gradeScheme: 'competency',
  },
  iahealth: {
    slug: 'iahealth',
    name: 'Institute of Applied Health',
    group: 'cognito',
    country: 'AU',
    currency: 'AUD',
    studentIdPrefix: 'IAH',
    gradeScheme: 'competency',
  },
  ichm: {
    slug: 'ichm',
    name: 'International College of Hotel Management',
    group: 'cognito',
    country: 'AU',
    currency: 'AUD',
    studentIdPrefix: 'ICHM',
    gradeScheme: 'hd',
  },
  'nz-institute-of-sport': {
    slug: 'nz-institute-of-sport',
    name: 'New Zealand Institute of Sport',
    group: 'aad',
    country: 'NZ',
    currency: 'NZD',
    studentIdPrefix: 'NZIS',
    gradeScheme: 'competency',
  },
  nzma: {
    slug: 'nzma',
    name: 'NZMA',
    group: 'aad',
    country: 'NZ',
    currency: 'NZD',
    studentIdPrefix: 'NZMA',
    gradeScheme: 'letter',
  },
  soe: {
    slug: 'soe',
    name: 'School of Education',
    group: 'cognito',
    country: 'AU',
    currency: 'AUD',
    studentIdPrefix: 'SOE',
    gradeScheme: 'competency',
  },
  yoobee: {
    slug: 'yoobee',
    name: 'Yoobee Colleges',
    group: 'aad',
    country: 'NZ',
    currency: 'NZD',
    studentIdPrefix: 'YB',
    gradeScheme: 'letter',
  },
  nzst: {
    slug: 'nzst',
    name: 'New Zealand School of Tourism',
    group: 'cognito',
    country: 'NZ',
    currency: 'NZD',
    studentIdPrefix: 'NZST',
    gradeScheme: 'competency',
  },
  colab: {
    slug: 'colab',
    name: 'Colab',
    group: 'cognito',
    country: 'NZ',
    currency: 'NZD',
    studentIdPrefix: 'CLB',
    gradeScheme: 'letter',
  },
};

export const isProviderSlug = (value: unknown): value is ProviderSlug =>
  typeof value === 'string' && (PROVIDER_SLUGS as readonly string[]).includes(value);

export const providersOfGroup = (group: SignInGroup): ProviderSlug[] =>
  PROVIDER_SLUGS.filter((slug) => PROVIDERS[slug].group === group);

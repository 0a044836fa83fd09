import { PROVIDERS } from './providers/all';
import {
  PROVIDER_MENU_ROLES,
  getProvider,
  isProviderSlug,
  providerFromHost,
  providerNamedByHost,
} from './registry';
import { PROVIDER_SLUGS, type ProviderSlug, type RouteRole } from './types';

/** The menu items of the user and burger menus: the roles provider files may list. */
const MENU_KEYS: readonly RouteRole[] = [
  'learning',
  'settings',
  'grades',
  'myEnrolments',
  'payments',
  'files',
  'support',
  'library',
  'policiesAndProcedures',
  'withdraw',
  'logout',
];
/** The order of the desktop user menu. */
const USER_MENU_ORDER: readonly RouteRole[] = [
  'learning',
  'settings',
  'grades',
  'myEnrolments',
  'payments',
  'files',
  'support',
  'library',
  'policiesAndProcedures',
  'logout',
];
const BURGER_ORDER: readonly RouteRole[] = [
  'settings',
  'grades',
  'payments',
  'files',
  'support',
  'withdraw',
  'logout',
];

const all = PROVIDER_SLUGS.map((slug) => [slug, PROVIDERS[slug]!] as const);
const isInOrder = (items: readonly RouteRole[], order: readonly RouteRole[]) =>
  items.every((item, i) => i === 0 || order.indexOf(items[i - 1] as RouteRole) < order.indexOf(item));

describe('provider registry', () => {
  it('holds the nine providers, each under its own slug', () => {
    expect(Object.keys(PROVIDERS).sort()).toEqual([...PROVIDER_SLUGS].sort());
    for (const [slug, provider] of all) {
      expect(provider.slug).toBe(slug);
      expect(getProvider(slug)).toBe(provider);
      expect(provider.name).not.toBe('');
      expect(provider.pageTitle).not.toBe('');
    }
  });

  it('resolves the provider from the host name, else the fallback', () => {
    expect(providerFromHost('yoobee.localhost', 'up-online')).toBe('yoobee');
    expect(providerFromHost('NZMA.portal.example', 'up-online')).toBe('nzma');
    expect(providerFromHost('nz-institute-of-sport.localhost', 'soe')).toBe('nz-institute-of-sport');
    expect(providerFromHost('unknown.localhost', 'up-online')).toBe('up-online');
    expect(providerFromHost('localhost', 'colab')).toBe('colab');
    expect(providerFromHost('', 'ichm')).toBe('ichm');
    expect(isProviderSlug('yoobee')).toBe(true);
    expect(isProviderSlug('Yoobee')).toBe(false);
  });

  it('signs in through the group the dev IdP is set up for', () => {
    const groups = Object.fromEntries(all.map(([slug, p]) => [slug, p.group]));
    expect(groups).toEqual({
      'up-online': 'cognito',
      iahealth: 'cognito',
      ichm: 'cognito',
      'nz-institute-of-sport': 'aad',
      nzma: 'aad',
      soe: 'cognito',
      yoobee: 'aad',
      nzst: 'cognito',
      colab: 'cognito',
    } satisfies Record<ProviderSlug, string>);
  });

  it.each(all)('%s: menus hold only valid keys, no duplicates, in the spec order', (_slug, p) => {
    for (const menu of [p.menus.user, p.menus.burger]) {
      for (const item of menu) expect(MENU_KEYS).toContain(item);
      expect(new Set(menu).size).toBe(menu.length);
      expect(menu).toContain('settings');
      expect(menu[menu.length - 1]).toBe('logout');
    }
    expect(p.menus.user).not.toContain('withdraw');
    expect(isInOrder(p.menus.user, USER_MENU_ORDER)).toBe(true);
    expect(isInOrder(p.menus.burger, BURGER_ORDER)).toBe(true);
  });

  it('offers the new learning platform only to soe, with both of its links', () => {
    for (const [slug, p] of all) {
      expect(p.menus.user.includes('learning')).toBe(slug === 'soe');
      expect(p.menus.burger).not.toContain('learning');
      expect(Boolean(p.links.newLms && p.links.newLmsNonProd)).toBe(slug === 'soe');
    }
  });

  it('keeps payments for the providers the other suites use', () => {
    for (const slug of ['up-online', 'yoobee', 'nzma', 'ichm'] as const) {
      expect(PROVIDERS[slug]!.menus.user).toContain('payments');
      expect(PROVIDERS[slug]!.menus.burger).toContain('payments');
    }
  });

  it.each(all)('%s: menus agree with the features and links', (_slug, p) => {
    const { features, links } = p;
    // The support item leads to /case/support/general, which only a provider with a support page fills.
    expect(p.menus.user.includes('support')).toBe(features.supportPage !== null);
    expect(p.menus.burger.includes('support')).toBe(features.supportPage !== null);
    // Policies: the /policies page, or an external address.
    expect(p.menus.user.includes('policiesAndProcedures')).toBe(
      features.policiesPage || Boolean(links.policies),
    );
    if (features.policiesPage) expect(links.studentHandbook).toMatch(/^https:\/\//);
    // The burger drawer limits the same items the user menu limits.
    for (const item of ['grades', 'payments', 'files'] as const) {
      expect(p.menus.burger.includes(item)).toBe(p.menus.user.includes(item));
    }
  });

  it('turns the provider-specific pages on and off as the spec says', () => {
    const pick = <K extends keyof (typeof PROVIDERS)['soe']['features']>(key: K) =>
      Object.fromEntries(all.map(([slug, p]) => [slug, p.features[key]]));
    expect(pick('supportPage')).toEqual({
      'up-online': null,
      iahealth: null,
      ichm: 'ichm',
      'nz-institute-of-sport': 'nzma',
      nzma: 'nzma',
      soe: 'soe',
      yoobee: null,
      nzst: null,
      colab: 'colab',
    });
    for (const [slug, p] of all) {
      const nzmaFamily = slug === 'nzma' || slug === 'nz-institute-of-sport';
      expect(p.features.caseChannel).toBe(nzmaFamily ? 'emailCase' : 'case');
      expect(p.features.policiesPage).toBe(nzmaFamily);
      expect(p.features.gradesView).toBe(slug === 'soe' ? 'nested' : 'submissions');
      expect(p.features.showCourses).toBe(slug !== 'soe');
    }
    const coursesFirst = all.filter(([, p]) => p.features.coursesFirst).length;
    expect(coursesFirst).toBeGreaterThanOrEqual(1);
    expect(coursesFirst).toBeLessThanOrEqual(2);
  });

  it.each(all)('%s: country, timezone, links and contact are well-formed', (_slug, p) => {
    expect(['Pacific/Auckland', 'Australia/Melbourne', 'Australia/Sydney']).toContain(p.timezone);
    expect(p.timezone.startsWith('Pacific/')).toBe(p.country === 'NZ');
    for (const [key, value] of Object.entries(p.links)) {
      expect(`${key}: ${new URL(value as string).protocol}`).toBe(`${key}: https:`);
    }
    expect(p.links.lmsLogout.startsWith(p.links.lms)).toBe(true);
    expect(p.contact.phone).toMatch(p.country === 'NZ' ? /^0800 \d{3} \d{3}$/ : /^1300 \d{3} \d{3}$/);
    expect(p.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    const emailDomain = p.contact.email.split('@')[1] ?? '';
    expect(new URL(p.links.home).hostname.endsWith(emailDomain)).toBe(true);
  });

  it.each(all)('%s: has library sections exactly when its menu shows the library', (_slug, p) => {
    const sections = p.library ?? [];
    expect(p.menus.user.includes('library')).toBe(sections.length > 0);
    expect(new Set(sections.map((s) => s.kind)).size).toBe(sections.length);
    for (const section of sections) {
      expect(section.links.length).toBeGreaterThan(0);
      for (const link of section.links) {
        expect(link.name.trim()).not.toBe('');
        expect(new URL(link.href).protocol).toBe('https:');
      }
    }
  });

  it('labels the Australian Eastern zone for iahealth', () => {
    expect(PROVIDERS.iahealth!.timezone).toBe('Australia/Sydney');
    expect(PROVIDERS.iahealth!.timezoneLabel).toBe('Australian Eastern Time');
  });

  it('makes name and email read-only for the directory (aad) providers', () => {
    for (const [, p] of all) {
      for (const field of p.readOnlyFields) {
        expect(['name', 'email', 'phone', 'address', 'preferredName', 'socialLinks']).toContain(field);
      }
      if (p.group === 'aad') expect(p.readOnlyFields).toEqual(expect.arrayContaining(['name', 'email']));
    }
  });
});

describe("each provider's settings, loaded on their own (a chunk each in the portal)", () => {
  /** A fresh copy of the registry: Jest's set-up has given every provider to the shared one. */
  function freshRegistry(): typeof import('./registry') {
    let registry: typeof import('./registry') | undefined;
    jest.isolateModules(() => {
      registry = jest.requireActual<typeof import('./registry')>('./registry');
    });
    return registry!;
  }

  it('has no provider before it is loaded, and says what to do', () => {
    const fresh = freshRegistry();
    expect(() => fresh.getProvider('nzma')).toThrow(
      'The settings of "nzma" are not loaded: await loadProvider("nzma") first.',
    );
  });

  it.each(PROVIDER_SLUGS)('loads the settings of %s, and only those', async (slug) => {
    const fresh = freshRegistry();
    const provider = await fresh.loadProvider(slug);
    expect(provider).toEqual(PROVIDERS[slug]!);
    expect(fresh.getProvider(slug)).toBe(provider);
    const other = PROVIDER_SLUGS.find((s) => s !== slug)!;
    expect(() => fresh.getProvider(other)).toThrow(`The settings of "${other}" are not loaded`);
  });

  it('loads them once however many ask', async () => {
    const fresh = freshRegistry();
    const first = fresh.loadProvider('colab');
    expect(fresh.loadProvider('colab')).toBe(first);
    await first;
  });

  it('knows every menu role the provider files list, and no other', () => {
    const listed = new Set(
      Object.values(PROVIDERS).flatMap((provider) => [...provider.menus.user, ...provider.menus.burger]),
    );
    expect([...PROVIDER_MENU_ROLES].sort()).toEqual([...listed].sort());
  });
});

it('names a provider from the host only when its first label is one', () => {
  expect(providerNamedByHost('yoobee.localhost')).toBe('yoobee');
  expect(providerNamedByHost('NZMA.portal.example')).toBe('nzma');
  for (const host of ['localhost', 'portal.example', 'constructor.localhost', 'x.soe.example'])
    expect(providerNamedByHost(host)).toBeUndefined();
});

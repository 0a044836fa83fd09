import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROVIDER_SLUGS } from '@portal/config';
import { PROVIDERS } from '@portal/config/providers';
import { applyDocumentBranding, providerTheme } from './branding';
import { relativeLuminance } from './color';
import { THEMES } from './providerThemes/all';

// Jest maps every .svg import to one stub string, so these tests check shape and DOM effects;
// the files themselves are checked below.
describe('providerTheme', () => {
  it.each(PROVIDER_SLUGS)('%s: has a logo, a favicon, and the registry name', (slug) => {
    const theme = providerTheme(slug);
    expect(theme.name).toBe(PROVIDERS[slug]!.name);
    expect(theme.logoAlt).toBe(PROVIDERS[slug]!.name);
    expect(typeof theme.logoUrl).toBe('string');
    expect(theme.logoUrl).not.toBe('');
    expect(typeof theme.logoDarkUrl).toBe('string');
    expect(theme.logoDarkUrl).not.toBe('');
    expect(typeof theme.faviconUrl).toBe('string');
    expect(theme.faviconUrl).not.toBe('');
  });
});

describe('applyDocumentBranding', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });
  const icons = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');

  it('sets the title and creates the favicon link', () => {
    applyDocumentBranding('yoobee', 'Profile | Yoobee Student Portal');
    expect(document.title).toBe('Profile | Yoobee Student Portal');
    expect(icons()).toHaveLength(1);
    const link = icons()[0] as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe(providerTheme('yoobee').faviconUrl);
    expect(link.type).toBe('image/svg+xml');
  });

  it('updates the existing favicon link instead of adding another', () => {
    document.head.innerHTML = '<link rel="shortcut icon" href="/favicon.ico">';
    applyDocumentBranding('nzma', 'Grades');
    applyDocumentBranding('ichm', 'Payments');
    expect(icons()).toHaveLength(1);
    expect(icons()[0]?.getAttribute('href')).toBe(providerTheme('ichm').faviconUrl);
    expect(document.title).toBe('Payments');
  });

  it('falls back to the provider name for an empty title', () => {
    applyDocumentBranding('soe', '  ');
    expect(document.title).toBe('School of Education');
  });
});

describe('assets', () => {
  // The real files behind the addresses: each slug has its own logo and favicon, and each is an SVG
  // with a viewBox (so it scales in the header) and, for logos, an accessible name. `<slug>-<picture>.svg` is
  // the picture beside the provider's document, providers/<slug>/<picture>.svg.
  const fileOf = (name: string) => {
    const [, slug = '', picture = ''] = /^(.+)-(logo-dark|logo|favicon)\.svg$/.exec(name) ?? [];
    return join(__dirname, '..', '..', '..', '..', 'providers', slug, `${picture}.svg`);
  };
  const read = (file: string) => readFileSync(fileOf(file), 'utf8');

  it.each(PROVIDER_SLUGS)('%s: ships a logo and a favicon', (slug) => {
    const logo = read(`${slug}-logo.svg`);
    const favicon = read(`${slug}-favicon.svg`);
    expect(logo).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ 48"[^>]* role="img" aria-label="[^"]+"/,
    );
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 32 32"/);
  });

  // A wordmark is drawn for its header's tone: where the dark scheme turns a light header dark, a dark
  // variant with light lettering ships beside it (same size and name); where the header is dark in both
  // schemes, the one logo serves both.
  const isLight = (hex: string) => relativeLuminance(hex) > 0.4;
  it.each(PROVIDER_SLUGS)('%s: a logo for the dark header where its tone changes', (slug) => {
    const { header, dark } = THEMES[slug]!;
    const hasDark = existsSync(fileOf(`${slug}-logo-dark.svg`));
    expect(hasDark).toBe(isLight(header.bg) !== isLight(dark.header.bg));
    if (hasDark) {
      const head = (file: string) => /^<svg[^>]*>/.exec(read(file))?.[0];
      expect(head(`${slug}-logo-dark.svg`)).toBe(head(`${slug}-logo.svg`));
    }
  });
});

import { getProvider, providerAssetUrl, type ProviderSlug } from '@portal/config';

export interface ProviderThemeInfo {
  /** URL of the wordmark, drawn for the provider's light `header.bg` (the footer uses the same tone). */
  logoUrl: string;
  /** URL of the wordmark for the dark scheme's `header.bg`: the same as `logoUrl` where the header keeps its
   * tone in dark (a dark header in both), a variant with light lettering where the light header turns dark. */
  logoDarkUrl: string;
  /** Alternative text of the logo: the provider's name. */
  logoAlt: string;
  /** URL of the SVG favicon. */
  faviconUrl: string;
  /** The provider's display name, from the registry. */
  name: string;
}

/** Logo, favicon and name of a provider, from its document (the pictures are the SVG files beside it). */
export function providerTheme(slug: ProviderSlug): ProviderThemeInfo {
  const { name, logos } = getProvider(slug);
  const logoUrl = providerAssetUrl(slug, logos.light);
  return {
    logoUrl,
    logoDarkUrl: logos.dark ? providerAssetUrl(slug, logos.dark) : logoUrl,
    logoAlt: name,
    faviconUrl: providerAssetUrl(slug, logos.favicon),
    name,
  };
}

/** Sets the document title (the provider's name when `title` is empty) and points the
 * `<link rel="icon">` at the provider's favicon, creating the link when the page has none. */
export function applyDocumentBranding(slug: ProviderSlug, title: string): void {
  const { faviconUrl, name } = providerTheme(slug);
  document.title = title.trim() || name;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.type = 'image/svg+xml';
  link.href = faviconUrl;
}

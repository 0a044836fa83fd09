import { getProvider, type ProviderSlug } from '@portal/config';
import colabFavicon from '../assets/colab-favicon.svg';
import colabLogo from '../assets/colab-logo.svg';
import colabLogoDark from '../assets/colab-logo-dark.svg';
import iahealthFavicon from '../assets/iahealth-favicon.svg';
import iahealthLogo from '../assets/iahealth-logo.svg';
import iahealthLogoDark from '../assets/iahealth-logo-dark.svg';
import ichmFavicon from '../assets/ichm-favicon.svg';
import ichmLogo from '../assets/ichm-logo.svg';
import nzisFavicon from '../assets/nz-institute-of-sport-favicon.svg';
import nzisLogo from '../assets/nz-institute-of-sport-logo.svg';
import nzmaFavicon from '../assets/nzma-favicon.svg';
import nzmaLogo from '../assets/nzma-logo.svg';
import nzstFavicon from '../assets/nzst-favicon.svg';
import nzstLogo from '../assets/nzst-logo.svg';
import soeFavicon from '../assets/soe-favicon.svg';
import soeLogo from '../assets/soe-logo.svg';
import soeLogoDark from '../assets/soe-logo-dark.svg';
import upOnlineFavicon from '../assets/up-online-favicon.svg';
import upOnlineLogo from '../assets/up-online-logo.svg';
import upOnlineLogoDark from '../assets/up-online-logo-dark.svg';
import yoobeeFavicon from '../assets/yoobee-favicon.svg';
import yoobeeLogo from '../assets/yoobee-logo.svg';

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

const ASSETS: Record<ProviderSlug, { logo: string; logoDark?: string; favicon: string }> = {
  'up-online': { logo: upOnlineLogo, logoDark: upOnlineLogoDark, favicon: upOnlineFavicon },
  iahealth: { logo: iahealthLogo, logoDark: iahealthLogoDark, favicon: iahealthFavicon },
  ichm: { logo: ichmLogo, favicon: ichmFavicon },
  'nz-institute-of-sport': { logo: nzisLogo, favicon: nzisFavicon },
  nzma: { logo: nzmaLogo, favicon: nzmaFavicon },
  soe: { logo: soeLogo, logoDark: soeLogoDark, favicon: soeFavicon },
  yoobee: { logo: yoobeeLogo, favicon: yoobeeFavicon },
  nzst: { logo: nzstLogo, favicon: nzstFavicon },
  colab: { logo: colabLogo, logoDark: colabLogoDark, favicon: colabFavicon },
};

/** Logo, favicon and name of a provider. */
export function providerTheme(slug: ProviderSlug): ProviderThemeInfo {
  const { logo, logoDark = logo, favicon } = ASSETS[slug];
  const { name } = getProvider(slug);
  return { logoUrl: logo, logoDarkUrl: logoDark, logoAlt: name, faviconUrl: favicon, name };
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

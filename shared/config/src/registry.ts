import type { Provider, ProviderSlug } from './types';
import { PROVIDER_SLUGS } from './types';
import { upOnline } from './providers/up-online';
import { iahealth } from './providers/iahealth';
import { ichm } from './providers/ichm';
import { nzInstituteOfSport } from './providers/nz-institute-of-sport';
import { nzma } from './providers/nzma';
import { soe } from './providers/soe';
import { yoobee } from './providers/yoobee';
import { nzst } from './providers/nzst';
import { colab } from './providers/colab';

export const PROVIDERS: Record<ProviderSlug, Provider> = {
  'up-online': upOnline,
  iahealth,
  ichm,
  'nz-institute-of-sport': nzInstituteOfSport,
  nzma,
  soe,
  yoobee,
  nzst,
  colab,
};

export const isProviderSlug = (value: unknown): value is ProviderSlug =>
  typeof value === 'string' && (PROVIDER_SLUGS as readonly string[]).includes(value);

/** The provider named by the host's first label (`yoobee.localhost`, `yoobee.portal.example`), else `fallback`. */
export function providerFromHost(hostname: string, fallback: ProviderSlug): ProviderSlug {
  const first = hostname.split('.')[0]?.toLowerCase();
  return isProviderSlug(first) ? first : fallback;
}

export const getProvider = (slug: ProviderSlug): Provider => PROVIDERS[slug];

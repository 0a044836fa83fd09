// Every provider's look at once, for the tests that check all nine (contrast, schemes, branding): the portal
// itself loads one, in its chunk (./index.ts).
import type { ProviderSlug } from '@portal/config';
import type { ProviderTheme } from '../themes';
import { look as colab } from './colab';
import { look as iahealth } from './iahealth';
import { look as ichm } from './ichm';
import { look as nzInstituteOfSport } from './nz-institute-of-sport';
import { look as nzma } from './nzma';
import { look as nzst } from './nzst';
import { look as soe } from './soe';
import { look as upOnline } from './up-online';
import { look as yoobee } from './yoobee';

export const THEMES: Record<ProviderSlug, ProviderTheme> = {
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

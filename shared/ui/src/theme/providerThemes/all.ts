// Every provider's theme at once, for the tests that check all nine (contrast, schemes, branding): the portal
// itself loads one, in its chunk (./index.ts).
import type { ProviderSlug } from '@portal/config';
import type { ProviderTheme } from '../themes';
import { theme as colab } from './colab';
import { theme as iahealth } from './iahealth';
import { theme as ichm } from './ichm';
import { theme as nzInstituteOfSport } from './nz-institute-of-sport';
import { theme as nzma } from './nzma';
import { theme as nzst } from './nzst';
import { theme as soe } from './soe';
import { theme as upOnline } from './up-online';
import { theme as yoobee } from './yoobee';

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

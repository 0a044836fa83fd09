// Every provider's settings at once (`@portal/config/providers`), for what needs all nine: the mock API and
// the local backend, the end-to-end tests, Jest's set-up. The portal itself loads one, in its chunk
// (../registry.ts, loadProvider): nothing the portal ships imports this file.
import type { Provider, ProviderSlug } from '../types';
import { colab } from './colab';
import { iahealth } from './iahealth';
import { ichm } from './ichm';
import { nzInstituteOfSport } from './nz-institute-of-sport';
import { nzma } from './nzma';
import { nzst } from './nzst';
import { soe } from './soe';
import { upOnline } from './up-online';
import { yoobee } from './yoobee';

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

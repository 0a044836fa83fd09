// Every provider's theme at once, for the tests that check them all (contrast, schemes, branding): the portal
// itself loads one, with its provider's document (./index.ts).
import type { ProviderSlug } from '@portal/config';
import { PROVIDERS } from '@portal/config/providers';
import type { ProviderTheme } from '../themes';

export const THEMES: Record<ProviderSlug, ProviderTheme> = Object.fromEntries(
  Object.entries(PROVIDERS).map(([slug, provider]) => [slug, provider.theme]),
);

import { configureApi, type ApiTokens } from '@portal/api';
import { createSignIn, type SignInStrategy } from '@portal/auth';
import {
  configureConfig,
  loadProvider,
  type PortalConfig,
  type Provider,
  type ProviderSlug,
} from '@portal/config';
import { activateLocale, loadCatalog, type Messages } from '@portal/i18n';
import { loadMockFetch } from '@portal/mock-api';
import { loadTheme } from '@portal/ui';

/** Loads the catalogs (the shell's, a remote's) into the one i18n instance and activates the portal's locale:
 * first of all, so that even a failed start speaks the portal's words. */
export function activateMessages(...catalogs: Messages[]): void {
  for (const catalog of catalogs) loadCatalog(catalog);
  activateLocale();
}

const RETRY_MS = 1000;

/** The provider's settings and theme (one chunk of their own): tried again once, a second later, as a file can be
 * lost on a poor connection; the portal cannot show a page without them. (Once, not more: each try may wait for
 * the chunk loader's time limit on a stalled connection before the student is told.) */
export function loadProviderParts(slug: ProviderSlug): Promise<Provider> {
  const load = () => Promise.all([loadProvider(slug), loadTheme(slug)]).then(([provider]) => provider);
  const again = () => new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(load);
  return load().catch(again);
}

export interface PortalStart {
  config: PortalConfig;
  provider: Provider;
  /** The signed-in user's tokens, read at each request (null while nobody is signed in). */
  getTokens: () => ApiTokens | null;
  /** Called with the sign-in as soon as it is made, before the mock transport may have arrived. */
  onSignIn?: (signIn: SignInStrategy) => void;
}

/** Configures the portal's singletons, in their order: the configuration and provider at once; then the sign-in
 * and, in mock-user mode, the mock transport (each a chunk of its own) side by side; then the API client with the
 * configuration's address, key and deadline, the signed-in user's tokens and that transport. Resolves with the
 * sign-in, for the caller to restore the session. Only the shell's start and a remote's dev harness call it. */
export async function configurePortal({
  config,
  provider,
  getTokens,
  onSignIn,
}: PortalStart): Promise<SignInStrategy> {
  configureConfig(config, provider);
  const [transport, signIn] = await Promise.all([
    // Mock-user mode swaps the transport: the dummy data responds, no request leaves the browser.
    config.mockUser ? loadMockFetch() : undefined,
    createSignIn(config, provider).then((made) => {
      onSignIn?.(made);
      return made;
    }),
  ]);
  configureApi({
    baseUri: config.apiBaseUri,
    subscriptionKey: config.subscriptionKey,
    timeoutMs: config.requestTimeoutMs,
    getTokens,
    ...(transport ? { fetch: transport } : {}),
  });
  return signIn;
}

import { DEFAULT_CONFIG, mergeConfig, readOverrides, type PortalConfig } from '@portal/config';

/** Where the deployment's configuration is, beside the shell's page. */
export const PORTAL_CONFIG_URL = '/portal.config.json';

let baseConfig: PortalConfig = DEFAULT_CONFIG;

/** The configuration before the developer's local overrides: defaults + the deployment's portal.config.json. */
export const getBaseConfig = (): PortalConfig => baseConfig;

/**
 * Reads portal.config.json served beside the shell (a deployment points the portal at its API and IdPs
 * there, without a rebuild), then lays the /edit/config overrides over it in development. The file gets the
 * default request time limit: one that does not answer in time leaves the portal on its built-in defaults
 * rather than on a blank page. `started` is its request when the head script has already sent it.
 */
export async function loadRuntimeConfig(
  url = PORTAL_CONFIG_URL,
  timeoutMs = DEFAULT_CONFIG.requestTimeoutMs,
  started?: Promise<Response>,
): Promise<PortalConfig> {
  let deployed: unknown;
  try {
    const response = await (started ??
      fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }));
    if (response.ok) deployed = await response.json();
    else console.warn(`${url}: ${response.status}; using the built-in defaults`);
  } catch (error) {
    console.warn(`${url} could not be read; using the built-in defaults`, error);
  }
  baseConfig = mergeConfig(DEFAULT_CONFIG, deployed);
  if (baseConfig.environment !== 'development') return baseConfig;
  // Overrides may not widen the set of origins remote code is trusted from.
  return { ...mergeConfig(baseConfig, readOverrides()), remoteOrigins: baseConfig.remoteOrigins };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const UNAVAILABLE = '__portalRemoteUnavailable';

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
  default: undefined;
}

export const isUnavailableModule = (mod: unknown): mod is UnavailableModule =>
  typeof mod === 'object' && mod !== null && UNAVAILABLE in mod;

/**
 * Layer 2 of the failure handling: when a remote cannot be loaded (its entry script or an exposed
 * module), `loadRemote` resolves to a marker module instead of throwing, and the route shows the
 * "unavailable" fallback for that part of the portal only.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-load-remote',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${args.id} is unavailable`, args.error);
      const fallback: UnavailableModule = { [UNAVAILABLE]: true, error: args.error, default: undefined };
      return fallback;
    },
  };
}

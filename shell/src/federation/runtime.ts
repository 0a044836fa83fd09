// The federation runtime, in a chunk of its own: the shell loads it with the first remote page (the page it
// opens at, a menu item's intent, a route), so a page of the shell's own carries none of it. It hands its
// bundler runtime to the remotes (their remoteEntry.js carries none: @portal/federation's builds take it from
// the global named below: the seam is shared/federation/src/bundlerRuntime.cjs), shares the shell's singletons
// with them (./shared.ts) and loads their pages.
import { getRemoteEntry, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import type { RemoteDeclaration } from '@portal/remote-contract';
import { errorLoadRemotePlugin } from './errorPlugin';
import { SHARED_VERSIONS, sharedModules } from './shared';
import { shareRemoteChunkPolicies } from './chunkPolicies';
import { trustedRemotesPlugin, type RemoteTrust } from './trustPlugin';
import { versionSkewPlugin } from './versionSkewPlugin';

/** The Module Federation version the shell's runtime is (set by the build). */
declare const __MF_VERSION__: string;

export type FederationRuntime = Pick<ModuleFederation, 'loadRemote' | 'registerRemotes' | 'remoteHandler'>;

/** The global a remote's production build reads the bundler runtime from (BUNDLER_RUNTIME_GLOBAL of
 * shared/federation/src/bundlerRuntime.cjs); the versions agree, as the version-skew plugin checks before a remote
 * loads. */
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** What a remote's container takes from the bundler runtime (the fields its generated entry copies): the
 * functions only, not the whole runtime's namespace, so that the parts no remote calls are left out. */
const FOR_REMOTES = {
  __esModule: true,
  default: { runtime: { init, getRemoteEntry }, bundlerRuntime, attachShareScopeMap },
};

/** Starts the runtime: the shell as host, its singletons shared, a remote refused before its script is
 * requested when it is not trusted (./trustPlugin.ts) or the shell cannot give it what its build needs, and
 * load failures turned into an "unavailable" module for the page to show. */
export function startFederation(
  declarationOf: (remote: string) => RemoteDeclaration | undefined,
  trust: RemoteTrust,
): FederationRuntime {
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = FOR_REMOTES;
  // Before any container runs: a later version's container may need its remote's chunk policy again.
  shareRemoteChunkPolicies((id) => declarationOf(id) !== undefined);
  return init({
    name: 'shell',
    remotes: [],
    shared: sharedModules(),
    shareStrategy: 'loaded-first',
    plugins: [
      trustedRemotesPlugin(declarationOf, trust),
      versionSkewPlugin((id) => declarationOf(id)?.requires, SHARED_VERSIONS, __MF_VERSION__),
      errorLoadRemotePlugin(),
    ],
  });
}

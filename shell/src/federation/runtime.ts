// The federation runtime, in a chunk of its own: the shell loads it with the first remote page (the page it
// opens at, a menu item's intent, a route), so a page of the shell's own carries none of it. It hands the
// runtime core to the remotes (their builds use the shell's, experiments.externalRuntime), shares the shell's
// singletons with them (./shared.ts) and loads their pages.
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import provideRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { RemoteDeclaration } from '@portal/contract';
import { errorLoadRemotePlugin } from './errorPlugin';
import { SHARED_VERSIONS, sharedModules } from './shared';
import { trustedRemotesPlugin, type RemoteTrust } from './trustPlugin';
import { versionSkewPlugin } from './versionSkewPlugin';

/** The Module Federation version the shell's runtime is (set by the build). */
declare const __MF_VERSION__: string;

export type FederationRuntime = Pick<ModuleFederation, 'loadRemote' | 'registerRemotes'>;

/** Starts the runtime: the shell as host, its singletons shared, a remote refused before its script is
 * requested when it is not trusted (./trustPlugin.ts) or the shell cannot give it what its build needs, and
 * load failures turned into an "unavailable" module for the page to show. */
export function startFederation(
  declarationOf: (remote: string) => RemoteDeclaration | undefined,
  trust: RemoteTrust,
): FederationRuntime {
  return init({
    name: 'shell',
    remotes: [],
    shared: sharedModules(),
    shareStrategy: 'loaded-first',
    plugins: [
      provideRuntimeCore(),
      trustedRemotesPlugin(declarationOf, trust),
      versionSkewPlugin((id) => declarationOf(id)?.requires, SHARED_VERSIONS, __MF_VERSION__),
      errorLoadRemotePlugin(),
    ],
  });
}

// The Trusted Types policy of each remote's chunk loader, when a page runs more than one container of a remote.
// In the federation runtime's chunk: only a page that loads remote code needs it.
import { remoteScriptUrl } from './trustPlugin';

/** The part of the browser's Trusted Types factory a webpack chunk loader calls. */
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): unknown;
}

/** The factory whose createPolicy is shared (one a page), with the names it has created. */
let sharing: { factory: PolicyFactory; created: Set<string> } | undefined;

/**
 * Lets another container of a remote run in a page where one has run before (another version, after a Retry or a
 * sign-in). Each container's chunk loader creates its Trusted Types policy under the remote's one name
 * (`webpack#<remote>`, shared/federation's webpackPolicyName), which the CSP allows once a page: the first
 * container of a remote creates it; a later one asking for that name again (`isRemote`: a remote the deployment
 * declares) is handed a policy that passes only script addresses on the portal's own or an allowed remote
 * origin (remoteScriptUrl), never one of its own. Any other name is the browser's to refuse, as before.
 */
export function shareRemoteChunkPolicies(isRemote: (id: string) => boolean): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory?.createPolicy || sharing?.factory === factory) return;
  const created = new Set<string>();
  const create = factory.createPolicy.bind(factory);
  sharing = { factory, created };
  factory.createPolicy = (name, rules) => {
    const remote = name.startsWith('webpack#') ? name.slice('webpack#'.length) : undefined;
    if (remote && created.has(name) && isRemote(remote))
      return { createScriptURL: (url: string) => remoteScriptUrl(url) };
    const policy = create(name, rules);
    created.add(name);
    return policy;
  };
}

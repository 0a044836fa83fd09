import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_SCRIPT_POLICY, scriptUrlPolicy, setScriptSrc } from '@portal/config';
import type { RemoteDeclaration } from '@portal/remote-contract';
import { UntrustedRemoteError } from './errors';

/** Which remote code the portal runs (from the deployment's portal.config.json). */
export interface RemoteTrust {
  /** Origins remote scripts may come from, besides the shell's own. */
  origins: readonly string[];
  /** Refuse a remote whose declaration carries no integrity hash (a deployed, production portal). */
  requireIntegrity: boolean;
  /** How long a remote's entry script may take to arrive. */
  timeoutMs: number;
  /** The provider the page is for (its slug): a remote's candidate limited to other providers is not run. */
  provider?: string;
}

/** Whether `url` (absolute, or relative to the page) is on the shell's own origin or an allowed one. Only
 * http(s) addresses qualify: no data:, blob: or javascript: entry ever runs. */
export function isTrustedUrl(url: string, origins: readonly string[], page = window.location.href): boolean {
  const parsed = parseUrl(url, page);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return false;
  const allowed = new Set([new URL(page).origin, ...origins.map((o) => parseUrl(o)?.origin)]);
  return allowed.has(parsed.origin);
}

// (URL.parse is not yet in every browser the portal supports.)
function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/** The origins the remote-script policy lets through (the running portal's trust; one runtime per page). */
let policyOrigins: readonly string[] = [];
/** A remote's entry script address as a TrustedScriptURL: only an http(s) address on the portal's own origin or
 * an allowed remote origin passes (the Trusted Types policy REMOTE_SCRIPT_POLICY); any other throws. */
export const remoteScriptUrl = scriptUrlPolicy(REMOTE_SCRIPT_POLICY, (url) =>
  isTrustedUrl(url, policyOrigins),
);

/** Lets the remote-script policy through the origins of the running portal's trust (set when remotes.json is
 * read, before the runtime starts: the shell may ask for a remote's files ahead of it). */
export function allowRemoteScriptOrigins(origins: readonly string[]): void {
  policyOrigins = origins;
}

/** Why `declaration` may not run under `trust`, or undefined when it may. */
export function untrustedReason(declaration: RemoteDeclaration, trust: RemoteTrust): string | undefined {
  if (declaration.entry && !isTrustedUrl(declaration.entry, trust.origins))
    return `its entry ${declaration.entry} is not on an allowed remote origin (remoteOrigins: ${
      trust.origins.length ? trust.origins.join(', ') : 'none'
    }, besides the portal's own)`;
  if (trust.requireIntegrity && !declaration.integrity)
    return 'remotes.json gives no integrity hash for its entry (a production portal runs only remote code it can check)';
  return undefined;
}

/**
 * Runs only trusted remote code: before a remote's entry script is requested, its address must be on the
 * portal's own origin or an allowed remote origin (and, in production, its declaration must carry the entry's
 * SRI hash); the script element then carries that hash, so the browser refuses a file whose content differs,
 * and the entry holds the hashes of its own chunks. A refused remote's route shows its named fallback; the
 * console says why. The script also gets the request time limit.
 */
export function trustedRemotesPlugin(
  declarationOf: (remote: string) => RemoteDeclaration | undefined,
  trust: RemoteTrust,
): ModuleFederationRuntimePlugin {
  const refuse = (remote: string, reason: string): never => {
    const error = new UntrustedRemoteError(remote, reason);
    console.error(error.message);
    throw error;
  };
  policyOrigins = trust.origins;
  return {
    name: 'portal-trusted-remotes',
    beforeRequest(args) {
      const remote = args.id.split('/')[0] ?? args.id;
      const declaration = declarationOf(remote);
      const reason = declaration && untrustedReason(declaration, trust);
      if (reason) refuse(remote, reason);
      return args;
    },
    createScript({ url, remoteInfo }) {
      const remote = remoteInfo?.name ?? url;
      // Every script the runtime adds goes through here: one outside the allowed origins is never added.
      if (!isTrustedUrl(url, trust.origins))
        refuse(remote, `the script ${url} is not on an allowed remote origin`);
      const script = document.createElement('script');
      const integrity = declarationOf(remote)?.integrity;
      if (integrity) script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      // Through the remote-script policy (the CSP's Trusted Types refuse a plain string), set here so the
      // runtime never sets the address itself.
      setScriptSrc(script, remoteScriptUrl(url));
      return { script, timeout: trust.timeoutMs };
    },
  };
}

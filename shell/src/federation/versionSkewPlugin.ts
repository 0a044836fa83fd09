import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRequirements } from '@portal/remote-contract';
import { VersionSkewError, type VersionSkew } from './errors';

export { VersionSkewError, type VersionSkew };

/**
 * What `requires` asks that the shell does not give: each shared singleton whose range the shell's version
 * (`provided`: package -> version) does not satisfy, and a federation runtime of another version (a remote's
 * production build runs on the shell's runtime).
 */
export function findSkew(
  requires: RemoteRequirements | undefined,
  provided: Readonly<Record<string, string | undefined>>,
  runtimeVersion: string | undefined,
): VersionSkew[] {
  if (!requires) return [];
  const skew = Object.entries(requires.shared).flatMap(([name, range]) => {
    const version = provided[name];
    return version && !satisfy(version, range) ? [{ name, required: range, provided: version }] : [];
  });
  if (runtimeVersion && requires.federation !== runtimeVersion)
    skew.push({
      name: '@module-federation/enhanced',
      required: requires.federation,
      provided: runtimeVersion,
    });
  return skew;
}

/**
 * Refuses a remote that was built against a shared singleton the shell cannot give it (e.g. a newer major of
 * @portal/ui), or with another federation version, before its entry script is requested: the remote's
 * declaration (remotes.json) says what its build needs, `provided` what the shell shares (package ->
 * version), and the federation runtime asks this plugin first.
 * The route then shows the remote's named fallback, and the console says which package and versions disagree.
 */
export function versionSkewPlugin(
  requirementsOf: (remote: string) => RemoteRequirements | undefined,
  provided: Readonly<Record<string, string | undefined>>,
  runtimeVersion: string | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-version-skew',
    beforeRequest(args) {
      const remote = args.id.split('/')[0] ?? args.id;
      const skew = findSkew(requirementsOf(remote), provided, runtimeVersion);
      if (skew.length) {
        const error = new VersionSkewError(remote, skew);
        console.error(error.message);
        throw error;
      }
      return args;
    },
  };
}

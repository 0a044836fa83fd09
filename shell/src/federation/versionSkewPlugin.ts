import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A shared singleton a remote needs in a version the shell does not provide. */
export interface VersionSkew {
  name: string;
  /** The range the remote was built against, e.g. '^2.0.0'. */
  required: string;
  /** The version the shell provides. */
  provided: string;
}

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** The singletons of `needed` that `provided` (package -> the shell's version) does not satisfy. */
export function findVersionSkew(
  needed: readonly ManifestShared[],
  provided: Readonly<Record<string, string | undefined>>,
): VersionSkew[] {
  return needed.flatMap(({ name, requiredVersion, singleton }) => {
    const version = provided[name];
    if (!singleton || !version || typeof requiredVersion !== 'string' || !requiredVersion) return [];
    return satisfy(version, requiredVersion) ? [] : [{ name, required: requiredVersion, provided: version }];
  });
}

/** The remote's manifest as far as this plugin reads it. */
interface ManifestJson {
  shared?: ManifestShared[];
  metaData?: { pluginVersion?: string };
}

/** What the remote needs that the shell does not give: shared singletons out of range, and a federation
 * runtime of another version (a remote's production build runs on the shell's runtime). */
export function findSkew(
  manifest: ManifestJson | undefined,
  provided: Readonly<Record<string, string | undefined>>,
  runtimeVersion: string | undefined,
): VersionSkew[] {
  const skew = findVersionSkew(manifest?.shared ?? [], provided);
  const built = manifest?.metaData?.pluginVersion;
  if (runtimeVersion && built && built !== runtimeVersion)
    skew.push({ name: '@module-federation/enhanced', required: built, provided: runtimeVersion });
  return skew;
}

export class VersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly skew: VersionSkew[],
  ) {
    super(
      `The remote "${remote}" needs shared packages the shell does not provide: ${skew
        .map((s) => `${s.name} ${s.required} (the shell provides ${s.provided})`)
        .join('; ')}`,
    );
    this.name = 'VersionSkewError';
  }
}

/**
 * Refuses a remote that was built against a shared singleton the shell cannot give it (e.g. a newer major of
 * @portal/ui), before any of the remote's code runs: it reads the remote's manifest as the runtime loads it
 * and compares each singleton's required range with the version the shell provides, and the federation
 * version it was built with with the shell's runtime (`runtimeVersion`). The route then shows the
 * remote's named fallback, and the console says which package and versions disagree.
 */
export function versionSkewPlugin(runtimeVersion?: string): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-version-skew',
    loadRemoteSnapshot(args) {
      const provided = Object.fromEntries(
        Object.entries(args.options.shared ?? {}).map(([name, versions]) => [
          name,
          versions.find((s) => s.from === args.options.name)?.version,
        ]),
      );
      const skew = findSkew(args.manifestJson as ManifestJson | undefined, provided, runtimeVersion);
      if (skew.length) {
        const error = new VersionSkewError(args.moduleInfo.name, skew);
        console.error(error.message);
        throw error;
      }
      return args;
    },
  };
}

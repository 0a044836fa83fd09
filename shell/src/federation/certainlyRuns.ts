// Whether the shell can certainly serve a remote's build, decided before its entry is asked for.
import type { RemoteDeclaration } from '@portal/remote-contract';

/** The Module Federation version and the shared singletons' versions the shell has (set by its build). */
declare const __MF_VERSION__: string;
declare const __SHARED_VERSIONS__: Record<string, string>;

const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)/;
/** Whether `version` is certainly within `range` as a remote's build writes it (`^x.y.z`); any other form is
 * left to the federation runtime's own check. */
function certainlyWithin(version: string | undefined, range: string): boolean {
  const want = CARET.exec(range)?.slice(1).map(Number);
  const have = version ? VERSION.exec(version)?.slice(1).map(Number) : undefined;
  if (!want || !have) return false;
  const [major, minor, patch] = have as [number, number, number];
  const [wMajor, wMinor, wPatch] = want as [number, number, number];
  if (major !== wMajor) return false;
  if (wMajor === 0) return minor === wMinor && patch >= wPatch;
  return minor > wMinor || (minor === wMinor && patch >= wPatch);
}

/** Whether the shell can certainly give a remote what its build needs (its federation version, each shared
 * range): only then are its files asked for ahead of the runtime, which refuses the others before their entry
 * is requested. */
export const certainlyRuns = ({ requires }: RemoteDeclaration): boolean =>
  !requires ||
  (requires.federation === __MF_VERSION__ &&
    Object.entries(requires.shared).every(
      ([name, range]) => !(name in __SHARED_VERSIONS__) || certainlyWithin(__SHARED_VERSIONS__[name], range),
    ));

// The portal's Trusted Types policies. The portal's Content-Security-Policy says
// `require-trusted-types-for 'script'`: a script address (script.src), HTML or script text given to the DOM as a
// plain string is refused. The few places that load a script make its address through a named policy here, which
// lets through only the addresses that place may load; the policy names are the only ones the CSP's
// `trusted-types` directive allows (shared/deployment/src/csp.cjs), besides each build's webpack chunk loader.

/** The shell's federation runtime: a remote's entry script, on the portal's own or an allowed remote origin. */
export const REMOTE_SCRIPT_POLICY = 'portal#remote-script';
/** The address search: the maps service's script (MAPS_SCRIPT_URL), nothing else. */
export const MAPS_SCRIPT_POLICY = 'portal#maps-script';
/** The shell's service worker: its own script at the root of the portal's origin (/sw.js), nothing else. */
export const SERVICE_WORKER_POLICY = 'portal#service-worker';

/** The part of the browser's Trusted Types API used here (TypeScript's DOM types do not have it yet). */
export interface TrustedScriptURLLike {
  toString(): string;
}
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL(url: string): TrustedScriptURLLike };
}

/** Why a policy refused an address (thrown, so no script element ever gets it). */
export class RefusedScriptUrlError extends Error {
  constructor(policy: string, url: string) {
    super(`Trusted Types policy ${policy} refused the script address ${url}`);
    this.name = 'RefusedScriptUrlError';
  }
}

/**
 * A script-address policy named `name`: `allow(url)` decides which addresses pass; any other throws
 * RefusedScriptUrlError. The browser's policy is created on first use, once per page (the CSP allows each name
 * once); where the browser has no Trusted Types the same check runs and the address passes as a string.
 */
export function scriptUrlPolicy(
  name: string,
  allow: (url: string) => boolean,
): (url: string) => TrustedScriptURLLike | string {
  const check = (url: string): string => {
    if (!allow(url)) throw new RefusedScriptUrlError(name, url);
    return url;
  };
  let policy: { createScriptURL(url: string): TrustedScriptURLLike | string } | undefined;
  return (url) => {
    if (!policy) {
      const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
      policy = factory?.createPolicy
        ? factory.createPolicy(name, { createScriptURL: check })
        : { createScriptURL: check };
    }
    return policy.createScriptURL(url);
  };
}

/** Sets `script.src` to what `policy` makes of `url` (a TrustedScriptURL where the browser enforces them). */
export function setScriptSrc(script: HTMLScriptElement, url: TrustedScriptURLLike | string): void {
  // The DOM typings take a string; the browser takes the TrustedScriptURL as it is.
  script.src = url as string;
}

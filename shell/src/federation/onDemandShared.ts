// The singletons the shell shares only when a page asks for them (the form library): only pages with a form
// load it. Apart from ./shared.ts so the shell can start loading them beside a remote page's own files, before
// the federation runtime that hands them over has arrived.
import { preloadFormParts } from '@portal/ui';

type Module = Record<string, unknown>;

/** The form library, loaded when a page with a form asks for it (each import is one chunk load, shared by
 * every caller). */
export const ON_DEMAND: Readonly<Record<string, () => Promise<Module>>> = {
  '@portal/forms': () => import('@portal/forms'),
  'final-form': () => import('final-form'),
  'react-final-form': () => import('react-final-form'),
};

/** What an on-demand singleton asks for as soon as it runs: @portal/forms, @portal/ui's form parts. */
const ALONG: Readonly<Record<string, () => Promise<unknown>>> = {
  '@portal/forms': preloadFormParts,
};

/** Starts loading the on-demand singletons among `names` (the shared packages a remote page takes from the
 * shell), each with what it asks for as soon as it runs (at once, not after it has arrived); the others are
 * in the shell's own script already. Failures are left to the load that needs them. */
export function preloadShared(names: readonly string[]): void {
  for (const name of names) {
    ON_DEMAND[name]?.().catch(() => undefined);
    ALONG[name]?.().catch(() => undefined);
  }
}

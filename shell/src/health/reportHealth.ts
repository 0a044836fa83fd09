import { getConfig } from '@portal/config';

let started = false;

/**
 * Where the deployment names a collector (healthDsn), starts reporting the page load to it: the reporter
 * (./reporter, a chunk of its own) takes over the failures of remote code kept so far and reports what follows.
 * It comes with the signed-in menus, after the page's content (a canary's candidate runs only for signed-in
 * sessions; an anonymous visitor's first load carries nothing of it). Without a collector, or before the shell has
 * configured the portal, nothing loads. Once per page load.
 */
export function reportHealth(): void {
  let dsn: string | undefined;
  try {
    dsn = getConfig().healthDsn;
  } catch {
    return;
  }
  if (started || !dsn) return;
  started = true;
  import(/* webpackChunkName: "health" */ './reporter')
    // The reporter starts in a task of its own, not in the one that runs its chunk's code: two shorter tasks on the
    // main thread instead of a long one. What it reports is read from the page's buffered timeline then.
    .then(({ startReporter }) =>
      new Promise<void>((resolve) => setTimeout(resolve)).then(() => startReporter()),
    )
    .catch((error: unknown) => console.warn('The error and speed reporter could not start', error));
}

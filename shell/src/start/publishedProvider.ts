// A provider published into the deployment (not in the build): main.js takes the head script's reading of it
// (../head/publishedProvider.ts), checks its document against the schema in a chunk of its own (only such a
// provider's page loads the check) and gives it to the registries; a document that cannot be read or used stops
// the start with a PublishedProviderError, which names the host on the error page (../start/startFailure.ts).
import type { Provider } from '@portal/config';

/** A published provider's document that could not be read or used, for the host that names it. */
export class PublishedProviderError extends Error {
  override name = 'PublishedProviderError';
  constructor(
    readonly host: string,
    reason: string,
  ) {
    super(`${host}: ${reason}`);
  }
}

/** The published provider the host names, checked and given to the registries; null when the host names none;
 * undefined when the head script did not ask (a page without it, a host that names a provider of the build). */
export function takePublishedProvider(hostname: string): Promise<Provider | null> | undefined {
  const request = window.portalPublishedProvider;
  delete window.portalPublishedProvider;
  if (!request) return undefined;
  const fail = (error: unknown): never => {
    throw new PublishedProviderError(hostname, (error as Error).message);
  };
  return request
    .then(
      (found) =>
        found &&
        import(/* webpackChunkName: "published-provider" */ './usePublished').then(({ usePublished }) =>
          usePublished(found),
        ),
    )
    .catch(fail);
}

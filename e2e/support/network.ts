import { expect, type Page, type Request } from '@playwright/test';

/**
 * Follows the page's requests from now on; the function it returns waits for the page's load event and then for
 * `quietMs` with no request of the page in flight. Used where a test must see everything a page loads once it shows.
 * Playwright's `networkidle` is not: it can wait for ever on a request the page itself saw finish (a font face
 * loaded through the FontFace API that arrived after the first render).
 */
export function followRequests(page: Page): (quietMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (quietMs = 500) => {
    await page.waitForLoadState('load');
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - changedAt >= quietMs, { intervals: [100] })
      .toBe(true);
  };
}

/** Holds the page's requests to `url` (a route pattern) on their way until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

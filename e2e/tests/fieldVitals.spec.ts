// The field vitals a page load reports to the collector belong to the route it loaded: a move to another route
// within the portal (a history push, as the router makes one) ends the load's LCP and CLS, so the next route's
// paints and shifts are not counted for the first. The move here is made without input, as the accessibility
// sweep makes its moves: input would end LCP in the browser anyway.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { reporterStarted } from '../support/collector';
import { openSignedIn } from '../support/session';
import { navigateInApp, settled } from '../support/sweep';

/** The page's paints and shifts as the browser recorded them: the latest LCP candidate's time, and the layout
 * shifts (without recent input) after `since` on the page's clock. */
const timeline = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      new Promise<{ lastPaint: number; shiftAfter: number }>((resolve) => {
        let lastPaint = 0;
        let shiftAfter = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lastPaint = Math.max(lastPaint, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            startTime: number;
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!entry.hadRecentInput && entry.startTime >= from) shiftAfter += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lastPaint, shiftAfter }), 200);
      }),
    since,
  );

test("a move to another route ends the page load's LCP and CLS: the next route's paints are not the first's", async ({
  page,
}) => {
  const { provider, email } = ACCOUNTS.ava;
  await openSignedIn(page, provider, email, '/payments');
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  // The reporter comes with the signed-in menus, after the page's content; it starts in a task after its chunk.
  await reporterStarted(page);
  await navigateInApp(page, '/grades');
  const movedBy = await page.evaluate(() => performance.now());
  await settled(page);
  // The grades page then paints a block larger than anything before it, above what is shown: a new LCP
  // candidate and a layout shift, both after the move.
  await page.evaluate(() => {
    const block = document.createElement('p');
    block.textContent = 'A late block of text on the grades page. '.repeat(30);
    block.style.fontSize = '40px';
    document.querySelector('main')!.prepend(block);
  });
  const after = await timeline(page, movedBy);
  expect(after.lastPaint, 'the browser records a later paint as the LCP candidate').toBeGreaterThan(movedBy);
  expect(after.shiftAfter, 'and the shift as layout shift').toBeGreaterThan(0.1);

  // The page load is reported as the page is left (pagehide): fired here, so the page stays to watch the request.
  const report = page.waitForRequest(
    (request) => /\/envelope\//.test(request.url()) && /"type":"transaction"/.test(request.postData() ?? ''),
  );
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const lines = (await report).postData()!.split('\n');
  const pageLoad = JSON.parse(
    lines[lines.findIndex((line) => line.includes('"type":"transaction"')) + 1]!,
  ) as {
    tags: Record<string, string>;
    measurements: Record<string, { value: number }>;
  };
  expect(pageLoad.tags.route).toBe('/payments');
  expect(pageLoad.measurements.lcp!.value).toBeGreaterThan(0);
  expect(pageLoad.measurements.lcp!.value).toBeLessThan(movedBy);
  expect(pageLoad.measurements.cls!.value).toBeLessThan(0.1);
});

// A silent renewal that fails while a student is typing a support request, in Chromium against the local user
// pool: the token endpoint responds 503 (a gateway's error page) to the refresh, once or every time. The access
// token's life and the session warning's lead are shortened (the stored session edited before a reload, the
// served configuration's sessionWarningSeconds) so that the renewal starts soon after the page loads. The page's
// clock (Playwright's) runs as the real one, except that once the student has typed it jumps to a second before
// the renewal starts: the wait in between has nothing to see. The test's own times are read on the page's clock.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { stubExternalSites } from '../support/auth';
import { violations } from '../support/axe';
import { shellUrl } from '../support/ports';
import { CONFIG_FILE } from '../support/remoteServer';
import { openSignedIn, reloadWithSession, storedUser } from '../support/session';

/** An ichm student of the user pool that no other test uses (the seed's accounts). */
const STUDENT = { provider: 'ichm', email: 'anaru.paki@ichm.demo' };
const SUPPORT = '/case/support/general';
/** The renewal starts this long before the access token expires (the served sessionWarningSeconds). */
const WARNING_SECONDS = 20;
/** The access token's life after the reload: the renewal starts 20 s after it, time to load and type. */
const EXPIRES_IN = 40;
/** How far the page's clock is ahead of the test's (the jump over the wait for the renewal), in ms. */
let ahead = 0;
/** Now on the page's clock (ms since the epoch). */
const pageNow = () => Date.now() + ahead;

const form = (page: Page) => page.getByRole('form', { name: 'Ask for support' });
const topic = (page: Page) => form(page).getByRole('combobox', { name: /What do you need help with/ });
const description = (page: Page) => form(page).getByRole('textbox', { name: /Describe your question/ });
const renewalFailed = (page: Page) => page.getByText('Your session could not be renewed');
const keptNote = (page: Page) =>
  form(page).getByText('We kept what you had typed. It has not been sent yet.');

/** Answers the user pool's refresh grants with a gateway's 503 page: the first `failures` of them (all with
 * Infinity); every other token request (the code exchange of a sign-in) goes on to the IdP. */
async function failRefreshes(page: Page, failures: number) {
  const refreshes: number[] = [];
  await page.route(/\/idp\/cognito\/oauth2\/token$/, (route: Route) => {
    if (!/grant_type=refresh_token/.test(route.request().postData() ?? '')) return route.continue();
    refreshes.push(pageNow());
    if (refreshes.length > failures) return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'text/html',
      body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
    });
  });
  return refreshes;
}

/** The main frame's visits to the IdP's pages (a sign-in round trip), with when each started. */
function idpVisits(page: Page) {
  const visits: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      request.url().includes('/idp/')
    )
      visits.push({ url: request.url(), at: pageNow() });
  });
  return visits;
}

test.beforeEach(async ({ page }) => {
  ahead = 0;
  await page.clock.install();
  await stubExternalSites(page);
  await page.route('**/portal.config.json', (route) =>
    route.fulfill({
      json: { ...JSON.parse(readFileSync(CONFIG_FILE, 'utf8')), sessionWarningSeconds: WARNING_SECONDS },
    }),
  );
  await openSignedIn(page, STUDENT.provider, STUDENT.email, SUPPORT);
  await expect(form(page)).toBeVisible();
});

/** Reloads with an access token that expires in EXPIRES_IN s, then half-writes a request (the student is
 * using the page, so the renewal is silent), then moves the page's clock on to a second before the renewal
 * starts. Answers when the token expires (ms since the epoch). */
async function halfWrite(page: Page, text: string): Promise<number> {
  await reloadWithSession(page, { expiresIn: EXPIRES_IN });
  const expiresAt = (await storedUser(page))!.expires_at * 1000;
  await topic(page).selectOption('Online learning and IT');
  await description(page).fill(text);
  await description(page).press('End'); // a key: the student is here
  expect(pageNow()).toBeLessThan(expiresAt - WARNING_SECONDS * 1000); // typed before the renewal starts
  const jump = expiresAt - WARNING_SECONDS * 1000 - 1000 - pageNow();
  if (jump > 0) {
    await page.clock.fastForward(jump);
    ahead += jump;
  }
  test.info().annotations.push({ type: 'page clock moved on (ms)', description: String(Math.max(jump, 0)) });
  return expiresAt;
}

test('one 503 from the token endpoint: the renewal is tried again and the student stays, text and all', async ({
  page,
}) => {
  const refreshes = await failRefreshes(page, 1);
  const visits = idpVisits(page);
  const before = (await storedUser(page))!.access_token;
  const expiresAt = await halfWrite(page, 'My video stops after two minutes');

  await expect
    .poll(async () => (await storedUser(page))?.access_token, { timeout: (EXPIRES_IN + 5) * 1000 })
    .not.toBe(before);
  expect(refreshes).toHaveLength(2);
  expect(pageNow()).toBeLessThan(expiresAt);
  test.info().annotations.push({
    type: 'retry after the 503 (ms)',
    description: String(refreshes[1]! - refreshes[0]!),
  });

  expect(visits).toEqual([]); // never through the sign-in page
  await expect(page).toHaveURL(shellUrl(STUDENT.provider, SUPPORT));
  await expect(description(page)).toHaveValue('My video stops after two minutes');
  await expect(topic(page)).toHaveValue('Online learning and IT');
  await expect(renewalFailed(page)).toBeHidden();
  await expect(page.getByRole('alertdialog')).toBeHidden(); // no session warning either
});

test('a token endpoint down for good: retries, then signs in again before the token expires and comes back to the half-written request', async ({
  page,
}) => {
  test.slow(); // the retries take a few seconds, then the round trip through the IdP
  const refreshes = await failRefreshes(page, Infinity);
  const visits = idpVisits(page);
  const expiresAt = await halfWrite(page, 'Can I pay my fees in two parts? I was going to');

  await expect(renewalFailed(page)).toBeVisible({ timeout: (EXPIRES_IN + 10) * 1000 });
  expect(refreshes.length).toBeGreaterThan(1);
  expect(visits.length).toBeGreaterThan(0);
  expect(visits[0]!.at).toBeLessThan(expiresAt); // left for the sign-in before the token expired
  test.info().annotations.push({
    type: 'refreshes; left for sign-in (s before expiry)',
    description: `${refreshes.length}; ${((expiresAt - visits[0]!.at) / 1000).toFixed(1)}`,
  });

  // Back where the student was, signed in again, with what they had typed and a note that it was kept.
  await expect(page).toHaveURL(shellUrl(STUDENT.provider, SUPPORT));
  await expect(keptNote(page)).toBeVisible();
  await expect(description(page)).toHaveValue('Can I pay my fees in two parts? I was going to');
  await expect(topic(page)).toHaveValue('Online learning and IT');
  expect(await violations(page)).toEqual([]);

  // Finished and sent: the kept copy goes, and the next visit starts empty.
  await page.unroute(/\/idp\/cognito\/oauth2\/token$/);
  await description(page).fill('Can I pay my fees in two parts? I was going to ask before the due date.');
  await form(page)
    .getByRole('combobox', { name: /Course/ })
    .selectOption({ index: 1 });
  await form(page).getByRole('button', { name: 'Send' }).click();
  await expect(form(page).getByText(/your request has been sent/)).toBeVisible();
  await expect(keptNote(page)).toBeHidden();
  await page.reload();
  await expect(description(page)).toHaveValue('');
  await expect(keptNote(page)).toBeHidden();
});

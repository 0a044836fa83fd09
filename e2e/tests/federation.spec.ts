import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { followRequests } from '../support/network';
import { openSignedIn } from '../support/session';
import { CONFIG_FILE, DEPLOYMENT, pointRemote, serveRemoteDist } from '../support/remoteServer';
import { PAYMENTS_PORT, remotePort, shellUrl } from '../support/ports';

test.describe.configure({ mode: 'serial' });

const MOVED_PORT = PAYMENTS_PORT + 10;

test('react-dom is fetched exactly once across shell and remote', async ({ page }) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
  // Count over one whole load of the page, shell and payments remote together.
  const reactDom: string[] = [];
  page.on('response', async (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('__reactContainer$')) reactDom.push(response.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  const remoteFiles = await page.evaluate(
    (port) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes(`:${port}/`)),
    PAYMENTS_PORT,
  );
  expect(remoteFiles.length).toBeGreaterThan(0); // the page really came from the remote
  // One copy of react-dom (the shell's): the remote's own fallback copy is never requested...
  const copies = [...new Set(reactDom)];
  expect(copies).toHaveLength(1);
  // ...and it went over the network once (a second script tag for it is served from memory).
  const fetched = await page.evaluate(
    (url) => performance.getEntriesByType('resource').filter((e) => e.name === url).length,
    copies[0]!,
  );
  expect(fetched).toBe(1);
});

test("a remote page's files are asked for at once, beside its entry, and each arrives once", async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
  const remotes = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
  const entry: string = remotes.payments.entry;
  const pageFiles: string[] = remotes.payments.pages.PaymentsPage.js.map(
    (f: { file: string }) => new URL(f.file, entry).href,
  );
  expect(pageFiles.length).toBeGreaterThan(0);
  // What the browser asks for and receives, in order.
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${request.url()}`));
  page.on('requestfinished', (request) => events.push(`arrived ${request.url()}`));
  // A fresh page load at /payments: nothing of the remote has been loaded in it yet.
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  const entryArrived = events.indexOf(`arrived ${entry}`);
  expect(entryArrived).toBeGreaterThan(-1);
  for (const file of [entry, ...pageFiles]) {
    // Asked for before the entry had arrived: not one file after another...
    expect(events.indexOf(`asked ${file}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`asked ${file}`)).toBeLessThan(entryArrived);
    // ...and fetched once: the script that runs it takes the preloaded response.
    expect(events.filter((e) => e === `asked ${file}`)).toHaveLength(1);
  }
});

test("the remote's API call carries the shell's bearer token (one client)", async ({ page }) => {
  const calls: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/secure/payment')) calls.push(request.headers()['authorization']);
  });
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  const accessToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  expect(accessToken).toBeTruthy();
  expect(calls.length).toBeGreaterThan(0);
  for (const header of calls) expect(header).toBe(`Bearer ${accessToken}`);
});

test(
  'the payments remote moved to another port by editing only remotes.json',
  DEPLOYMENT,
  async ({ page }) => {
    const server = await serveRemoteDist('mfe-payments', MOVED_PORT);
    const restore = pointRemote('payments', `http://localhost:${MOVED_PORT}/remoteEntry.js`);
    try {
      const fromMoved: string[] = [];
      page.on('request', (r) => r.url().includes(`:${MOVED_PORT}/`) && fromMoved.push(r.url()));
      await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
      expect(fromMoved.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
      expect(fromMoved.some((u) => u.endsWith('.js'))).toBe(true);
    } finally {
      restore();
      await server.close();
    }
  },
);

test(
  'payments server down: the fallback offers Retry, the rest works, Retry recovers after restart',
  DEPLOYMENT,
  async ({ page }) => {
    let server = await serveRemoteDist('mfe-payments', MOVED_PORT);
    const restore = pointRemote('payments', `http://localhost:${MOVED_PORT}/remoteEntry.js`);
    try {
      await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
      await server.close();

      await page.goto('/payments');
      const fallback = page.getByRole('alert').filter({ hasText: 'Payments is unavailable' });
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: 'test-results/payments-unavailable.png', fullPage: true });

      // The rest of the portal keeps working: the frame, the menu, other routes.
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
      await page.goBack();
      await expect(fallback).toBeVisible({ timeout: 20_000 });

      server = await serveRemoteDist('mfe-payments', MOVED_PORT);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    } finally {
      restore();
      await server.close().catch(() => undefined);
    }
  },
);

/** Every remote, with a signed-in page of it and its title (its fallback says "<title> is unavailable"). */
const REMOTE_PAGES = [
  { remote: 'profile', path: '/profile', title: 'Profile' },
  { remote: 'academic', path: '/grades', title: 'Enrolments, grades and files' },
  { remote: 'payments', path: '/payments', title: 'Payments' },
  { remote: 'support', path: '/case/support/withdraw', title: 'Support' },
  { remote: 'enrolment', path: '/enrol', title: 'Enrolment' },
] as const;

/** The deployment's portal.config.json with a 2 s request time limit (the remotes' scripts get it too). */
const shortTimeLimit = (page: Page) =>
  page.route('**/portal.config.json', (route) =>
    route.fulfill({ json: { ...JSON.parse(readFileSync(CONFIG_FILE, 'utf8')), requestTimeoutMs: 2_000 } }),
  );

for (const { remote, path, title } of REMOTE_PAGES) {
  test(`a hung ${remote} entry comes back: Retry and a page opened later load a fresh copy`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const port = remotePort(remote) + 60;
    const server = await serveRemoteDist(`mfe-${remote}`, port);
    // This page's requests for the remote's entry go to that server (the deployment's files stay as they are, so
    // the tests beside this one are not touched).
    await page.route(
      (url) => url.port === String(remotePort(remote)) && url.pathname === '/remoteEntry.js',
      (route) => route.continue({ url: `http://localhost:${port}/remoteEntry.js` }),
    );
    const content = page.getByRole('main').getByRole('heading', { level: 1 });
    const fallback = page.getByRole('alert').filter({ hasText: `${title} is unavailable` });
    try {
      await shortTimeLimit(page);
      await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
      // Its server accepts the entry's request and never responds: the named fallback after the time limit.
      server.hold();
      // The held entry is asked for while the page still loads, so the page's load event waits for it.
      await page.goto(shellUrl('up-online', path), { waitUntil: 'domcontentloaded' });
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      // Back up: Retry loads the entry again, a fresh request, not the one still hanging.
      server.release();
      const retried = Date.now();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(content).toBeVisible({ timeout: 5_000 });
      await expect(fallback).toHaveCount(0);
      test.info().annotations.push({
        type: `${remote}: shown after Retry (ms)`,
        description: String(Date.now() - retried),
      });

      // Once more in a new page load; this time the student goes elsewhere and comes back (no Retry).
      server.hold();
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      server.release();
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
      // (This document's load event never fires: the entry held before the release still hangs.)
      await page.goBack({ waitUntil: 'commit' });
      await expect(content).toBeVisible({ timeout: 5_000 });
      await expect(fallback).toHaveCount(0);
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
      await server.close();
    }
  });
}

test("the federation runtime's own chunk failed to arrive once: it is asked for again, the page shows", async ({
  page,
}) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
  let requests = 0;
  await page.route(/\/federation\.[^/]+\.js$/, (route) =>
    requests++ === 0 ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  expect(requests).toBe(2);
});

test('hovering the Payments menu item preloads the remote before the click', async ({ page }) => {
  await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/profile');
  const manifests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/remoteEntry.js') && manifests.push(r.url()));
  await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
  await page.getByRole('menuitem', { name: 'Payments' }).hover();
  await expect.poll(() => manifests.length).toBeGreaterThan(0);
});

test("@portal/ui's form parts load only with a form: a late chunk shows the busy message, then the fields", async ({
  page,
}) => {
  const formParts: string[] = [];
  page.on('request', (request) => {
    if (/\/ui-form-parts\.[^/]+\.js$/.test(request.url())) formParts.push(request.url());
  });
  const quiet = followRequests(page);
  await page.goto(shellUrl('up-online', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whatever the page loads once it shows counts too.
  await quiet();
  expect(formParts).toEqual([]);

  await page.route(/\/ui-form-parts\.[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(shellUrl('up-online', '/dev/forms'));
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I agree to the terms' })).toBeVisible();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  expect(formParts).toHaveLength(1);
});

// The portal's service worker (shell/src/serviceWorker/, docs/decisions/0026-…): a repeat visit's shell comes from
// its cache, a page without a connection shows the frame and says it is offline, a rolled-back remote version is
// never answered from its cache, and the sign-out empties every cache. The rest of the suite blocks service
// workers (playwright.config.ts); these tests allow it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { API_PORT, PAYMENTS_PORT, shellUrl } from '../support/ports';
import { publishBuild, releaseRemote } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE } from '../support/remoteServer';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** Waits until the portal's service worker controls the page (registered at idle after the load, activated). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

/** The addresses kept in the page's origin's Cache Storage, by cache. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys())
      all[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return all;
  });

test(
  'a repeat visit runs from the cache, offline the frame says so, and Log out empties the caches',
  DEPLOYMENT,
  async ({ page, context }) => {
    const zoe = ACCOUNTS.zoe;
    await openSignedIn(page, zoe.provider, zoe.email, '/payments');
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    await controlled(page);

    // The service worker answers the shell's scripts: none of them goes to the network on the next load.
    const fromNetwork: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && /\.js(\?|$)/.test(request.url())) fromNetwork.push(request.url());
    });
    const shellScripts: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(shellUrl(zoe.provider)).origin && url.pathname.endsWith('.js'))
        shellScripts.push({ url: url.pathname, fromServiceWorker: response.fromServiceWorker() });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    expect(shellScripts.map((s) => s.url)).toContain('/main.js');
    expect(shellScripts.filter((s) => !s.fromServiceWorker)).toEqual([]);
    expect(fromNetwork.filter((url) => new URL(url).pathname === '/main.js')).toEqual([]);
    // Public files only: no API answer, nothing of the IdP's.
    const kept = Object.values(await cached(page)).flat();
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.filter((url) => new URL(url).port === String(API_PORT))).toEqual([]);

    // No connection: another page of the portal opens with its frame and says what still works.
    await context.setOffline(true);
    await page.goto(shellUrl(zoe.provider, '/library'));
    await expect(page.getByRole('banner')).toBeVisible();
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(offline).toBeVisible();
    await expect(offline).toContainText('what you had typed in a form is kept on this device');
    // One offline state: the profile that cannot load without a connection is no error of its own.
    await expect(page.getByText('Signing In...')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/serviceWorker-offline-soe-1280.png' });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: 'test-results/serviceWorker-offline-soe-360.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    await context.setOffline(false);
    await expect(offline).toHaveCount(0);

    // Log out: the post-logout landing's Clear-Site-Data leaves no cache and no service worker behind.
    await page.goto(shellUrl(zoe.provider, '/payments'));
    await page.getByRole('button', { name: `${zoe.name}, user menu` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  },
);

test(
  'offline, a route not visited opens with the frame and the offline state alone, and its page once back online',
  DEPLOYMENT,
  async ({ page, context }) => {
    const tama = ACCOUNTS.tama;
    await openSignedIn(page, tama.provider, tama.email, '/profile');
    await expect(page.getByRole('button', { name: `${tama.name}, user menu` })).toBeVisible();
    await controlled(page);
    // What this first visit loaded before the worker controlled it is kept all the same: the page, the
    // provider's chunk, portal.config.json.
    await expect
      .poll(async () => {
        const kept = await cached(page);
        return [
          kept['portal-page']?.length,
          kept['portal-shell']?.some((url) => /\/provider-yoobee\.[0-9a-f]{8}\.js$/.test(url)),
          kept['portal-runtime']?.some((url) => url.endsWith('/portal.config.json')),
        ];
      })
      .toEqual([1, true, true]);

    // Every route is the same page of a single-page app: its kept copy opens any of them.
    await context.setOffline(true);
    const studentFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/secure/student'));
    await page.goto(shellUrl(tama.provider, '/payments'));
    await expect(page.getByRole('banner')).toContainText('Payments');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(offline).toBeVisible();
    await studentFailed;
    await expect(page.getByText('Signing In...')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/could not be loaded|Failed to fetch/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/serviceWorker-offline-yoobee-1280.png', fullPage: true });

    // Back online: the student's page comes without a reload.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    await expect(offline).toHaveCount(0);
  },
);

test('a rolled-back version of a remote is never answered from the cache', DEPLOYMENT, async ({ page }) => {
  const before = readFileSync(REMOTES_FILE, 'utf8');
  const releases = path.join(path.dirname(REMOTES_FILE), 'releases', 'payments');
  const publicUrl = `http://localhost:${PAYMENTS_PORT}/`;
  const [V1, V2] = ['1.0.0', '2.0.0'];
  const folderOf = (version: string) => `${publicUrl}payments/${version}/`;
  try {
    await publishBuild('mfe-payments/dist', REMOTES_FILE, { version: V1, publicUrl });
    await publishBuild('mfe-payments/dist', REMOTES_FILE, { version: V2, publicUrl });
    const hemi = ACCOUNTS.hemi;
    await openSignedIn(page, hemi.provider, hemi.email, '/payments');
    await controlled(page);
    await page.reload();
    const footer = page.getByRole('contentinfo').getByText(/^Build /);
    await expect(footer).toContainText(`payments ${V2}`);
    await expect
      .poll(
        async () => (await cached(page))['portal-remotes']?.filter((u) => u.startsWith(folderOf(V2))).length,
      )
      .toBeGreaterThan(0);

    await releaseRemote('rollback', 'payments', REMOTES_FILE);
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(response.url()));
    await page.reload();
    await expect(footer).toContainText(`payments ${V1}`);
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    expect(loaded.filter((url) => url.startsWith(folderOf(V2)))).toEqual([]);
    expect(loaded.some((url) => url.startsWith(folderOf(V1)))).toBe(true);
    // Purged as soon as the changed remotes.json passed.
    expect(((await cached(page))['portal-remotes'] ?? []).filter((u) => u.startsWith(folderOf(V2)))).toEqual(
      [],
    );
  } finally {
    writeFileSync(REMOTES_FILE, before);
    rmSync(releases, { recursive: true, force: true });
  }
});

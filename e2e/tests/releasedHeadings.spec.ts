// A remote's page heading follows its release with no shell build: a publish whose contract declares another
// heading for its page changes the heading in the served HTML (painted before main.js runs), and a rollback takes
// the old one back. The release command renders the live headings into the store; the server puts them in the page.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { PAYMENTS_PORT, shellUrl, VAR_DIR } from '../support/ports';
import { ROOT, publishBuild, releaseRemote, snapshot } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE } from '../support/remoteServer';

/** Runs a deploy command and keeps what it printed in the test's report. */
async function deploy(command: Promise<string>): Promise<string> {
  const said = await command;
  test.info().annotations.push({ type: 'deploy command', description: said.trim() });
  return said;
}

/** The level-1 heading a student sees on yoobee's /payments with main.js held on its way: what the HTML paints. */
async function headingBeforeMain(page: Page): Promise<string> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const continued: Promise<void>[] = [];
  const hold = (route: Route) => void continued.push(held.then(() => route.continue()));
  await page.route(/\/main\.js(\?|$)/, hold);
  try {
    await page.goto(shellUrl('yoobee', '/payments'), { waitUntil: 'commit' });
    await page.waitForSelector('#root > .pf footer', { state: 'attached' });
    return await page.getByRole('heading', { level: 1 }).innerText();
  } finally {
    release();
    await Promise.all(continued);
    await page.unroute(/\/main\.js(\?|$)/, hold);
  }
}

test(
  "a release that changes a page's heading changes the page's HTML, with no shell build; a rollback takes it back",
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(120_000);
    const NEW_HEADING = 'Fees & payments';
    // A version no other spec publishes: the store keeps every published version's files.
    const VERSION = '3.0.0-heading';
    const before = readFileSync(REMOTES_FILE, 'utf8');
    const shellBefore = snapshot(path.join(ROOT, 'shell', 'dist'));
    const releases = path.join(path.dirname(REMOTES_FILE), 'releases');
    const headingsFile = path.join(releases, 'page-headings.html');
    const headingsBefore = existsSync(headingsFile) ? readFileSync(headingsFile) : undefined;
    // The same build, its contract declaring another heading for /payments.
    const dist = path.join(VAR_DIR, 'payments-heading');
    rmSync(dist, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'mfe-payments', 'dist'), dist, { recursive: true });
    const contract = JSON.parse(readFileSync(path.join(dist, 'remote-contract.json'), 'utf8'));
    const route = contract.routes.find((r: { path: string }) => r.path === '/payments');
    route.heading.text.message = NEW_HEADING;
    writeFileSync(path.join(dist, 'remote-contract.json'), JSON.stringify(contract));
    for (const copy of ['.gz', '.br'])
      rmSync(path.join(dist, `remote-contract.json${copy}`), { force: true });
    const served = async () => (await fetch(shellUrl(undefined, '/payments'))).text();
    try {
      expect(await served()).toContain('<h1 class="pf-h" data-r="/payments">Payments</h1>');
      expect(await headingBeforeMain(page)).toBe('Payments');

      await deploy(
        publishBuild(dist, REMOTES_FILE, {
          version: VERSION,
          publicUrl: `http://localhost:${PAYMENTS_PORT}/`,
        }),
      );
      const html = await served();
      expect(html).toContain('<h1 class="pf-h" data-r="/payments">Fees &amp; payments</h1>');
      expect(html).not.toContain('data-r="/payments">Payments</h1>');
      expect(await headingBeforeMain(page)).toBe(NEW_HEADING);

      expect(await deploy(releaseRemote('rollback', 'payments', REMOTES_FILE))).toContain('rolled back');
      expect(await served()).toContain('<h1 class="pf-h" data-r="/payments">Payments</h1>');
      expect(await headingBeforeMain(page)).toBe('Payments');
      expect(snapshot(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
    } finally {
      // Only what this test published: other specs' versions and the live headings stay as they were.
      writeFileSync(REMOTES_FILE, before);
      if (headingsBefore) writeFileSync(headingsFile, headingsBefore);
      else rmSync(headingsFile, { force: true });
      rmSync(path.join(path.dirname(REMOTES_FILE), 'payments', VERSION), { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
    }
  },
);

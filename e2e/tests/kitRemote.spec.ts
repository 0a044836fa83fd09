// A remote made by a team in a repository of its own: scaffolded outside the workspace, installed from a registry
// the kit was published to, built and tested there (scripts/kitCheck.mjs, which `npm test` runs before the e2e
// suite). Its team publishes the build with its own release command (the published @portal/release) into the
// deployment's store; the running shell, not rebuilt, shows its page and its menu entry.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { remotePort, shellUrl } from '../support/ports';
import { ROOT, snapshot } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE, allowRemoteOrigin, serveFolder } from '../support/remoteServer';

/** What scripts/kitCheck.mjs leaves for this test: the remote's folder (outside the workspace) and its timings. */
const REPORT = path.join(ROOT, '.var', 'kit', 'outside.json');

test(
  'a remote from a repository of its own, on the published kit, is published with its own release command and shows in the shell',
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(120_000);
    // Locally the remote exists once `pnpm kit:check` has run; under CI (npm test runs it first) it must.
    test.skip(!existsSync(REPORT) && !process.env.CI, 'run `pnpm kit:check` first (npm test does)');
    const { dir, remote } = JSON.parse(readFileSync(REPORT, 'utf8')) as { dir: string; remote: 'timetable' };
    expect(path.relative(ROOT, dir).startsWith('..')).toBe(true); // outside the workspace
    const store = path.dirname(REMOTES_FILE);
    const port = remotePort(remote);
    const origin = `http://localhost:${port}`;
    // The remote's origin (its CDN): the store's release files, at /<remote>/<version>/.
    mkdirSync(path.join(store, 'releases'), { recursive: true });
    const server = await serveFolder(path.join(store, 'releases'), port);
    const before = readFileSync(REMOTES_FILE, 'utf8');
    const restoreConfig = allowRemoteOrigin(origin);
    const shellBefore = snapshot(path.join(ROOT, 'shell', 'dist'));
    try {
      await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/');
      await page.goto(shellUrl('up-online', '/timetable'));
      await expect(page).toHaveURL(/\/error\/404$/);

      // The team's release command, from its own node_modules: the published @portal/release.
      const { stdout } = await promisify(execFile)(
        path.join(dir, 'node_modules', '.bin', 'portal-release'),
        ['publish', '--dist', 'dist', '--version', '0.1.0', '--store', store].concat([
          '--public-url',
          `${origin}/`,
          '--by',
          'e2e',
        ]),
        { cwd: dir },
      );
      test.info().annotations.push({ type: 'deploy command', description: stdout.trim() });
      expect(stdout).toContain(`Published ${remote} 0.1.0, live (/timetable)`);

      await page.goto(shellUrl('up-online', '/timetable'));
      await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
      await expect(
        page.getByText(/^Kia ora .+, this page is part of the .+ student portal\.$/),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Timetable \|/);
      // Its menu entry, from its contract.
      await page.getByRole('banner').getByRole('link').first().click();
      await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
      await page.getByRole('menuitem', { name: 'Timetable' }).click();
      await expect(page).toHaveURL(shellUrl('up-online', '/timetable'));
      await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
      expect(snapshot(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
    } finally {
      writeFileSync(REMOTES_FILE, before);
      restoreConfig();
      await server.close();
      rmSync(path.join(store, 'releases', remote), { recursive: true, force: true });
    }
  },
);

// How a team releases, tries and rolls back its remote, with the shell untouched: each build is published as a
// version of its own (/<remote>/<version>/ on the remote's origin, a folder that never changes) into the
// deployment's remotes.json, first as a candidate for a share of sessions, then promoted; a broken version is
// taken back with one command. Only remotes.json changes; no file is deleted.
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shareBucket } from '@portal/remote-contract';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { PAYMENTS_PORT, RUN_OPTIONS, VAR_DIR } from '../support/ports';
import { ROOT, copyRemote, publishBuild, releaseRemote, snapshot } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE } from '../support/remoteServer';

test.describe.configure({ mode: 'serial' });

const entryOf = (version: string) => `http://localhost:${PAYMENTS_PORT}/payments/${version}/remoteEntry.js`;
const PAGE_SOURCE = readFileSync(path.join(ROOT, 'mfe-payments', 'src', 'PaymentsPage.tsx'), 'utf8');
/** The versions: the remote's build as it is, the same with a visible change, one whose page throws. */
const [V1, V2, V3] = ['1.0.0', '1.1.0', '1.2.0'];
/** What version 1.1.0 shows that 1.0.0 does not. */
const NEW_LINE = 'Receipts are coming soon.';

/** Runs a deploy command and keeps what it printed (with its timing) in the test's report. */
async function deploy(command: Promise<string>): Promise<string> {
  const said = await command;
  test.info().annotations.push({ type: 'deploy command', description: said.trim() });
  return said;
}

/** A student signed in on /payments in a browser context of their own, with the console's info lines. */
async function student(browser: Browser, account: { email: string; provider: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const infos: string[] = [];
  page.on('console', (message) => message.type() === 'info' && infos.push(message.text()));
  await openSignedIn(page, account.provider, account.email, '/payments');
  const sub = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { profile: { sub: string } }).profile.sub;
  });
  return { page, infos, bucket: shareBucket(sub, 'payments'), close: () => context.close() };
}

const invoices = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
const footerLine = (page: Page) => page.getByRole('contentinfo').getByText(/^Build /);

/** `pnpm remotes:local` for the e2e run: declares the local builds in its remotes.json and deploys them to the
 * folders their origins serve (the servers never do). */
const declareLocalBuilds = () =>
  promisify(execFile)(process.execPath, ['scripts/localRemotes.mjs', ...RUN_OPTIONS], { cwd: ROOT });

test(
  'a build of a remote changes nothing its origin serves until it is declared: the page keeps working',
  DEPLOYMENT,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const dist = path.join(ROOT, 'mfe-payments', 'dist');
    const kept = `${dist}.kept-by-test`;
    const entry = `http://localhost:${PAYMENTS_PORT}/remoteEntry.js`;
    const served = await (await fetch(entry)).text();
    const declared = readFileSync(REMOTES_FILE, 'utf8');
    const context = await browser.newContext();
    const page = await context.newPage();
    const unavailable = page.getByRole('alert').filter({ hasText: 'Payments is unavailable' });
    renameSync(dist, kept);
    try {
      // A build under way: webpack has emptied dist/. Declaring the local builds then keeps the one deployed.
      mkdirSync(dist);
      await openSignedIn(page, ACCOUNTS.ava.provider, ACCOUNTS.ava.email, '/payments');
      await expect(invoices(page)).toBeVisible();
      await expect(unavailable).toHaveCount(0);
      await declareLocalBuilds();
      expect(await (await fetch(entry)).text()).toBe(served);
      expect(readFileSync(REMOTES_FILE, 'utf8')).toBe(declared);
      // The build done, with other contents (other hashes) in dist/: what the origin serves has not changed.
      rmSync(dist, { recursive: true });
      cpSync(kept, dist, { recursive: true });
      appendFileSync(path.join(dist, 'remoteEntry.js'), '\n// rebuilt\n');
      for (const copy of ['remoteEntry.js.gz', 'remoteEntry.js.br'])
        rmSync(path.join(dist, copy), { force: true });
      await page.reload();
      await expect(invoices(page)).toBeVisible();
      await expect(unavailable).toHaveCount(0);
      expect(await (await fetch(entry)).text()).toBe(served);
      // Declared, the new build is what the origin serves.
      await declareLocalBuilds();
      expect(await (await fetch(entry)).text()).toBe(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'));
    } finally {
      await context.close();
      rmSync(dist, { recursive: true, force: true });
      renameSync(kept, dist);
      // The build as it was, declared again for the tests after this one.
      await declareLocalBuilds();
    }
    expect(await (await fetch(entry)).text()).toBe(served);
  },
);

test(
  'a team publishes a new version beside the old one, tries it on a share of sessions, promotes it, and rolls a broken one back in one command',
  DEPLOYMENT,
  async ({ browser }) => {
    test.setTimeout(480_000);
    // Version 1.1.0: a real build of the remote with a visible change; 1.2.0: a build whose page throws.
    const next = copyRemote('mfe-payments', 'payments-v2', { name: 'payments' });
    next.write(
      'src/PaymentsPage.tsx',
      PAGE_SOURCE.replace('      {content}\n', `      <Text>${NEW_LINE}</Text>\n      {content}\n`),
    );
    const broken = copyRemote('mfe-payments', 'payments-v3', { name: 'payments' });
    broken.write(
      'src/PaymentsPage.tsx',
      "export default function PaymentsPage(): never {\n  throw new Error('This release of the payments page is broken');\n}\n",
    );
    await Promise.all([next.build(), broken.build()]);

    const shellBefore = snapshot(path.join(ROOT, 'shell', 'dist'));
    const before = readFileSync(REMOTES_FILE, 'utf8');
    // The deployment's files: each build put into the store (the e2e servers' folder) as its version by the
    // release command, as a team's CI does; served at /payments/<version>/ on the remote's origin.
    const releases = path.join(path.dirname(REMOTES_FILE), 'releases', 'payments');
    const publicUrl = `http://localhost:${PAYMENTS_PORT}/`;
    const [v1, v2] = [path.join(releases, V1), path.join(releases, V2)];
    const releasedBefore = {
      v1: snapshot(path.join(ROOT, 'mfe-payments', 'dist')),
      v2: snapshot(path.join(ROOT, next.dir, 'dist')),
    };
    const students: Awaited<ReturnType<typeof student>>[] = [];
    try {
      expect(
        await deploy(publishBuild('mfe-payments/dist', REMOTES_FILE, { version: V1, publicUrl })),
      ).toMatch(
        /^Published payments 1\.0\.0, live \(\/payments\) -> .*\/payments\/1\.0\.0\/remoteEntry\.js in .* \(took [0-9.]+ s\)/,
      );

      // Two students, one on each side of a share of sessions (the hash of their session in the tab).
      for (const account of [ACCOUNTS.ava, ACCOUNTS.hemi, ACCOUNTS.mei])
        if (students.length < 2) {
          const one = await student(browser, account);
          if (students.some((s) => s.bucket === one.bucket)) await one.close();
          else students.push(one);
        }
      const [trying, staying] = [...students].sort((a, b) => a.bucket - b.bucket) as [
        (typeof students)[0],
        (typeof students)[0],
      ];
      const share = staying.bucket; // sessions under it: the trying student, not the staying one
      expect(
        await deploy(
          publishBuild(path.join(next.dir, 'dist'), REMOTES_FILE, { version: V2, publicUrl, share }),
        ),
      ).toContain(`Published payments ${V2} as the candidate for ${share}% of sessions`);

      // Each student's next page load: the candidate for one, the live version for the other, both working.
      for (const { page } of students) await page.reload();
      await expect(trying.page.getByText(NEW_LINE)).toBeVisible();
      await expect(invoices(trying.page)).toBeVisible();
      await expect(footerLine(trying.page)).toContainText(`payments ${V2} (candidate)`);
      expect(trying.infos).toContainEqual(
        `Remote payments: version ${V2} (candidate, ${share}% of sessions) from ${entryOf(V2)}`,
      );
      await expect(invoices(staying.page)).toBeVisible();
      await expect(staying.page.getByText(NEW_LINE)).toHaveCount(0);
      await expect(footerLine(staying.page)).toContainText(`payments ${V1}`);
      expect(staying.infos).toContainEqual(`Remote payments: version ${V1} (live) from ${entryOf(V1)}`);
      await trying.page
        .getByRole('contentinfo')
        .screenshot({ path: 'test-results/releases-candidate-footer.png' });
      await trying.page.setViewportSize({ width: 360, height: 800 });
      await trying.page
        .getByRole('contentinfo')
        .screenshot({ path: 'test-results/releases-candidate-footer-360.png' });
      await trying.page.setViewportSize({ width: 1280, height: 720 });
      // The same side for the whole session: another load, the same version.
      await trying.page.reload();
      await expect(trying.page.getByText(NEW_LINE)).toBeVisible();

      // Promote: the staying student's open page keeps working on 1.0.0; their next page load runs 1.1.0.
      expect(await deploy(releaseRemote('promote', 'payments', REMOTES_FILE))).toMatch(
        /^payments: live 1\.0\.0 -> 1\.1\.0 \(the candidate, was on \d+% of sessions\) in .* \(took [0-9.]+ s\)/,
      );
      await staying.page.getByRole('banner').getByRole('link').first().click();
      await expect(staying.page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
      await staying.page.goBack();
      await expect(invoices(staying.page)).toBeVisible();
      await expect(staying.page.getByText(NEW_LINE)).toHaveCount(0);
      await staying.page.reload();
      await expect(staying.page.getByText(NEW_LINE)).toBeVisible();
      await expect(footerLine(staying.page)).toContainText(`payments ${V2}`);

      // A broken version goes live: its page fails inside its route, the rest of the portal works.
      expect(
        await deploy(publishBuild(path.join(broken.dir, 'dist'), REMOTES_FILE, { version: V3, publicUrl })),
      ).toContain(`Published payments ${V3}, live`);
      await staying.page.reload();
      await expect(
        staying.page.getByRole('alert').filter({ hasText: 'Payments is unavailable' }),
      ).toBeVisible();
      await expect(footerLine(staying.page)).toContainText(`payments ${V3}`);

      // One command takes it back: the next page load runs 1.1.0 again.
      expect(await deploy(releaseRemote('rollback', 'payments', REMOTES_FILE))).toMatch(
        /^payments: live 1\.2\.0 -> 1\.1\.0 \(rolled back\) in .* \(took [0-9.]+ s\)/,
      );
      for (const { page } of students) await page.reload();
      for (const { page } of students) {
        await expect(invoices(page)).toBeVisible();
        await expect(page.getByText(NEW_LINE)).toBeVisible();
        await expect(footerLine(page)).toContainText(`payments ${V2}`);
      }

      // No build of the shell, no file deleted or changed: every version is still there as published.
      expect(snapshot(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
      expect({ v1: snapshot(v1), v2: snapshot(v2) }).toEqual(releasedBefore);
      const document = JSON.parse(readFileSync(REMOTES_FILE, 'utf8'));
      expect(document.payments).toMatchObject({ live: V2, previous: ['unversioned', V1] });
      expect(Object.keys(document.payments.versions)).toEqual(['unversioned', V1, V2, V3]);
      for (const version of [V1, V2, V3])
        expect(existsSync(path.join(VAR_DIR, 'releases', 'payments', version, 'remoteEntry.js'))).toBe(true);
    } finally {
      writeFileSync(REMOTES_FILE, before);
      rmSync(releases, { recursive: true, force: true });
      for (const { close } of students) await close();
    }
  },
);

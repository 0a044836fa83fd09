// A remote's candidate as students meet it: the first page after signing in already runs the side the session is
// on; Retry on a broken remote's fallback runs the version remotes.json names now; a bad candidate entry costs the
// candidate only (its sessions run the live version, the console warns); a candidate limited to chosen providers
// never reaches another provider's students; a remotes.json too large to be a
// deployment's is refused at once instead of holding every page. Each changes remotes.json while the server runs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { openSignedIn } from '../support/session';
import { PAYMENTS_PORT, shellUrl } from '../support/ports';
import { copyRemote, publishRemote, releaseDist, releaseRemote } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE, editRemotes } from '../support/remoteServer';

test.describe.configure({ mode: 'serial' });

const entryOf = (version: string) => `http://localhost:${PAYMENTS_PORT}/payments/${version}/remoteEntry.js`;
const invoices = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
const footerLine = (page: Page) => page.getByRole('contentinfo').getByText(/^Build /);
const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: 'Payments is unavailable' });

/** The console's lines of a page, by kind. */
function consoleOf(page: Page) {
  const lines = { info: [] as string[], warning: [] as string[], error: [] as string[] };
  page.on('console', (message) => {
    const kind = message.type();
    if (kind === 'info' || kind === 'warning' || kind === 'error') lines[kind].push(message.text());
  });
  return lines;
}

/** The remote's script files the page asked for (remoteEntry.js and its chunks), by address. */
function paymentsScripts(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`http://localhost:${PAYMENTS_PORT}/`) && /\.js(\?|$)/.test(url)) asked.push(url);
  });
  return asked;
}

let before: string;
test.beforeEach(() => {
  before = readFileSync(REMOTES_FILE, 'utf8');
});
test.afterEach(() => writeFileSync(REMOTES_FILE, before));

for (const { kind, account } of [
  { kind: 'user pool (cognito)', account: ACCOUNTS.ava },
  { kind: 'directory (aad)', account: ACCOUNTS.hemi },
] as const)
  test(
    `${kind}: the first page after signing in runs the candidate of a session on its side`,
    DEPLOYMENT,
    async ({ browser }) => {
      test.setTimeout(120_000);
      // The build as it is, published as a live version and as a candidate for every signed-in session.
      const [live, candidate] = ['1.0.0', '2.0.0-canary'];
      releaseDist('mfe-payments/dist', 'payments', live);
      releaseDist('mfe-payments/dist', 'payments', candidate);
      await publishRemote(entryOf(live), REMOTES_FILE);
      await publishRemote(entryOf(candidate), REMOTES_FILE, { share: 100 });

      const context = await browser.newContext();
      const page = await context.newPage();
      const said = consoleOf(page);
      const scripts = paymentsScripts(page);
      try {
        // Not signed in: /payments sends the student to the IdP's sign-in page; back from it, the portal completes
        // the sign-in in that first page load and goes on to /payments. (What the page before the sign-in asked
        // for, a visitor's page, is not counted.)
        await stubExternalSites(page);
        await page.goto(shellUrl(account.provider, '/payments'));
        await expect(page).toHaveURL(/\/idp\//);
        scripts.length = 0;
        await signInAtIdp(page, account.email);
        await expect(page).toHaveURL(shellUrl(account.provider, '/payments'));
        await expect(invoices(page)).toBeVisible();
        await expect(footerLine(page)).toContainText(`payments ${candidate} (candidate)`);
        expect(said.info).toContainEqual(
          `Remote payments: version ${candidate} (candidate, 100% of sessions) from ${entryOf(candidate)}`,
        );
        // The code that ran is the candidate's: its entry and chunks, nothing of the live version's folder.
        expect(scripts.filter((url) => url.includes(`/payments/${candidate}/`)).length).toBeGreaterThan(1);
        expect(scripts.filter((url) => url.includes(`/payments/${live}/`))).toEqual([]);
        // Its next page load: the same side.
        await page.reload();
        await expect(invoices(page)).toBeVisible();
        await expect(footerLine(page)).toContainText(`payments ${candidate} (candidate)`);
        expect(scripts.filter((url) => url.includes(`/payments/${live}/`))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

test(
  'a candidate limited to soe: soe’s students run it, a student of another provider never does',
  DEPLOYMENT,
  async ({ browser }) => {
    test.setTimeout(180_000);
    const [live, candidate] = ['1.0.0', '2.0.0-soe'];
    releaseDist('mfe-payments/dist', 'payments', live);
    releaseDist('mfe-payments/dist', 'payments', candidate);
    await publishRemote(entryOf(live), REMOTES_FILE);
    expect(
      await publishRemote(entryOf(candidate), REMOTES_FILE, { share: 100, providers: ['soe'] }),
    ).toContain(`Published payments ${candidate} as the candidate for 100% of sessions of soe`);
    const cases = [
      {
        account: ACCOUNTS.charlotte,
        runs: `payments ${candidate} (candidate)`,
        folder: candidate,
        not: live,
      },
      { account: ACCOUNTS.ava, runs: `payments ${live}`, folder: live, not: candidate },
      { account: ACCOUNTS.hemi, runs: `payments ${live}`, folder: live, not: candidate },
    ];
    for (const { account, runs, folder, not } of cases)
      await test.step(`${account.provider}: ${runs}`, async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const scripts = paymentsScripts(page);
        try {
          // Signed in on the IdP's pages, then a reload: both pages of the session run the same side.
          await stubExternalSites(page);
          await page.goto(shellUrl(account.provider, '/payments'));
          await expect(page).toHaveURL(/\/idp\//);
          scripts.length = 0;
          await signInAtIdp(page, account.email);
          await expect(invoices(page)).toBeVisible();
          await expect(footerLine(page)).toContainText(runs);
          await page.reload();
          await expect(invoices(page)).toBeVisible();
          await expect(footerLine(page)).toContainText(runs);
          if (folder === live) await expect(footerLine(page)).not.toContainText('candidate');
          expect(scripts.filter((url) => url.includes(`/payments/${folder}/`)).length).toBeGreaterThan(1);
          expect(scripts.filter((url) => url.includes(`/payments/${not}/`))).toEqual([]);
        } finally {
          await context.close();
        }
      });
  },
);

test(
  'after a rollback, Retry on the broken version’s fallback runs the version now live',
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(300_000);
    // A real build of the remote whose page throws, published live after a working one.
    const broken = copyRemote('mfe-payments', 'payments-throws', { name: 'payments' });
    broken.write(
      'src/PaymentsPage.tsx',
      "export default function PaymentsPage(): never {\n  throw new Error('This release of the payments page is broken');\n}\n",
    );
    await broken.build();
    const [good, bad] = ['1.0.0', '1.0.1-broken'];
    releaseDist('mfe-payments/dist', 'payments', good);
    releaseDist(path.join(broken.dir, 'dist'), 'payments', bad);
    await publishRemote(entryOf(good), REMOTES_FILE);
    await publishRemote(entryOf(bad), REMOTES_FILE);

    const said = consoleOf(page);
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
    await expect(unavailable(page)).toBeVisible();
    await expect(footerLine(page)).toContainText(`payments ${bad}`);

    expect(await releaseRemote('rollback', 'payments', REMOTES_FILE)).toContain(
      `payments: live ${bad} -> ${good} (rolled back)`,
    );
    // No reload: Retry on the fallback. The broken code does not run again, not even once.
    said.error.length = 0;
    await unavailable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(invoices(page)).toBeVisible();
    expect(said.error.join('\n')).not.toContain('This release of the payments page is broken');
    await expect(unavailable(page)).toHaveCount(0);
    await expect(footerLine(page)).toContainText(`payments ${good}`);
    await expect(footerLine(page)).not.toContainText(bad);
  },
);

/** remotes.json's payments as a live version (its declaration as the test found it, moved into a version's folder)
 * with `candidate` set as given; `version` makes the declaration of version 2.0.0 from the live one's. */
function withCandidate(
  candidate: unknown,
  version?: (live: Record<string, unknown>) => Record<string, unknown>,
) {
  const found = JSON.parse(before) as Record<string, Record<string, unknown>>;
  const declaration = { ...found.payments, entry: entryOf('1.0.0') };
  writeFileSync(
    REMOTES_FILE,
    JSON.stringify({
      ...found,
      payments: {
        id: 'payments',
        live: '1.0.0',
        candidate,
        versions: { '1.0.0': declaration, ...(version ? { '2.0.0': version(declaration) } : {}) },
      },
    }),
  );
}

test(
  'a bad candidate entry costs the candidate only: every student keeps the live version, the console warns',
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(120_000);
    releaseDist('mfe-payments/dist', 'payments', '1.0.0');
    releaseDist('mfe-payments/dist', 'payments', '2.0.0');
    const said = consoleOf(page);
    const candidateOf = (share: unknown) => ({ version: '2.0.0', share });
    const same = (live: Record<string, unknown>) => ({ ...live, entry: entryOf('2.0.0') });
    const cases: [string, unknown, ((live: Record<string, unknown>) => Record<string, unknown>)?][] = [
      ['a share of 150', candidateOf(150), same],
      ['a share of -5', candidateOf(-5), same],
      ['a share of "50"', candidateOf('50'), same],
      ['a version that does not exist', { version: '9.9.9', share: 100 }, same],
      // Same files, on an origin portal.config.json does not allow.
      [
        'a candidate on an untrusted origin',
        candidateOf(100),
        (live) => ({ ...live, entry: `http://127.0.0.1:${PAYMENTS_PORT}/payments/2.0.0/remoteEntry.js` }),
      ],
    ];
    await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
    for (const [what, candidate, version] of cases) {
      await test.step(what, async () => {
        withCandidate(candidate, version);
        said.warning.length = 0;
        await page.reload();
        await expect(invoices(page)).toBeVisible();
        await expect(footerLine(page)).toContainText('payments 1.0.0');
        await expect(footerLine(page)).not.toContainText('candidate');
        await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
        await expect(page.getByRole('menuitem', { name: 'Payments' })).toBeVisible();
        await page.keyboard.press('Escape');
        expect(said.warning.join('\n')).toMatch(
          /remotes\.json: Remote payments: .* \(its candidate is left out: every session runs 1\.0\.0\)/,
        );
      });
    }
  },
);

test(
  'a remotes.json too large to be a deployment’s is refused at once: the pages do not wait for it',
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(180_000);
    // 5.6 MB: the deployment's remotes, and a thousand more remotes like payments, each with its own paths.
    editRemotes((document) => {
      const payments = document.payments as unknown as {
        routes: { role: string; path: string }[];
        menu?: { role: string }[];
        widgets?: { route?: string }[];
      };
      const more: Record<string, unknown> = {};
      let size = JSON.stringify(document).length;
      for (let i = 0; size < 5.6e6; i++) {
        const id = `ballast${i}`;
        const one = {
          ...payments,
          id,
          routes: payments.routes.map((r) => ({ ...r, role: `${r.role}${i}`, path: `/${id}${r.path}` })),
          menu: payments.menu?.map((m) => ({ ...m, role: `${m.role}${i}` })),
          widgets: payments.widgets?.map((w) => ({ ...w, ...(w.route ? { route: `${w.route}${i}` } : {}) })),
        };
        more[id] = one;
        size += JSON.stringify(one).length;
      }
      return { ...document, ...more };
    });
    expect(readFileSync(REMOTES_FILE).length).toBeGreaterThan(5.5e6);
    const big = readFileSync(REMOTES_FILE, 'utf8');
    // On a phone's CPU (a quarter of this machine's), the home page with the deployment's remotes.json, then with
    // the large one: no longer than the large file takes to arrive (measured: 0.7-1.0 s, then 1.3-2.1 s; before,
    // when it was read, 8-9 s).
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const said = consoleOf(page);
    const homePage = async () => {
      const started = Date.now();
      await page.goto(shellUrl('up-online', '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      return Date.now() - started;
    };
    writeFileSync(REMOTES_FILE, before);
    await homePage(); // the browser's cache holds the shell's files from here on
    const usual = await homePage();
    writeFileSync(REMOTES_FILE, big);
    said.error.length = 0;
    const large = await homePage();
    test.info().annotations.push({
      type: 'home page on a 4x slower CPU (ms)',
      description: `with the deployment's remotes.json ${usual}, with a 5.6 MB one ${large}`,
    });
    expect(large).toBeLessThan(usual + 3_000);
    expect(said.error.join('\n')).toContain('remotes.json is larger than');
  },
);

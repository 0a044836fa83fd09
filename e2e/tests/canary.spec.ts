// A remote's candidate as students meet it: the first page after signing in already runs the side the session is
// on; Retry on a broken remote's fallback runs the version remotes.json names now; a bad candidate entry costs the
// candidate only (its sessions run the live version, the console warns); a remotes.json too large to be a
// deployment's is refused at once instead of holding every page. Each changes remotes.json while the server runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { PAYMENTS_PORT } from '../support/ports';
import { releaseDist } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE } from '../support/remoteServer';

test.describe.configure({ mode: 'serial' });

const entryOf = (version: string) => `http://localhost:${PAYMENTS_PORT}/payments/${version}/remoteEntry.js`;
const invoices = (page: Page) => page.getByRole('heading', { name: /^Invoice / }).first();
const footerLine = (page: Page) => page.getByRole('contentinfo').getByText(/^Build /);

/** The console's lines of a page, by kind. */
function consoleOf(page: Page) {
  const lines = { info: [] as string[], warning: [] as string[], error: [] as string[] };
  page.on('console', (message) => {
    const kind = message.type();
    if (kind === 'info' || kind === 'warning' || kind === 'error') lines[kind].push(message.text());
  });
  return lines;
}

let before: string;
test.beforeEach(() => {
  before = readFileSync(REMOTES_FILE, 'utf8');
});
test.afterEach(() => writeFileSync(REMOTES_FILE, before));

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

// A team ships alone: it changes its remote, rebuilds only that remote and publishes it into the deployment's
// remotes.json; the running shell (not rebuilt) has the new page, its route and its menu entry. And a remote
// built against a shared singleton the shell does not provide is refused by name, not run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { PAYMENTS_PORT, shellUrl } from '../support/ports';
import { ROOT, copyPackage, copyRemote, publishRemote } from '../support/remoteBuild';
import { DEPLOYMENT, REMOTES_FILE, allowRemoteOrigin, serveRemoteDist } from '../support/remoteServer';

test.describe.configure({ mode: 'serial' });

const NEXT_PORT = PAYMENTS_PORT + 20;
const SKEW_PORT = PAYMENTS_PORT + 30;
const HARNESS_PORT = PAYMENTS_PORT + 40;
const SHELL_HTML = path.join(ROOT, 'shell', 'dist', 'index.html');

const RECEIPTS_PAGE = `import { Heading, Stack, Text } from '@portal/ui';

export default function ReceiptsPage() {
  return (
    <Stack gap="4">
      <Heading as="h1">Receipts</Heading>
      <Text>Your receipts will be listed here.</Text>
    </Stack>
  );
}
`;

const CONTRACT_WITH_RECEIPTS = `import { msg } from '@lingui/core/macro';
import { defineRemote } from '@portal/remote-contract';

export default defineRemote({
  id: 'payments',
  title: msg\`Payments\`,
  routes: [
    { role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' },
    { role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' },
  ],
  menu: [
    { role: 'payments', label: msg\`Payments\`, in: ['user', 'burger'] },
    { role: 'receipts', label: msg\`Receipts\`, in: ['user', 'burger'] },
  ],
});
`;

test(
  'a team adds a page to its remote, rebuilds only it and publishes it: the running shell shows it and its menu entry',
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(240_000);
    const shellBuild = readFileSync(SHELL_HTML, 'utf8');
    const remote = copyRemote('mfe-payments', 'payments-next', { name: 'payments' });
    remote.write('src/ReceiptsPage.tsx', RECEIPTS_PAGE);
    remote.write('src/contract.ts', CONTRACT_WITH_RECEIPTS);
    await remote.build();
    const server = await serveRemoteDist(remote.dir, NEXT_PORT);
    const before = readFileSync(REMOTES_FILE, 'utf8');
    // The deployment trusts the team's new origin (its portal.config.json's remoteOrigins).
    const restoreConfig = allowRemoteOrigin(`http://localhost:${NEXT_PORT}`);
    try {
      // Before publishing, the shell has no such page.
      await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
      await page.goto(shellUrl('up-online', '/receipts'));
      await expect(page).toHaveURL(/\/error\/404$/);

      const said = await publishRemote(`http://localhost:${NEXT_PORT}/remoteEntry.js`, REMOTES_FILE);
      expect(said).toContain('Published payments (/payments, /receipts)');

      await page.goto(shellUrl('up-online', '/receipts'));
      await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
      await expect(page).toHaveTitle(/^Receipts \|/);
      // Its menu entry, from the contract (no provider file knows the role yet: shown before Log out, among the
      // other pages no provider file lists yet, such as the enrolment remote's 'Apply for a course').
      await page.getByRole('banner').getByRole('link').first().click();
      await page.getByRole('button', { name: `${ACCOUNTS.ava.name}, user menu` }).click();
      const items = await page.getByRole('menuitem').allTextContents();
      expect(items.at(-1)).toBe('Log out');
      expect(items.slice(-3, -1)).toContain('Receipts');
      await page.getByRole('menuitem', { name: 'Receipts' }).click();
      await expect(page).toHaveURL(shellUrl('up-online', '/receipts'));
      // The remote's other page comes from the new build too.
      await page.goto(shellUrl('up-online', '/payments'));
      await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
      expect(readFileSync(SHELL_HTML, 'utf8')).toBe(shellBuild);
    } finally {
      writeFileSync(REMOTES_FILE, before);
      restoreConfig();
      await server.close();
    }
  },
);

test(
  'a remote built against a newer major of a shared singleton shows its named fallback; the console says which',
  DEPLOYMENT,
  async ({ page }) => {
    test.setTimeout(240_000);
    const newerUi = copyPackage('shared/ui', 'ui-2', '2.0.0');
    const remote = copyRemote('mfe-payments', 'payments-skew', {
      name: 'payments',
      replace: { '@portal/ui': newerUi },
    });
    await remote.build();
    // What its build says it needs of the shell, published with it like any release.
    const declaration = JSON.parse(
      readFileSync(path.join(ROOT, remote.dir, 'dist', 'remote-contract.json'), 'utf8'),
    );
    expect(declaration.requires.shared['@portal/ui']).toBe('^2.0.0');

    const server = await serveRemoteDist(remote.dir, SKEW_PORT);
    const before = readFileSync(REMOTES_FILE, 'utf8');
    const restoreConfig = allowRemoteOrigin(`http://localhost:${SKEW_PORT}`);
    await publishRemote(`http://localhost:${SKEW_PORT}/remoteEntry.js`, REMOTES_FILE);
    const errors: string[] = [];
    page.on(
      'console',
      (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text()),
    );
    const scripts: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes(`:${SKEW_PORT}/`) && r.url().endsWith('.js') && scripts.push(r.url()),
    );
    try {
      await openSignedIn(page, 'up-online', ACCOUNTS.ava.email, '/payments');
      await expect(page.getByRole('alert').filter({ hasText: 'Payments is unavailable' })).toBeVisible();
      expect(errors).toContainEqual(
        expect.stringContaining(
          'The remote "payments" needs shared packages the shell does not provide: @portal/ui ^2.0.0 (the shell provides 0.1.0)',
        ),
      );
      expect(scripts).toEqual([]); // refused before its entry script was requested
      // The rest of the portal keeps working.
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    } finally {
      writeFileSync(REMOTES_FILE, before);
      restoreConfig();
      await server.close();
    }
  },
);

test("a remote's dev harness runs alone: its own federation runtime, the mock student, a provider's look", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const remote = copyRemote('mfe-payments', 'payments-harness', { name: 'payments' });
  await remote.build('development');
  const server = await serveRemoteDist(remote.dir, HARNESS_PORT);
  const elsewhere: string[] = [];
  page.on(
    'request',
    (r) => !r.url().startsWith(`http://localhost:${HARNESS_PORT}/`) && elsewhere.push(r.url()),
  );
  try {
    await page.goto(`http://localhost:${HARNESS_PORT}/?provider=yoobee`);
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByText('Payments · dev harness')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('yoobee');
    expect(elsewhere).toEqual([]); // no shell, no API: mock data through the swapped transport
  } finally {
    await server.close();
  }
});

/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { planRemote } = require('../generator/newRemote.cjs') as {
  planRemote: (
    name: string,
    registry: unknown,
  ) => {
    dir: string;
    port: number;
    files: Record<string, string>;
    registry: { remotes: Record<string, unknown> };
  };
};

const registry = JSON.parse(readFileSync(path.resolve(__dirname, '../../../apps.json'), 'utf8'));

it('plans a whole remote: package, webpack config, contract, page and test, harness, e2e smoke test', () => {
  const plan = planRemote('receipts', registry);
  expect(plan.dir).toBe('mfe-receipts');
  expect(Object.keys(plan.files).sort()).toEqual([
    'e2e/tests/receipts.spec.ts',
    'mfe-receipts/package.json',
    'mfe-receipts/src/ReceiptsPage.test.tsx',
    'mfe-receipts/src/ReceiptsPage.tsx',
    'mfe-receipts/src/bootstrap.tsx',
    'mfe-receipts/src/contract.ts',
    'mfe-receipts/src/index.ts',
    'mfe-receipts/webpack.config.js',
  ]);
  const contract = plan.files['mfe-receipts/src/contract.ts']!;
  expect(contract).toContain("id: 'receipts'");
  expect(contract).toContain(
    "routes: [{ role: 'receipts', path: '/receipts', access: 'signedIn', page: 'ReceiptsPage' }]",
  );
  expect(JSON.parse(plan.files['mfe-receipts/package.json']!).name).toBe('@portal/mfe-receipts');
  expect(Object.values(plan.files).join('\n')).not.toMatch(/__[A-Za-z]+__/);
});

it('takes the next free port, or the one apps.json reserves for a remote still to come', () => {
  const ports = [
    registry.shell.port,
    ...Object.values(registry.remotes).map((a) => (a as { port: number }).port),
  ];
  const plan = planRemote('receipts', registry);
  expect(plan.port).toBe(Math.max(...ports) + 1);
  expect(plan.registry.remotes.receipts).toEqual({ dir: 'mfe-receipts', port: plan.port });
  expect(planRemote('profile', registry)).toMatchObject({
    dir: 'mfe-profile',
    port: registry.remotes.profile.port,
  });
});

it('refuses a name that is not lower-case letters and digits', () => {
  expect(() => planRemote('My Remote', registry)).toThrow('lower-case letters and digits');
  expect(() => planRemote('../x', registry)).toThrow();
});

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

// eslint-disable-next-line @typescript-eslint/no-require-imports
const standalone = require('../generator/newRemote.cjs') as {
  planStandaloneRemote: (
    name: string,
    o: { versions: Record<string, string>; port?: number; registry?: string },
  ) => { files: Record<string, string> };
  STANDALONE_KIT: string[];
  STANDALONE_SHARED: string[];
};

describe('a remote in a repository of its own (--out)', () => {
  const { planStandaloneRemote, STANDALONE_KIT, STANDALONE_SHARED } = standalone;
  const versions = Object.fromEntries([
    ...STANDALONE_KIT.map((pkg) => [pkg, '0.1.0']),
    ...STANDALONE_SHARED.map((pkg) => [pkg, '19.3.1']),
  ]);

  it('plans the whole remote with its own settings: no workspace file, no e2e spec', () => {
    const { files } = planStandaloneRemote('timetable', { versions, port: 3010 });
    expect(Object.keys(files).sort()).toEqual([
      '.gitignore',
      'babel.config.js',
      'jest.config.js',
      'lingui.config.js',
      'package.json',
      'src/TimetablePage.test.tsx',
      'src/TimetablePage.tsx',
      'src/bootstrap.tsx',
      'src/contract.ts',
      'src/index.ts',
      'tsconfig.json',
      'webpack.config.js',
    ]);
    expect(Object.values(files).join('\n')).not.toMatch(/__[A-Za-z]+__|workspace:|\.\.\//);
  });

  it("depends on the published kit and the shell's singletons, and names itself and its port", () => {
    const pkg = JSON.parse(
      planStandaloneRemote('timetable', { versions, port: 3010 }).files['package.json']!,
    );
    expect(pkg.portal).toEqual({ remote: 'timetable', port: 3010 });
    expect(pkg.dependencies).toMatchObject({
      '@portal/federation': '0.1.0',
      '@portal/testing': '0.1.0',
      react: '19.3.1',
    });
    expect(pkg.scripts).toMatchObject({ build: expect.stringContaining('webpack --mode production') });
  });

  it('maps only the @portal scope to the registry the kit is published to', () => {
    const { files } = planStandaloneRemote('timetable', {
      versions,
      port: 3010,
      registry: 'http://127.0.0.1:4873',
    });
    const settings = files['.npmrc']!.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(settings).toEqual(['@portal:registry=http://127.0.0.1:4873/']);
    expect(() => planStandaloneRemote('timetable', { versions, registry: 'file:///tmp/registry' })).toThrow(
      'http(s) URL',
    );
  });

  it('refuses to plan without a version for each kit package', () => {
    expect(() => planStandaloneRemote('timetable', { versions: {} })).toThrow('No published version given');
  });
});

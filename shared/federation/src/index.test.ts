import { execFileSync } from 'node:child_process';
/** @jest-environment node */
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons, SINGLETONS } = require('./index.cjs') as typeof import('./index');

const shellDir = path.resolve(__dirname, '../../../shell');

it('shares every singleton the shell has, each with an explicit version', () => {
  const shared = sharedSingletons(shellDir);
  for (const name of [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    '@portal/router',
    'swr',
    '@lingui/core',
    '@portal/ui/core',
    '@portal/api-client',
    '@portal/config',
    '@portal/i18n',
    '@portal/forms',
    'final-form',
    // Its dist/package.json names the package without a version: the root one must be read.
    'react-final-form',
  ]) {
    expect(shared[name]).toEqual({
      singleton: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      requiredVersion: expect.stringMatching(/^\^\d/),
    });
  }
  expect(shared['@portal/ui/core']!.version).toBe('0.1.0');
});

it("shares @portal/ui's core alone: its components are bundled, tree-shaken, by each app that imports them", () => {
  const shared = sharedSingletons(shellDir);
  expect(Object.keys(shared).filter((name) => name.startsWith('@portal/ui'))).toEqual(['@portal/ui/core']);
});

it('names packages in what a remote requires of the shell, as a release bumps them', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { requirements, sharedVersions } = require('./index.cjs') as typeof import('./index');
  const paymentsDir = path.resolve(__dirname, '../../../mfe-payments');
  const { shared } = requirements(paymentsDir);
  expect(shared['@portal/ui']).toBe('^0.1.0');
  expect(shared['@portal/auth']).toMatch(/^\^\d/);
  expect(shared['react']).toMatch(/^\^19\./);
  expect(Object.keys(shared).filter((name) => name.includes('/') && !name.startsWith('@'))).toEqual([]);
  expect(Object.keys(shared).filter((name) => name.split('/').length > 2)).toEqual([]);
  expect(sharedVersions(shellDir)['@portal/ui']).toBe('0.1.0');
});

it('shares react-router only through the @portal/router facade (a shared module is not tree-shaken)', () => {
  expect(SINGLETONS.filter((name) => name.startsWith('react-router'))).toEqual([]);
});

it('never shares Chakra or Emotion on their own (they live inside the @portal/ui singleton)', () => {
  expect(SINGLETONS.filter((name) => /chakra|emotion/.test(name))).toEqual([]);
  expect(Object.keys(sharedSingletons(shellDir)).filter((name) => /chakra|emotion/.test(name))).toEqual([]);
});

it('leaves out what an app does not depend on', () => {
  // In plain Node, as webpack runs it (Jest's resolver also finds packages the app does not list).
  const paymentsDir = path.resolve(__dirname, '../../../mfe-payments');
  const script = `console.log(JSON.stringify(Object.keys(require('./index.cjs').sharedSingletons(${JSON.stringify(paymentsDir)}))))`;
  const names = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8' }),
  );
  expect(names).toContain('@portal/ui/core');
  expect(names).not.toContain('@portal/forms');
  expect(names).not.toContain('react-final-form');
});

it('shares the session context as one module of the shell and its remotes, without the sign-in', () => {
  // In plain Node, as webpack runs it: a remote declares @portal/api, which brings @portal/auth.
  const paymentsDir = path.resolve(__dirname, '../../../mfe-payments');
  const script = `console.log(JSON.stringify(require('./index.cjs').sharedSingletons(${JSON.stringify(paymentsDir)})))`;
  const remote = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8' }),
  ) as ReturnType<typeof sharedSingletons>;
  const shell = sharedSingletons(shellDir);
  for (const shared of [remote, shell]) {
    expect(shared['@portal/auth/session']).toEqual({
      singleton: true,
      version: shell['@portal/auth/session']!.version,
      requiredVersion: `^${shell['@portal/auth/session']!.version}`,
    });
    expect(Object.keys(shared).filter((name) => name.startsWith('@portal/auth'))).toEqual([
      '@portal/auth/session',
    ]);
  }
});

it('fails the build of an app that declares another Module Federation version than the one it is built with', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { federatedApp, MF_VERSION } = require('./index.cjs') as typeof import('./index');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fs = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-version-'));
  const app = (version: string) =>
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'x', dependencies: { '@module-federation/enhanced': version } }),
    );
  app('0.0.1');
  const build = () => federatedApp({ name: 'x', dir, port: 1, kind: 'remote' })({}, { mode: 'production' });
  expect(build).toThrow(
    `declares @module-federation/enhanced 0.0.1, but the portal's apps are built with ${MF_VERSION}`,
  );
  app(MF_VERSION);
  expect(build).not.toThrow();
});

it("every build's rules run the library loaders (Chakra's theme and palettes, React Router's components)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { moduleRules } = require('./index.cjs') as {
    moduleRules: () => { test: RegExp; exclude?: RegExp; use?: unknown }[];
  };
  const rules = moduleRules();
  /** The loader of the one rule that applies to `file` (webpack runs every rule whose test it passes). */
  const loaderOf = (file: string) => {
    const applying = rules.filter((rule) => rule.test.test(file) && !rule.exclude?.test(file));
    expect(applying).toHaveLength(1);
    return applying[0]!.use;
  };
  const modules = `${path.sep}node_modules${path.sep}`;
  const chakra = `${modules}@chakra-ui/react/dist/esm/theme/`.replaceAll('/', path.sep);
  expect(loaderOf(`${chakra}index.js`)).toBe(require.resolve('./patches/pureChakraTheme.cjs'));
  expect(loaderOf(`${chakra}tokens${path.sep}colors.js`)).toBe(
    require.resolve('./patches/chakraPalettes.cjs'),
  );
  expect(loaderOf(`${chakra}semantic-tokens${path.sep}colors.js`)).toBe(
    require.resolve('./patches/chakraPalettes.cjs'),
  );
  expect(
    loaderOf(`${modules}react-router/dist/production/chunk-7RTFRKQW.mjs`.replaceAll('/', path.sep)),
  ).toBe(require.resolve('./patches/pureReactRouter.cjs'));
});

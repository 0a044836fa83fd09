// One Jest set-up, one project per package (select one with --selectProjects @portal/<name>).
const fs = require('node:fs');
const path = require('node:path');

const dirs = [
  'shell',
  'e2e',
  ...['shared', '.'].flatMap((base) =>
    fs
      .readdirSync(path.join(__dirname, base))
      .filter((d) => base === 'shared' || d.startsWith('mfe-'))
      .map((d) => path.join(base, d)),
  ),
].filter((d) => d !== 'e2e' && fs.existsSync(path.join(__dirname, d, 'package.json')));

/** Packages that ship as ES modules only (MSW's dependencies). */
const ESM_ONLY = ['rettime', 'until-async', '@open-draft/deferred-promise'];

const project = (dir) => {
  const { name } = require(path.join(__dirname, dir, 'package.json'));
  // The mock API and the local backend run in Node (the handlers' tests, the server as a child process), and so
  // does the tenant check (a command).
  const nodeOnly = [
    path.join('shared', 'dev-api'),
    path.join('shared', 'mock-api'),
    path.join('shared', 'idp-check'),
  ].includes(dir);
  return {
    displayName: name,
    rootDir: path.join(__dirname, dir),
    testEnvironment: nodeOnly ? 'node' : path.join(__dirname, 'jest', 'jsdomEnvironment.js'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx,js,mjs}'],
    transform: {
      '\\.[mc]?[jt]sx?$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.js') }],
    },
    // MSW's own dependencies that ship as ES modules only are compiled like our code (Jest runs CommonJS).
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '\\.(svg|png|woff2?)$': path.join(__dirname, 'jest', 'fileStub.js'),
      '\\.css$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv: nodeOnly ? [] : [path.join(__dirname, 'jest', 'setup.ts')],
  };
};

/** @type {import('jest').Config} */
// Component tests with user-event take a few seconds each on a 2-core machine: 5 s (the default) is too tight. The
// time limit is an option of the whole run: given only to the projects it was ignored (tests still ended at 5 s).
// Every core runs test files: Jest's default (the cores less one, for its own process) runs them one at a time,
// in its own process, on a 2-core machine; its own process only hands files out and collects results.
module.exports = { testTimeout: 20000, maxWorkers: '100%', projects: dirs.map(project) };

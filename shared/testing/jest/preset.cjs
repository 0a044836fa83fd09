// Jest for a remote in a repository of its own: `module.exports = require('@portal/testing/jest');` in its
// jest.config.js. Its tests run as the portal's own do: in jsdom with Node's web classes (./jsdomEnvironment.cjs),
// through the portal's Babel config (@portal/federation's), with every provider's settings and theme loaded
// before the tests (../src/jestSetup.ts). The published @portal packages are ES modules: compiled like the
// remote's code (Jest runs CommonJS), as are MSW's dependencies that ship as ES modules only.
const fs = require('node:fs');
const path = require('node:path');

const ESM_ONLY = ['@portal', 'rettime', 'until-async', '@open-draft/deferred-promise'];
/** The set-up's source in the portal's workspace, its compiled module where the package is installed. */
const SETUP = ['../src/jestSetup.ts', '../dist/jestSetup.js']
  .map((file) => path.join(__dirname, file))
  .find((file) => fs.existsSync(file));

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: path.join(__dirname, 'jsdomEnvironment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx,js,mjs}'],
  transform: {
    '\\.[mc]?[jt]sx?$': [
      'babel-jest',
      { configFile: require.resolve('@portal/federation/babel', { paths: [process.cwd(), __dirname] }) },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '\\.(svg|png|woff2?)$': path.join(__dirname, 'fileStub.cjs'),
    '\\.css$': require.resolve('identity-obj-proxy'),
  },
  setupFilesAfterEnv: [SETUP],
  testTimeout: 20000,
};

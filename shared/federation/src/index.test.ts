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
    'react-router-dom',
    'swr',
    '@lingui/core',
    '@portal/ui',
    '@portal/api',
    '@portal/config',
    '@portal/i18n',
  ]) {
    expect(shared[name]).toEqual({
      singleton: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      requiredVersion: expect.stringMatching(/^\^\d/),
    });
  }
  expect(shared['@portal/ui']!.version).toBe('0.1.0');
});

it('never shares Chakra or Emotion on their own (they live inside the @portal/ui singleton)', () => {
  expect(SINGLETONS.filter((name) => /chakra|emotion/.test(name))).toEqual([]);
  expect(Object.keys(sharedSingletons(shellDir)).filter((name) => /chakra|emotion/.test(name))).toEqual([]);
});

it('leaves out what an app does not depend on', () => {
  expect(sharedSingletons(shellDir)['@portal/forms']).toBeUndefined();
});

/** @jest-environment node */
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shellApp } = require('./index.cjs') as {
  shellApp: (dir: string) => (env: unknown, argv: { mode: string }) => Record<string, unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { HEAD_ENTRY, HEAD_SCRIPT, entryFileName } = require('./headScript.cjs') as {
  HEAD_ENTRY: string;
  HEAD_SCRIPT: string;
  entryFileName: (dev: boolean) => (data: { chunk?: { name?: string } }) => string;
};

const shellDir = path.resolve(__dirname, '../../../shell');

it("the shell's page has the head script as an entry of its own, before main: the scheme, then the provider's chunk and the prefetches", () => {
  const config = shellApp(shellDir)({}, { mode: 'production' }) as { entry: Record<string, string[]> };
  expect(Object.keys(config.entry)).toEqual([HEAD_ENTRY, 'main']);
  expect(config.entry[HEAD_ENTRY]).toEqual([
    HEAD_SCRIPT,
    './src/head/providerChunk.ts',
    './src/head/prefetch.ts',
  ]);
  expect(HEAD_SCRIPT).toMatch(/shared\/ui\/src\/scheme\/head\.ts$/);
});

it("the head script's file is named by its hash in production (cached as immutable); main.js stays plain", () => {
  expect(entryFileName(false)({ chunk: { name: HEAD_ENTRY } })).toBe('[name].[contenthash:8].js');
  expect(entryFileName(false)({ chunk: { name: 'main' } })).toBe('[name].js');
  expect(entryFileName(true)({ chunk: { name: HEAD_ENTRY } })).toBe('[name].js');
});

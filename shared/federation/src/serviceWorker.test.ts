/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precacheEntries, withServiceWorker } = require('./serviceWorker.cjs') as {
  precacheEntries: (dist: string) => { url: string; revision: string | null }[];
  withServiceWorker: (
    dir: string,
    shell: (env: unknown, argv: { mode: string }) => object,
  ) => (env: unknown, argv: { mode: string }) => unknown;
};

it("precaches the shell's files every provider loads, each under the address the page asks for", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sw-dist-'));
  const files = [
    'main.js',
    'head.32cfc24f.js',
    '198.a25737f4.js',
    '198.a25737f4.js.gz',
    'main.js.LICENSE.txt',
    'provider-yoobee.5145c6f3.js',
    'api-mock.2f72826e.js',
    'sw.js',
    'notes.json',
  ];
  for (const file of files) writeFileSync(path.join(dist, file), file);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'logo.0527456b.svg'), '<svg/>');
  writeFileSync(
    path.join(dist, 'index.html'),
    '<script src=/head.32cfc24f.js?93ee2f91 integrity=x></script><script defer src="/main.js?93ee2f91"></script>',
  );
  const entries = precacheEntries(dist);
  expect(entries.map((e) => e.url)).toEqual([
    '/198.a25737f4.js',
    '/head.32cfc24f.js?93ee2f91',
    '/main.js?93ee2f91',
    '/notes.json',
  ]);
  expect(entries.find((e) => e.url === '/notes.json')?.revision).toMatch(/^[0-9a-f]{16}$/);
  expect(entries.filter((e) => e.url !== '/notes.json').every((e) => e.revision === null)).toBe(true);
});

it('a production build of the shell writes its service worker after it; a development build has none', () => {
  const shell = () => ({ entry: { main: './src/index.ts' } });
  const production = withServiceWorker('/repo/shell', shell)({}, { mode: 'production' }) as {
    name: string;
    dependencies?: string[];
    target?: string;
    output?: { filename: string; clean: boolean };
  }[];
  expect(production.map((c) => c.name)).toEqual(['shell', 'service-worker']);
  expect(production[1]).toMatchObject({
    dependencies: ['shell'],
    target: 'webworker',
    output: { filename: 'sw.js', clean: false },
  });
  expect(withServiceWorker('/repo/shell', shell)({}, { mode: 'development' })).toEqual(shell());
});

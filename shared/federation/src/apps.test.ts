/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appOf, apps } = require('./apps.cjs') as {
  appOf: (dir: string) => { name: string; port: number; remote: boolean };
  apps: () => { name: string; dir: string }[];
};

const ROOT = path.resolve(__dirname, '../../..');
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'remote-of-its-own-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writePackage = (pkg: object) => writeFileSync(path.join(folder, 'package.json'), JSON.stringify(pkg));

it('names a remote in a folder of its own from its package.json, without apps.json', () => {
  writePackage({ name: 'mfe-timetable', portal: { remote: 'timetable', port: 3010 } });
  expect(appOf(folder)).toMatchObject({ name: 'timetable', port: 3010, remote: true });
});

it('says how to name a remote that neither apps.json nor its package.json names', () => {
  writePackage({ name: 'mfe-timetable' });
  expect(() => appOf(folder)).toThrow(/is not in apps\.json.*"portal": \{ "remote", "port" \}/);
});

it('refuses a remote name that is not lower-case letters and digits', () => {
  writePackage({ portal: { remote: '../Time Table' } });
  expect(() => appOf(folder)).toThrow('lower-case letters and digits');
});

it("still takes the workspace's apps from apps.json", () => {
  expect(appOf(path.join(ROOT, 'mfe-payments'))).toMatchObject({ name: 'payments', remote: true });
  expect(apps().map((app) => app.dir)).toEqual(expect.arrayContaining(['shell', 'mfe-payments']));
});

/** @jest-environment node */
// @portal/ui's core is the one shared module (one Chakra system, one Emotion cache, one scheme store); the
// components beside it are bundled by each app. A component that imported a file of the core by a relative path
// would bring a second copy of it into every app that bundles the component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as core from './core';
import * as ui from './index';

/** The folders of the components built on the core, bundled by each app (./index.ts). */
const COMPONENT_FOLDERS = ['feedback', 'lists', 'disclosure', 'download', 'people', 'brand'];

const sourcesIn = (folder: string): string[] =>
  readdirSync(path.join(__dirname, folder))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join(folder, file));

/** The relative imports of a file that leave its own folder. */
const importsOutsideItsFolder = (file: string): string[] =>
  [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/from '(\.[^']*)'|import '(\.[^']*)'/g)]
    .map((m) => m[1] ?? m[2]!)
    .map((request) => path.join(path.dirname(file), request))
    .filter((target) => !COMPONENT_FOLDERS.includes(target.split(path.sep)[0]!));

it('keeps every component off the core by path: they reach it as @portal/ui/core', () => {
  const components = COMPONENT_FOLDERS.flatMap(sourcesIn);
  expect(components.length).toBeGreaterThan(15);
  expect(components.flatMap(importsOutsideItsFolder)).toEqual([]);
  expect(
    components.filter((file) =>
      readFileSync(path.join(__dirname, file), 'utf8').includes("'@portal/ui/core'"),
    ).length,
  ).toBeGreaterThan(10);
});

it('hands every name of the core on from the package index, as the same objects', () => {
  const index: Record<string, unknown> = ui;
  for (const [name, value] of Object.entries(core)) expect(index[name]).toBe(value);
});

it('keeps the components out of the core', () => {
  for (const name of [
    'BusyMessage',
    'ErrorBar',
    'PagedList',
    'Accordion',
    'StudentAvatar',
    'saveBlob',
    'VisaLogo',
  ])
    expect(name in core).toBe(false);
});

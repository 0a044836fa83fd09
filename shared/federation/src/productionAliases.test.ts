/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { productionAliases } = require('./productionAliases.cjs') as typeof import('./index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shellApp } = require('./index.cjs') as typeof import('./index');

const shellDir = path.resolve(__dirname, '../../../shell');
type Config = { resolve: { alias: Record<string, string> } };
const configOf = (mode: string) => shellApp(shellDir)({}, { mode }) as Config;

/** The names a React Router entry file exports (its closing `export { … }`). */
const exportsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)]
    .flatMap(([, names = '']) => names.split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();

it("takes React Router's production files, which export what its development files do", () => {
  const aliases = productionAliases();
  expect(Object.keys(aliases).sort()).toEqual(['react-router$', 'react-router/dom$']);
  for (const file of Object.values(aliases)) {
    expect(path.basename(path.dirname(file))).toBe('production');
    const development = path.join(path.dirname(file), '..', 'development', path.basename(file));
    expect(exportsOf(file)).toEqual(exportsOf(development));
    expect(exportsOf(file).length).toBeGreaterThan(2);
  }
  // The two builds differ in their development warnings, off in the production one.
  const production = path.dirname(aliases['react-router$'] ?? '');
  const flags = readdirSync(production)
    .filter((name) => name.endsWith('.mjs'))
    .flatMap(
      (name) => readFileSync(path.join(production, name), 'utf8').match(/ENABLE_DEV_WARNINGS = \w+/g) ?? [],
    );
  expect(new Set(flags)).toEqual(new Set(['ENABLE_DEV_WARNINGS = false']));
});

it('gives the aliases to a production build only (a development build keeps the warnings)', () => {
  expect(configOf('production').resolve.alias).toEqual(productionAliases());
  expect(configOf('development').resolve.alias).toEqual({});
});

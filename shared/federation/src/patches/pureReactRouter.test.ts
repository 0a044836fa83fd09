import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const pureReactRouter = require('./pureReactRouter.cjs') as ((source: string) => string) & {
  REACT_ROUTER_CHUNKS: RegExp;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the aliases a production build resolves with
const { productionAliases } = require('../productionAliases.cjs') as {
  productionAliases: () => Record<string, string>;
};

/** The installed React Router's production folder, as a production build finds it. */
const production = path.dirname(productionAliases()['react-router$']!);
const chunks = readdirSync(production)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => path.join(production, file))
  .filter((file) => pureReactRouter.REACT_ROUTER_CHUNKS.test(file));
const components = chunks.filter((file) => readFileSync(file, 'utf8').includes('forwardRef('));

it("applies to React Router's production chunks only, not its development files", () => {
  expect(chunks.length).toBeGreaterThan(0);
  expect(components).toHaveLength(1);
  expect(pureReactRouter.REACT_ROUTER_CHUNKS.test(components[0]!.replace('production', 'development'))).toBe(
    false,
  );
  expect(pureReactRouter.REACT_ROUTER_CHUNKS.test(path.join(production, 'index.mjs'))).toBe(false);
});

it('marks each component made at the top level pure and leaves out the top-level names, nothing else', () => {
  const source = readFileSync(components[0]!, 'utf8');
  const marked = pureReactRouter(source);
  const made = [...source.matchAll(/^var (\w+) = React\d*\.forwardRef\(/gm)].map(([, name]) => name);
  expect(made).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Form']));
  expect(marked.match(/^var \w+ = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/gm)).toHaveLength(made.length);
  expect(marked).not.toMatch(/^\w+\.displayName = /m);
  // Put back, the marks out, the names in and Link's prefetch links back, it is the file as installed.
  const names = source.match(/^\w+\.displayName = "[^"\n]*";\n/gm)!;
  expect(names.length).toBeGreaterThanOrEqual(made.length);
  const linkReturn = source.match(/^ +return shouldPrefetch && .*PrefetchPageLinks.*$/m)![0];
  expect(source.match(/^ {4}return link;$/gm)).toBeNull();
  const lines = (text: string) =>
    text
      .replace(/^ {4}return link;$/m, linkReturn)
      .replaceAll('/* @__PURE__ */ React', 'React')
      .split('\n');
  expect(lines(marked)).toEqual(lines(source).filter((line) => !names.includes(`${line}\n`)));
  // A component made inside a function is left as it is.
  expect(marked).toContain('    let FetcherForm2 = React10.forwardRef(');
});

it('has Link return its anchor alone: outside framework mode a link never prefetches', () => {
  const source = readFileSync(components[0]!, 'utf8');
  const marked = pureReactRouter(source);
  // The premise, in the installed release: without a framework context, usePrefetchBehavior answers false.
  const behaviour = source.slice(source.indexOf('function usePrefetchBehavior('));
  expect(behaviour.slice(0, behaviour.indexOf('\n}\n'))).toMatch(
    /if \(!frameworkContext\) \{\n\s+return \[false, ref, \{\}\];/,
  );
  const link = marked.slice(marked.indexOf('var Link = '), marked.indexOf('var NavLink = '));
  expect(link).toMatch(/\n {4}return link;\n {2}\}\n\);\n$/);
  expect(link).not.toContain('PrefetchPageLinks');
  expect(source.slice(source.indexOf('var Link = '), source.indexOf('var NavLink = '))).toContain(
    'PrefetchPageLinks',
  );
});

it('leaves a chunk without components as it is, and fails on components of another shape', () => {
  expect(pureReactRouter('var x = 1;\nx.displayName = "X";\n')).toBe('var x = 1;\nx.displayName = "X";\n');
  expect(() => pureReactRouter('const Link = forwardRef(function Link() {});\n')).toThrow(
    /no longer defines its components/,
  );
  expect(() =>
    pureReactRouter('var Link = React10.forwardRef(function Link() {\n  return a;\n});\n'),
  ).toThrow(/Link no longer ends with its prefetch links/);
});

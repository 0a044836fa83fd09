import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const lazyChakraGlobal = require('./lazyChakraGlobal.cjs') as ((source: string) => string) & {
  CHAKRA_SYSTEM: RegExp;
};

const system = path.join(
  path.dirname(
    require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../../../ui')] }),
  ),
  'dist/esm/styled-system/system.js',
);

it("matches Chakra's createSystem the portal's @portal/ui imports", () => {
  expect(lazyChakraGlobal.CHAKRA_SYSTEM.test(system)).toBe(true);
  expect(lazyChakraGlobal.CHAKRA_SYSTEM.test(system.replace(/system\.js$/, 'css.js'))).toBe(false);
});

it("makes the installed createSystem's global styles a getter that computes them once, on first read", () => {
  const source = readFileSync(system, 'utf8');
  const patched = lazyChakraGlobal(source);
  expect(patched).not.toContain('const _global = [');
  expect(patched).toContain('let _global;');
  expect(patched).toContain(
    'get _global() {\n      return _global || (_global = [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },',
  );
  // Nothing else changed.
  expect(patched.split('\n').length).toBe(source.split('\n').length + 2);
});

it('fails loudly when a Chakra release changes either line', () => {
  expect(() => lazyChakraGlobal('const _global = [getGlobalCss()];\n    _global,\n')).toThrow(
    /no longer has "const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];" once/,
  );
  expect(() =>
    lazyChakraGlobal(
      'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n  return { _global };',
    ),
  ).toThrow(/no longer has "_global," once/);
});
